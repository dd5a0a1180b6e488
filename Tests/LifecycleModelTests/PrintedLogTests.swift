import LifecycleModel
import Testing

@Suite("Trace.printedLog: what overriding methods print")
struct PrintedLogTests {
    static func call(_ depth: Int, _ receiver: ObjectID, _ method: String) -> TraceEvent {
        TraceEvent(sequence: 0, step: 1, depth: depth, kind: .call(Call(caller: "UIKit", receiver: receiver, method: method)))
    }

    static let trace = Trace(
        scenario: ScenarioSummary(id: "t", title: "T", profile: .iOS17), objects: [], steps: [],
        events: [
            call(0, "B", "init"),
            call(1, "B", "initWithNibName:bundle:"),
            call(0, "B", "view"),
            call(1, "B", "loadView"),
            call(1, "B", "viewDidLoad"),
            TraceEvent(sequence: 0, step: 1, depth: 0, kind: .note(Note(.runLoop, "turn"))),
            call(0, "B", "dealloc"),
            call(1, "B.view", "dealloc"),
            call(0, "C", "viewDidLoad"),
        ])

    @Test("A call prints after the calls nested in it; dealloc prints before; others stay silent")
    func postOrder() {
        let log = Self.trace.printedLog(["B": ["init", "initWithNibName:bundle:", "loadView", "viewDidLoad", "dealloc"], "B.view": ["dealloc"]])
        #expect(log == [
            PrintedLine("B", "initWithNibName:bundle:"), PrintedLine("B", "init"), PrintedLine("B", "loadView"),
            PrintedLine("B", "viewDidLoad"), PrintedLine("B", "dealloc"), PrintedLine("B.view", "dealloc"),
        ])
    }

    @Test("Nothing overridden, nothing printed")
    func silent() {
        #expect(Self.trace.printedLog([:]).isEmpty)
    }
}
