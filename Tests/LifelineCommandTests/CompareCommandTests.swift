import Foundation
import LifelineTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `lifeline compare` as a user runs it on a log of their own: the whole output and exit status.
@Suite("lifeline compare: anyone's log, read safely")
struct CompareCommandTests {
    static let header = """
        ---
        title: Two controllers load their views
        source: https://example.com/post
        author: someone
        published: 2024-05
        ios: "17"
        logged: NSLog of viewDidLoad in both controllers
        form: pasted
        scenario: nav-push-pop
        ---
        -[ListViewController viewDidLoad]
        -[DetailViewController viewDidLoad]

        """

    @Test("A CRLF or CR evidence log: its header is seen and its lines read as LF", arguments: ["\r\n", "\r"])
    func lineEndsWithHeader(end: String) async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("windows.log", Self.header.replacingOccurrences(of: "\n", with: end))
        #expect(try await folder.run(["compare", "windows.log"]) == CompareRun(status: 0, output: """
            windows.log: agrees with nav-push-pop (2 calls)
              line  call
                11    16  = A viewDidLoad
                12    37  = B viewDidLoad

            """, error: ""))
    }

    @Test("One long line of a signature's opening without its ')' is refused at once, not read for minutes")
    func longLine() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("long.log", String(repeating: "application(configurationForConnecting ", count: 16_000))
        let (run, elapsed) = try await folder.timedRun(["compare", "long.log", "launch-scene-delegate"])
        #expect(run == CompareRun(status: 1, output: "", error: """
            long.log:1:4001: error: this line is 624000 characters long; a console line that reports a callback is far shorter (Lifeline reads lines of up to 4000): cut the line or remove it

            """))
        // The process's own time, not the test's: it waits for a process slot among the others.
        // "At once" against "for minutes": alone it takes about 4 s (debug build); once, in the
        // whole suite on two busy cores, 32.5 s, so the bound is a minute.
        #expect(elapsed < .seconds(60))
    }

    @Test("More than 1,000 arguments are refused before parsing; 495 --map options are read")
    func manyMaps() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("my.log", "-[C7 viewDidLoad]\n")
        let maps = (0..<5_000).flatMap { ["--map", "C\($0)=A"] }
        // --root and its folder make two more.
        let (refused, refusedTime) = try await folder.timedRun(["compare", "my.log", "nav-push-pop"] + maps)
        #expect(refused == CompareRun(status: 64, output: "", error: """
            error: 10005 arguments; lifeline reads at most 1000 (give a long map in the log's header, 'map:', rather than as --map options)

            """))
        let (read, readTime) = try await folder.timedRun(["compare", "my.log", "nav-push-pop"] + maps.prefix(990))
        #expect(read == CompareRun(status: 0, output: """
            my.log: agrees with nav-push-pop (1 call)
              line  call
                 1    16  = A viewDidLoad

            """, error: ""))
        // The processes' own times, not the test's, which includes waiting for a process slot.
        #expect(refusedTime < .seconds(60))
        #expect(readTime < .seconds(60))
    }

    static let agreesOneCall = """
        : agrees with nav-push-pop (1 call)
          line  call
             1    16  = A viewDidLoad

        """

    @Test("Standard input (-) and a FIFO are read as streams until they end")
    func streams() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let line = Data("-[ListViewController viewDidLoad]\n".utf8)
        #expect(try await folder.run(["compare", "-", "nav-push-pop"], input: line) == CompareRun(status: 0, output: "<stdin>" + Self.agreesOneCall, error: ""))
        let fifo = folder.url.appendingPathComponent("live.log")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // The writer's open waits for the reader's, as a program piping into a FIFO does.
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo.path) {
                handle.write(line)
                try? handle.close()
            }
        }
        writer.start()
        #expect(try await folder.run(["compare", "live.log", "nav-push-pop"]) == CompareRun(status: 0, output: "live.log" + Self.agreesOneCall, error: ""))
    }

    @Test("A device, on the command line or as standard input, and a folder are refused by name; a missing file says so")
    func devicesAndFolders() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let device = "this is a device, not a log file; to read a program's output, pipe it: PROGRAM | lifeline compare - SCENARIO"
        #expect(try await folder.run(["compare", "/dev/zero", "nav-push-pop"]) == CompareRun(status: 1, output: "", error: "/dev/zero: error: \(device)\n"))
        #expect(try await folder.run(["compare", "-", "nav-push-pop"], stdin: URL(fileURLWithPath: "/dev/zero")) == CompareRun(status: 1, output: "", error: "<stdin>: error: \(device)\n"))
        #expect(try await folder.run(["compare", ".", "nav-push-pop"]) == CompareRun(status: 1, output: "", error: ".: error: this is a folder, not a log file\n"))
        #expect(try await folder.run(["compare", "gone.log", "nav-push-pop"]) == CompareRun(status: 1, output: "", error: "gone.log: error: cannot read the log (No such file or directory)\n"))
    }

    @Test("A log over 8 MB is refused: a file by its size, before it is read; a stream once 8 MB have arrived")
    func tooLarge() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let big = Data(repeating: UInt8(ascii: "a"), count: 9 << 20)
        try big.write(to: folder.url.appendingPathComponent("big.log"))
        #expect(try await folder.run(["compare", "big.log", "nav-push-pop"]) == CompareRun(status: 1, output: "", error: "big.log: error: the log is 9 MB; a pasted console log is far smaller: cut it to the part that shows the callbacks\n"))
        // The reader stops early, so writing the rest fails with EPIPE: not a signal that ends the test.
        signal(SIGPIPE, SIG_IGN)
        #expect(try await folder.run(["compare", "-", "nav-push-pop"], input: big) == CompareRun(status: 1, output: "", error: "<stdin>: error: the log is more than 8 MB; a pasted console log is far smaller: cut it to the part that shows the callbacks\n"))
    }

    @Test("A map's target must be an object of the scenario: --map, --unnamed, and the header's map at its line")
    func mapTargets() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("my.log", "-[C1 viewDidLoad]\n")
        let objects = "its objects are app, A, nav, window, nav.view, A.view, B, B.view"
        #expect(try await folder.run(["compare", "my.log", "nav-push-pop", "--map", "C1=../../etc/passwd"]) == CompareRun(status: 1, output: "", error: "error: --map C1=../../etc/passwd: scenario nav-push-pop has no object '../../etc/passwd'; \(objects)\n"))
        #expect(try await folder.run(["compare", "my.log", "nav-push-pop", "--unnamed", "Z"]) == CompareRun(status: 1, output: "", error: "error: --unnamed Z: scenario nav-push-pop has no object 'Z'; \(objects)\n"))
        try folder.write("header.log", Self.header.replacingOccurrences(of: "scenario: nav-push-pop\n", with: "scenario: nav-push-pop\nmap:\n  ListViewController: A\n  Detail: /etc/passwd\n"))
        #expect(try await folder.run(["compare", "header.log"]) == CompareRun(status: 1, output: "", error: "header.log:10:1: error: 'map' sends 'Detail' to '/etc/passwd', which is no object of scenario nav-push-pop; \(objects)\n"))
    }

    @Test("A log of bare method names maps with --unnamed, no header needed; without it, the verdict says how")
    func unnamed() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("bare.log", "viewDidLoad()\nviewWillAppear(_:)\nviewDidAppear(_:)\nviewWillDisappear(_:)\nviewDidDisappear(_:)\nviewWillAppear(_:)\nviewDidAppear(_:)\n")
        #expect(try await folder.run(["compare", "bare.log", "nav-push-pop", "--unnamed", "A"]) == CompareRun(status: 0, output: """
            bare.log: agrees with nav-push-pop (7 calls)
              line  call
                 1    16  = A viewDidLoad
                 2    17  = A viewWillAppear:
                 3    29  = A viewDidAppear:
                 4    38  = A viewWillDisappear:
                 5    50  = A viewDidDisappear:
                 6    56  = A viewWillAppear:
                 7    64  = A viewDidAppear:

            """, error: ""))
        #expect(try await folder.run(["compare", "bare.log", "nav-push-pop"]) == CompareRun(status: 1, output: """
            bare.log:7: diverges: no line of the log names a callback of the scenario's objects (A: ListViewController, nav: UINavigationController, nav.view: UILayoutContainerView, A.view: UIView, B: DetailViewController, B.view: UIView); map its classes with --map Class=Object, or give lines that name no class to an object with --unnamed Object
            (7 about other objects)

            """, error: ""))
    }

    @Test("Two instances of one class told apart by the address print(self) shows, with --instance")
    func instances() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("two.scenario", """
            title: Two details
            profile: iOS 17+
            controller A: ListViewController in code
            controller B: DetailViewController in code
            controller C: DetailViewController in code
            navigation nav with root A

            launch with root nav
            push B onto nav
            push C onto nav

            """)
        try folder.write("two.log", """
            <Notes.DetailViewController: 0x600000f04a80> viewDidLoad()
            <Notes.DetailViewController: 0x600000f04a80> viewWillAppear(_:)
            <Notes.DetailViewController: 0x600000f11c00> viewDidLoad()
            <Notes.DetailViewController: 0x600000F11C00> viewWillAppear(_:)

            """)
        #expect(try await folder.run(["compare", "two.log", "two.scenario", "--instance", "0x600000f04a80=B", "--instance", "0x600000f11c00=C"]) == CompareRun(status: 0, output: """
            two.log: agrees with two (4 calls)
              line  call
                 1    37  = B viewDidLoad
                 2    39  = B viewWillAppear:
                 3    60  = C viewDidLoad
                 4    62  = C viewWillAppear:

            """, error: ""))
        #expect(try await folder.run(["compare", "two.log", "two.scenario"]) == CompareRun(status: 1, output: "", error: """
            two.log:1:1: error: DetailViewController is the class of B and C; say which one this log means with --map DetailViewController=B, or which instance is which with --instance 0x600000f04a80=B

            """))
        let refused = try await folder.run(["compare", "two.log", "two.scenario", "--instance", "600000f04a80=B"])
        #expect(refused.status == 64)
        #expect(refused.error.hasPrefix("Error: --instance takes 0xADDRESS=Object, the address as print(self) shows it (for example --instance 0x7fa3c9d0a2b0=B), not '600000f04a80=B'\nUsage: lifeline compare "), "\(refused)")
        #expect(try await folder.run(["compare", "two.log", "two.scenario", "--instance", "0x1=D"]) == CompareRun(status: 1, output: "", error: "error: --instance 0x1=D: scenario two has no object 'D'; its objects are app, A, nav, window, nav.view, A.view, B, B.view, C, C.view\n"))
    }

    @Test("An evidence header maps instances and says a log is cut short, as --instance and --truncated do; a bad address or object is refused at its line")
    func headerInstancesAndTruncated() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("two.scenario", """
            title: Two details
            profile: iOS 17+
            controller A: ListViewController in code
            controller B: DetailViewController in code
            controller C: DetailViewController in code
            navigation nav with root A

            launch with root nav
            push B onto nav
            push C onto nav

            """)
        func header(_ keys: String) -> String {
            """
            ---
            title: Two details, the second cut short
            source: https://example.com/post
            author: someone
            published: 2024-05
            ios: "17"
            logged: print(self, #function) in DetailViewController
            form: pasted
            scenario: two
            \(keys)---
            <Notes.DetailViewController: 0x600000f04a80> viewDidLoad()
            <Notes.DetailViewController: 0x600000f04a80> viewWillAppear(_:)
            <Notes.DetailViewController: 0x600000f11c00> viewDidLoad()

            """
        }
        try folder.write("two.log", header("instances:\n  '0x600000F04A80': B\n  '0x600000f11c00': C\ntruncated: true\n"))
        #expect(try await folder.run(["compare", "two.log", "two.scenario"]) == CompareRun(status: 0, output: """
            two.log: agrees with two (3 calls; cut short: 1 later call of the model not compared)
              line  call
                15    37  = B viewDidLoad
                16    39  = B viewWillAppear:
                17    60  = C viewDidLoad

            """, error: ""))
        try folder.write("whole.log", header("instances:\n  '0x600000f04a80': B\n  '0x600000f11c00': C\n"))
        #expect(try await folder.run(["compare", "whole.log", "two.scenario"]).output.hasPrefix("whole.log:16: diverges: the log ends, the model expects C viewWillAppear: (trace call 62)\n"))
        try folder.write("bad.log", header("instances:\n  '600000f04a80': B\n"))
        #expect(try await folder.run(["compare", "bad.log", "two.scenario"]) == CompareRun(status: 1, output: "", error: "bad.log:10:1: error: 'instances' has '600000f04a80', which is no address; write it as the log prints it ('0x7fa1a6835bb0': A)\n"))
        try folder.write("stray.log", header("instances:\n  '0x600000f04a80': D\n"))
        #expect(try await folder.run(["compare", "stray.log", "two.scenario"]) == CompareRun(status: 1, output: "", error: "stray.log:10:1: error: 'instances' sends '0x600000f04a80' to 'D', which is no object of scenario two; its objects are app, A, nav, window, nav.view, A.view, B, B.view, C, C.view\n"))
        try folder.write("flag.log", header("truncated: maybe\n"))
        #expect(try await folder.run(["compare", "flag.log", "two.scenario"]) == CompareRun(status: 1, output: "", error: "flag.log:10:1: error: 'truncated' is true (the author cut the log short) or false\n"))
    }

    @Test("A UIKit callback the model does not make is a device-only row, 'not modelled', in text and JSON")
    func notModelled() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("term.scenario", """
            title: Terminated
            profile: iOS 17+
            app delegate AD: AppDelegate
            scene delegate S: SceneDelegate
            controller A: ViewController from storyboard Main

            launch with root A
            terminate

            """)
        try folder.write("term.log", """
            -[AppDelegate application:didFinishLaunchingWithOptions:]
            -[ViewController viewDidLoad]
            -[ViewController viewDidMoveToWindow:shouldAppearOrDisappear:]
            -[SceneDelegate sceneDidBecomeActive:]
            sceneWillResignActive(_:)
            sceneDidDisconnect(_:)
            applicationDidReceiveMemoryWarning(_:)

            """)
        let divergence = "the device called A viewDidMoveToWindow:shouldAppearOrDisappear: (not modelled: the model has no such callback), the model expects S sceneDidBecomeActive: (trace call 17)"
        #expect(try await folder.run(["compare", "term.log", "term.scenario"]) == CompareRun(status: 1, output: """
            term.log:3: diverges: \(divergence)
              line  call
                 1     2  = AD application:didFinishLaunchingWithOptions:
                 2    14  = A viewDidLoad
                 3        + A viewDidMoveToWindow:shouldAppearOrDisappear:  not modelled
                 4    17  = S sceneDidBecomeActive:
                 5    24  = S sceneWillResignActive:
                 6    25  = S sceneDidDisconnect:
                 7        + AD applicationDidReceiveMemoryWarning:          not modelled

            """, error: ""))
        func row(_ kind: String, _ line: Int, _ method: String, _ object: String, _ call: Int?) -> String {
            let last = call.map { "\"traceCall\" : \($0)" } ?? "\"object\" : \"\(object)\""
            let modelled = call == nil ? "      \"modelled\" : false,\n" : ""
            let object = call == nil ? "" : "      \"object\" : \"\(object)\",\n"
            return "    {\n      \"kind\" : \"\(kind)\",\n      \"logLine\" : \(line),\n      \"method\" : \"\(method)\",\n\(modelled)\(object)      \(last)\n    }"
        }
        let rows = [
            row("same", 1, "application:didFinishLaunchingWithOptions:", "AD", 2), row("same", 2, "viewDidLoad", "A", 14),
            row("device", 3, "viewDidMoveToWindow:shouldAppearOrDisappear:", "A", nil), row("same", 4, "sceneDidBecomeActive:", "S", 17),
            row("same", 5, "sceneWillResignActive:", "S", 24), row("same", 6, "sceneDidDisconnect:", "S", 25),
            row("device", 7, "applicationDidReceiveMemoryWarning:", "AD", nil),
        ]
        #expect(try await folder.run(["compare", "term.log", "term.scenario", "--format", "json"]) == CompareRun(status: 1, output: """
            {
              "compared" : 7,
              "divergence" : "\(divergence)",
              "divergenceLine" : 3,
              "log" : "term.log",
              "otherObjectLines" : [

              ],
              "rows" : [
            \(rows.joined(separator: ",\n"))
              ],
              "scenario" : "term",
              "skippedLines" : [

              ],
              "verdict" : "diverges"
            }

            """, error: ""))
    }

    @Test("A log the author cut short compares as a prefix with --truncated; without it, the log ends too soon")
    func truncated() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("cut.log", """
            ListViewController viewDidLoad()
            ListViewController viewWillAppear(_:)
            ListViewController viewDidAppear(_:)
            DetailViewController viewDidLoad()
            ListViewController viewWillDisappear(_:)

            """)
        let rows = """
              line  call
                 1    16  = A viewDidLoad
                 2    17  = A viewWillAppear:
                 3    29  = A viewDidAppear:
                 4    37  = B viewDidLoad
                 5    38  = A viewWillDisappear:

            """
        #expect(try await folder.run(["compare", "cut.log", "nav-push-pop", "--truncated"]) == CompareRun(status: 0, output: """
            cut.log: agrees with nav-push-pop (5 calls; cut short: 2 later calls of the model not compared)
            \(rows)
            """, error: ""))
        #expect(try await folder.run(["compare", "cut.log", "nav-push-pop"]) == CompareRun(status: 1, output: """
            cut.log:5: diverges: the log ends, the model expects A viewWillAppear: (trace call 56)
            \(rows)          56  - A viewWillAppear:     model only
                      64  - A viewDidAppear:      model only

            """, error: ""))
        let json = try await folder.run(["compare", "cut.log", "nav-push-pop", "--truncated", "--format", "json"])
        func row(_ line: Int, _ method: String, _ object: String, _ call: Int) -> String {
            "    {\n      \"kind\" : \"same\",\n      \"logLine\" : \(line),\n      \"method\" : \"\(method)\",\n      \"object\" : \"\(object)\",\n      \"traceCall\" : \(call)\n    }"
        }
        let jsonRows = [row(1, "viewDidLoad", "A", 16), row(2, "viewWillAppear:", "A", 17), row(3, "viewDidAppear:", "A", 29), row(4, "viewDidLoad", "B", 37), row(5, "viewWillDisappear:", "A", 38)]
        #expect(json == CompareRun(status: 0, output: """
            {
              "compared" : 5,
              "laterModelCalls" : 2,
              "log" : "cut.log",
              "otherObjectLines" : [

              ],
              "rows" : [
            \(jsonRows.joined(separator: ",\n"))
              ],
              "scenario" : "nav-push-pop",
              "skippedLines" : [

              ],
              "verdict" : "agrees"
            }

            """, error: ""))
    }

    @Test("diff takes compare's new options with a log: the SVG's description says what --truncated left out")
    func diffOptions() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("cut.log", "ListViewController viewDidLoad()\nListViewController viewWillAppear(_:)\nListViewController viewDidAppear(_:)\nDetailViewController viewDidLoad()\nListViewController viewWillDisappear(_:)\n")
        func description(_ arguments: [String]) async throws -> String? {
            let run = try await folder.run(["diff", "cut.log", "nav-push-pop"] + arguments)
            return run.output.firstMatch(of: /<desc>([^<]*)<\/desc>/).map { String($0.1) }
        }
        let start = "Navigation push and pop: cut.log against the model. Calls on the device are marked “only on the device” (orange, solid); calls in the model, “only in the model” (purple, dashed). 5 calls are the same on both sides. Nothing is only on the device."
        #expect(try await description(["--truncated"]) == start + " Nothing is only in the model.")
        #expect(try await description([]) == start + " Only in the model: 6. A viewWillAppear:, 7. A viewDidAppear:.")
        let refused = try await folder.run(["diff", "nav-push-pop", "--profiles", "iOS 6-12", "iOS 17+", "--truncated"])
        #expect(refused.status == 64 && refused.error.hasPrefix("Error: --map, --unnamed, --instance, --after-super and --truncated go with a log\nUsage: lifeline diff "), "\(refused)")
    }

    @Test("The build refuses an evidence header whose map names no object, and a FIFO among the evidence logs, at once; Output/ untouched")
    func buildRefuses() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let header = """
            ---
            title: t
            source: https://example.com/post
            author: someone
            published: 2024-05
            ios: "17"
            logged: viewDidLoad
            form: pasted
            scenario: launch
            map:
              ViewController: ../../etc/passwd
            ---
            -[ViewController viewDidLoad]

            """
        try site.write("Content/evidence/mine.log", header)
        let (result, kept) = try await site.build()
        #expect(result == HostileSite.Result(status: 1, error: "Content/evidence/mine.log:10:1: error: 'map' sends 'ViewController' to '../../etc/passwd', which is no object of scenario launch; its objects are Main.storyboard, A, window, A.view\n"))
        #expect(kept)
        try site.write("Content/evidence/mine.log", header.replacingOccurrences(of: "../../etc/passwd", with: "A"))
        #expect(mkfifo(site.root.appendingPathComponent("Content/evidence/live.log").path, 0o600) == 0)
        let (fifo, keptAgain) = try await site.build()
        #expect(fifo == HostileSite.Result(status: 1, error: "Content/evidence/live.log: error: this is a FIFO, not a log file; an evidence log is a regular file\n"))
        #expect(keptAgain)
    }

    /// One row of `compare --format json`, as the encoder prints it (sorted keys, two-space indent).
    static func jsonRow(_ kind: String, line: Int?, _ method: String, _ object: String, call: Int?, modelled: Bool? = nil) -> String {
        var fields: [String] = ["\"kind\" : \"\(kind)\""]
        if let line { fields.append("\"logLine\" : \(line)") }
        fields.append("\"method\" : \"\(method)\"")
        if let modelled { fields.append("\"modelled\" : \(modelled)") }
        fields.append("\"object\" : \"\(object)\"")
        if let call { fields.append("\"traceCall\" : \(call)") }
        return "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
    }

    /// The whole of `compare --format json`.
    static func json(log: String, scenario: String, verdict: String, compared: Int, divergence: (String, Int)? = nil, rows: [String]) -> String {
        var lines = ["{", "  \"compared\" : \(compared),"]
        if let (message, line) = divergence {
            lines += ["  \"divergence\" : \"\(message)\",", "  \"divergenceLine\" : \(line),"]
        }
        lines += ["  \"log\" : \"\(log)\",", "  \"otherObjectLines\" : [", "", "  ],", "  \"rows\" : [", rows.joined(separator: ",\n"), "  ],"]
        lines += ["  \"scenario\" : \"\(scenario)\",", "  \"skippedLines\" : [", "", "  ],", "  \"verdict\" : \"\(verdict)\"", "}", ""]
        return lines.joined(separator: "\n")
    }

    @Test("print(self) of views with a nested <CALayer …>: the views' own classes, text and JSON")
    func printSelfViews() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("views.log", """
            <TestView: 0x7f8b1c40a2b0; frame = (20 20; 200 100); layer = <CALayer: 0x600000c3e0a0>> willMoveToWindow(_:)
            <TestView: 0x7f8b1c40a2b0; frame = (20 20; 200 100); layer = <CALayer: 0x600000c3e0a0>> didMoveToWindow()
            <PanelView: 0x7f8b1c40b000; frame = (0 0; 393 400); layer = <CALayer: 0x600000c3e0b0>> willRemoveSubview(_:)

            """)
        #expect(try await folder.run(["compare", "views.log", "remove-from-superview", "--truncated"]) == CompareRun(status: 0, output: """
            views.log: agrees with remove-from-superview (3 calls; cut short: 2 later calls of the model not compared)
              line  call
                 1    26  = T willMoveToWindow:
                 2    28  = T didMoveToWindow
                 3    36  = P willRemoveSubview:

            """, error: ""))
        let rows = [
            Self.jsonRow("same", line: 1, "willMoveToWindow:", "T", call: 26), Self.jsonRow("same", line: 2, "didMoveToWindow", "T", call: 28),
            Self.jsonRow("same", line: 3, "willRemoveSubview:", "P", call: 36), Self.jsonRow("model", line: nil, "willMoveToWindow:", "T", call: 38),
            Self.jsonRow("model", line: nil, "didMoveToWindow", "T", call: 39),
        ]
        #expect(try await folder.run(["compare", "views.log", "remove-from-superview", "--format", "json"]) == CompareRun(status: 1, output: Self.json(
            log: "views.log", scenario: "remove-from-superview", verdict: "diverges", compared: 3,
            divergence: ("the log ends, the model expects T willMoveToWindow: (trace call 38)", 3), rows: rows), error: ""))
    }

    @Test("The JSON of a CRLF or CR log is the LF log's; --unnamed and --instance in JSON", arguments: ["\r\n", "\r"])
    func json(end: String) async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("windows.log", Self.header.replacingOccurrences(of: "\n", with: end))
        #expect(try await folder.run(["compare", "windows.log", "--format", "json"]) == CompareRun(status: 0, output: Self.json(
            log: "windows.log", scenario: "nav-push-pop", verdict: "agrees", compared: 2,
            rows: [Self.jsonRow("same", line: 11, "viewDidLoad", "A", call: 16), Self.jsonRow("same", line: 12, "viewDidLoad", "B", call: 37)]), error: ""))
        try folder.write("bare.log", ["viewDidLoad()", "<Notes.X: 0x6a> viewWillAppear(_:)", ""].joined(separator: end))
        #expect(try await folder.run(["compare", "bare.log", "nav-push-pop", "--unnamed", "A", "--instance", "0x6A=A", "--truncated", "--format", "json"]) == CompareRun(status: 0, output: Self.json(
            log: "bare.log", scenario: "nav-push-pop", verdict: "agrees", compared: 2,
            rows: [Self.jsonRow("same", line: 1, "viewDidLoad", "A", call: 16), Self.jsonRow("same", line: 2, "viewWillAppear:", "A", call: 17)])
            .replacingOccurrences(of: "  \"log\"", with: "  \"laterModelCalls\" : 1,\n  \"log\""), error: ""))
    }
}
