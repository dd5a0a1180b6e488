import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import Testing

/// The errors of the split view controller's declaration and its `show detail` step, exactly.
@Suite("Scenario language: split view controllers, errors exactly")
struct SplitViewErrorTests {
    static let base = """
        title: T
        profile: iOS 26
        controller A: ListViewController in code
        controller B: DetailViewController in code
        controller C: OtherViewController in code

        """

    @Test("The declaration and the step", arguments: [
        ("split S with A\n", "bad.scenario:6:15: error: the line ends too early; expected 'split NAME[: CLASS] with PRIMARY, SECONDARY [delegate NAME [showing primary | showing secondary]] [kept by NAME]'"),
        ("split S with A, A\n", "bad.scenario:6:17: error: A is already the primary column; each column has its own view controller"),
        ("split S with A, B delegate C showing third\n", "bad.scenario:6:38: error: 'third' is not a column the delegate can show; expected 'showing primary' or 'showing secondary'"),
        ("split S with A, B showing primary\n", "bad.scenario:6:19: error: unexpected 'showing'; expected 'split NAME[: CLASS] with PRIMARY, SECONDARY [delegate NAME [showing primary | showing secondary]] [kept by NAME]'"),
        ("split S with A, B\nshow detail C in A\n", "bad.scenario:7:18: error: A is not a split view controller; declare one with 'split NAME with PRIMARY, SECONDARY'"),
        ("split S with A, B\nshow detail C S\n", "bad.scenario:7:15: error: unexpected 'S'; expected 'show detail NAME in SPLIT'"),
        ("split S with A, B\nshow A in S\n", "bad.scenario:7:6: error: A is declared as a child of S (line 6), so it can only appear inside S; a view controller has one container at a time"),
        ("split S with A, B\nshow C in S now\n", "bad.scenario:7:13: error: unexpected 'now'; expected 'show NAME in SPLIT'"),
        ("split S with A, B\nshow detail A in S\n", "bad.scenario:7:13: error: A is declared as a child of S (line 6), so it can only appear inside S; a view controller has one container at a time"),
    ])
    func declaration(text: String, message: String) {
        #expect(throws: SheetAndWindowErrorTests.error(message)) { try SheetAndWindowErrorTests.parse(Self.base + text) }
    }

    @Test("The profile: the column style arrived in iOS 14")
    func profile() {
        let text = Self.base.replacingOccurrences(of: "profile: iOS 26", with: "profile: iOS 13-16") + "split S with A, B\n"
        #expect(throws: SheetAndWindowErrorTests.error("bad.scenario:6:1: error: the column-style split view controller arrived in iOS 14, and the 'iOS 13-16' profile also covers iOS 13: 'split' needs the 'iOS 17+' profile or a later one")) { try SheetAndWindowErrorTests.parse(text) }
    }

    @Test("The display mode and column steps: what the engine refuses, and what it lets pass with a remark")
    func columnRuns() throws {
        let cases: [(String, String)] = [
            // Collapsed on the primary (an iPhone, the delegate answering the primary): hiding it has no recording.
            ("split S with A, B delegate A showing primary\nlaunch with root S\nhide column primary in S\n",
             "bad.scenario:8:1: error: hiding the primary column that a collapsed split view controller shows is not modelled (no recording of it)"),
            ("split S with A, B\nhide column primary in A\n",
             "bad.scenario:7:24: error: A is not a split view controller; declare one with 'split NAME with PRIMARY, SECONDARY'"),
        ]
        for (text, message) in cases {
            do {
                let script = try ScenarioParser(path: "bad.scenario", id: "bad").parse(Self.base + text)
                _ = try Simulator().run(script)
                Issue.record("expected an error: \(text)")
            } catch {
                #expect("\(error)" == message)
            }
        }
        // Expanded on an iPad, hiding the secondary is not something UIKit does (Apple, hide(_:)):
        // nothing is called, and the trace says why.
        let text = Self.base.replacingOccurrences(of: "profile: iOS 26", with: "profile: iOS 26\ndevice: iPad")
            + "split S with A, B\nlaunch with root S\nhide column secondary in S\n"
        let trace = try Simulator().run(try ScenarioParser(path: "ok.scenario", id: "ok").parse(text))
        let last = try #require(trace.steps.last)
        let events = trace.events.filter { $0.step == last.number }
        #expect(events.compactMap(\.call).map(\.method) == ["hideColumn:"])
        #expect(events.compactMap(\.note).map(\.text) == ["hide(_:) does not hide the secondary column (Apple, hide(_:)): nothing happens"])
    }
}
