import Foundation
import LifelineTestSupport
import Testing

/// `trace`, `diagram`, `diff`, `compare` and `states` on files in a folder that is no project
/// (no Content/): they need none; an id there is an error that says why it names nothing.
@Suite("Files anywhere, no project")
struct FilesAnywhereTests {
    static let story = """
        title: App launch with a storyboard root view controller
        profile: iOS 17+

        controller A: ViewController from storyboard Main

        launch with root A

        """

    static let log = """
        -[ViewController initWithCoder:]
        -[ViewController loadView]
        -[ViewController viewDidLoad]
        -[ViewController viewWillAppear:]
        -[ViewController viewDidAppear:]

        """

    /// A folder holding one scenario file (and, for compare, one log), nothing else.
    static func folder(log: Bool = false) throws -> CompareRun.Folder {
        let folder = try CompareRun.Folder()
        try folder.write("story.scenario", story)
        if log { try folder.write("mine.log", Self.log) }
        return folder
    }

    @Test("trace story.scenario prints the whole trace, its steps located in the file")
    func trace() async throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        #expect(try await folder.run(["trace", "story.scenario"], root: nil) == CompareRun(status: 0, output: """
            # story: App launch with a storyboard root view controller (iOS 17+)
            ## step 1: launch with root A
             1 UIKit -> Main.storyboard instantiateInitialViewController => A  @ story.scenario:6:1
             2   Main.storyboard -> A initWithCoder: (coder: NSCoder)  @ story.scenario:6:1
             3   Main.storyboard -> A awakeFromNib  @ story.scenario:6:1
             4 UIKit -> window setRootViewController: (rootViewController: A)  @ story.scenario:6:1
             5 UIKit -> window makeKeyAndVisible  @ story.scenario:6:1
             6   window -> A loadViewIfNeeded  @ story.scenario:6:1
             7     A -> A loadView  @ story.scenario:6:1
                     -- remark: loadView loads A's view from Main.storyboard [A]  @ story.scenario:6:1
             8       A -> A.view initWithCoder: (coder: NSCoder)  @ story.scenario:6:1
             9       A -> A.view awakeFromNib  @ story.scenario:6:1
                   == A viewController: viewNotLoaded -> disappeared  @ story.scenario:6:1
            10     A -> A viewDidLoad  @ story.scenario:6:1
            11   window -> A viewWillAppear: (animated: NO)  @ story.scenario:6:1
                 == A viewController: disappeared -> appearing  @ story.scenario:6:1
               -- runLoop: run loop turn: layout pass  @ story.scenario:6:1
            12 window -> A viewIsAppearing: (animated: NO)  @ story.scenario:6:1
            13 UIKit -> A.view layoutSublayersOfLayer: (layer: A.view.layer)  @ story.scenario:6:1
            14   A.view -> A viewWillLayoutSubviews  @ story.scenario:6:1
            15   A.view -> A.view layoutSubviews  @ story.scenario:6:1
            16   A.view -> A viewDidLayoutSubviews  @ story.scenario:6:1
            17 window -> A viewDidAppear: (animated: NO)  @ story.scenario:6:1
               == A viewController: appearing -> appeared  @ story.scenario:6:1

            """, error: ""))
    }

    @Test("diagram story.scenario -o story.png writes a PNG; its state graph is drawn from its own states; states and diff draw it")
    func diagrams() async throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let quiet = CompareRun(status: 0, output: "", error: "")
        #expect(try await folder.run(["diagram", "story.scenario", "-o", "story.png"], root: nil) == quiet)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("story.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try await folder.run(["diagram", "story.scenario", "--kind", "state", "-o", "story-states.svg"], root: nil) == quiet)
        let states = try String(contentsOf: folder.url.appendingPathComponent("story-states.svg"), encoding: .utf8)
        #expect(states.contains("<desc>View controller states: View not loaded, Disappeared, Appearing and Appeared; 3 transitions seen across the scenarios."))
        #expect(try await folder.run(["states", "story.scenario", "-o", "all.dot"], root: nil) == quiet)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("all.dot"), encoding: .utf8).contains("Appearing"))
        #expect(try await folder.run(["diff", "story.scenario", "--profiles", "iOS 6-12", "iOS 17+", "-o", "diff.svg"], root: nil) == quiet)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("diff.svg"), encoding: .utf8).hasPrefix("<svg "))
    }

    @Test("compare and diff a log with a scenario file; a log draws alone")
    func logs() async throws {
        let folder = try Self.folder(log: true)
        defer { folder.remove() }
        #expect(try await folder.run(["compare", "mine.log", "story.scenario"], root: nil) == CompareRun(status: 0, output: """
            mine.log: agrees with story (5 calls)
              line  call
                 1     2  = A initWithCoder:
                 2     7  = A loadView
                 3    10  = A viewDidLoad
                 4    11  = A viewWillAppear:
                 5    17  = A viewDidAppear:

            """, error: ""))
        let quiet = CompareRun(status: 0, output: "", error: "")
        #expect(try await folder.run(["diff", "mine.log", "story.scenario", "-o", "mine.dot"], root: nil) == quiet)
        #expect(try await folder.run(["diagram", "mine.log", "-o", "mine.svg"], root: nil) == quiet)
    }

    @Test("An id, or states with no scenario, outside a project: the whole error, status 1")
    func ids() async throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let content = folder.url.appendingPathComponent("Content").path
        #expect(try await folder.run(["trace", "story"], root: nil) == CompareRun(status: 1, output: "", error: """
            \(content): error: not a Lifeline project, so 'story' names no scenario: give a path to a .scenario file, or run lifeline inside a project (next to Content/) or name one with --root

            """))
        #expect(try await folder.run(["states"], root: nil) == CompareRun(status: 1, output: "", error: """
            \(content): error: not a Lifeline project, so there are no canonical scenarios to draw: name .scenario files (lifeline states story.scenario), or run lifeline inside a project (next to Content/) or name one with --root

            """))
        #expect(try await folder.run(["scenarios"], root: nil) == CompareRun(status: 1, output: "", error: """
            \(content): error: not a Lifeline project: there is no content folder here (run lifeline inside a project, next to Content/, or name one with --root)

            """))
    }
}
