import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import Testing

/// The errors of the steps and clauses for sheets with detents, popovers and iPad windows, exactly.
@Suite("Scenario language: detents, popovers and iPad windows, errors exactly")
struct SheetAndWindowErrorTests {
    static let base = """
        title: T
        controller A: ViewController in code
        controller B: PickerViewController in code detents medium, large presentation delegate A
        controller C: PlainViewController in code

        """

    @Test("Detents, the drag and the code's change", arguments: [
        ("controller D: V in code detents\n", "bad.scenario:5:32: error: the line ends too early; expected 'controller NAME: CLASS from storyboard NAME | from nib NAME | in code [with constraints] [with manual appearance] [modal in presentation] [detents DETENT, DETENT…] [presentation delegate NAME [answering STYLE]] [kept by NAME]'"),
        ("controller D: V in code detents medium, medium\n", "bad.scenario:5:25: error: the detent 'medium' is listed twice; give each detent its own identifier"),
        ("controller D: V in code detents peek\n", "bad.scenario:5:37: error: expected the height of the detent 'peek' in points, as in 'peek 200'"),
        ("controller D: V in code detents 200\n", "bad.scenario:5:33: error: '200' is not a detent; expected 'medium', 'large' or a custom detent's identifier and height, as in 'peek 200'"),
        ("profile: iOS 6-12\n", "bad.scenario:3:44: error: sheet detents arrived in iOS 15: they need the 'iOS 13-16' profile or a later one"),
        ("drag sheet B to huge\n", "bad.scenario:5:17: error: B has no detent 'huge'; its detents are medium, large"),
        ("drag sheet C to large\n", "bad.scenario:5:12: error: C is declared without detents; give its declaration 'detents medium, large' (or other detents) to move its sheet between them"),
        ("drag B to large\n", "bad.scenario:5:6: error: unexpected 'B'; expected 'drag sheet NAME to DETENT'"),
        ("set detent of B medium\n", "bad.scenario:5:17: error: unexpected 'medium'; expected 'set detent of NAME to DETENT'"),
        ("override A viewDidLoad\n  drag sheet B to large\n", "bad.scenario:6:3: error: 'drag' is something the user or the system does; it cannot run inside an override, write it as a step of its own"),
    ])
    func detents(text: String, message: String) {
        #expect(throws: Self.error(message)) { try Self.parse(Self.base + text) }
    }

    @Test("The iPad, its window and its popovers", arguments: [
        ("device: iPod\n", "bad.scenario:5:9: error: unknown device 'iPod'; expected 'iPhone' or 'iPad'"),
        ("device: iPad\nprofile: iOS 6-12\n", "bad.scenario:5:1: error: Lifeline models the iPad from iOS 13 on (its windows in Split View and Stage Manager): choose the 'iOS 13-16' profile or a later one"),
        ("resize window to 507 1180\n", "bad.scenario:5:1: error: an iPhone app's window always fills the screen; write 'device: iPad' in the header to resize an iPad's window"),
        ("device: iPad\nresize window to 200 1180\n", "bad.scenario:6:18: error: a window of {200, 1180} is smaller than any iPad window (the narrowest, Slide Over, is 320 points wide)"),
        ("device: iPad\nresize window 507 1180\n", "bad.scenario:6:15: error: unexpected '507'; expected 'resize window to WIDTH HEIGHT'"),
        ("tap B\n", "bad.scenario:5:5: error: unexpected 'B'; expected 'tap outside NAME'"),
        ("present C from A as popover\n", nil),
        ("controller D: V in code presentation delegate A answering\n", "bad.scenario:5:58: error: expected the style the delegate answers: 'none' (the popover stays a popover), 'full screen', 'over full screen', 'page sheet' or 'form sheet'"),
        ("controller D: V in code presentation delegate A answering maybe\n", "bad.scenario:5:59: error: expected the style the delegate answers: 'none' (the popover stays a popover), 'full screen', 'over full screen', 'page sheet' or 'form sheet'"),
        ("controller D: V in code presentation delegate A answering over full screen\n", nil),
    ] as [(String, String?)])
    func iPad(text: String, message: String?) {
        if let message {
            #expect(throws: Self.error(message)) { try Self.parse(Self.base + text) }
        } else {
            #expect(throws: Never.self) { try Self.parse(Self.base + text) }
        }
    }

    @Test("What the engine refuses, at the step")
    func runErrors() throws {
        let cases: [(String, String)] = [
            ("launch with root A\npresent B from A full screen\ndrag sheet B to large\n", "bad.scenario:7:1: error: cannot drag the sheet B: it is shown full screen, and only a sheet has detents (on the 'iOS 26' profile a page sheet or a form sheet)"),
            ("launch with root A\npresent B from A\ndrag sheet B to medium\n", "bad.scenario:7:1: error: cannot drag the sheet B: the sheet already rests at its medium detent"),
            ("launch with root A\ndrag sheet B to large\n", "bad.scenario:6:1: error: B does not exist yet; a step must make it first (launch, push, present, add or create)"),
            ("controller D: NoteViewController in code detents medium, large kept by A\nlaunch with root A\ncreate D\ndrag sheet D to large\n", "bad.scenario:8:1: error: cannot drag the sheet D: it is not presented"),
            ("device: iPad\nlaunch with root A\npresent C from A\ntap outside C\n", "bad.scenario:8:1: error: cannot tap outside C: it is shown as a page sheet, not a popover (a popover in a horizontally compact window adapts to a sheet, which the user swipes down)"),
            ("device: iPad\nlaunch with root A\nresize window to 820 1180\n", "bad.scenario:7:1: error: the window is already {820, 1180}"),
            ("device: iPad\nlaunch with root A\nresize window to 507 1180\nrotate to landscape\n", "bad.scenario:8:1: error: cannot rotate while the iPad's window is resized to {507, 1180}: Lifeline does not model where a resized window goes when the iPad turns"),
        ]
        for (text, message) in cases {
            let script = try ScenarioParser(path: "bad.scenario", id: "bad").parse(Self.base + text)
            do {
                _ = try Simulator().run(script)
                Issue.record("expected an error: \(text)")
            } catch {
                #expect("\(error)" == message)
            }
        }
    }

    static func parse(_ text: String) throws(ScenarioError) {
        _ = try ScenarioParser(path: "bad.scenario", id: "bad").parse(text)
    }

    static func error(_ printed: String) -> ScenarioError {
        let parts = printed.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        let location = SourceLocation(file: String(parts[0]), line: Int(parts[1])!, column: Int(parts[2])!)
        return ScenarioError(location, String(parts[4].dropFirst()))
    }
}
