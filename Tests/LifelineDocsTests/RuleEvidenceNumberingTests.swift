@testable import LifelineDocs
import LifecycleModel
import Testing

/// A device log's agreeing rows are credited to the rule of the call they match, found by the
/// call's number: a call without a rule keeps its place, so the calls after it keep theirs.
@Suite struct RuleEvidenceNumberingTests {
    @Test("Rules by call number: notes and transitions take no number, a call without a rule keeps its place")
    func numbering() {
        let location = SourceLocation(file: "t.scenario", line: 1, column: 1)
        func call(_ method: String) -> TraceEvent.Kind { .call(Call(caller: .uiKit, receiver: "A", method: method)) }
        let trace = Trace(
            scenario: ScenarioSummary(id: "t", title: "T", profile: .iOS17),
            objects: [TracedObject(id: .uiKit, className: "UIKit", kind: .system), TracedObject(id: "A", className: "VC", kind: .viewController)],
            steps: [TraceStep(number: 1, text: "s", location: location)],
            events: [
                TraceEvent(sequence: 1, step: 1, depth: 0, kind: call("loadView"), rule: RuleID("vc.load")),
                TraceEvent(sequence: 2, step: 1, depth: 0, kind: .note(Note(.runLoop, "turn")), rule: RuleID("note.rule")),
                TraceEvent(sequence: 3, step: 1, depth: 0, kind: call("setNeedsLayout")),
                TraceEvent(sequence: 4, step: 1, depth: 0, kind: call("viewWillAppear:"), rule: RuleID("vc.appear")),
            ])
        #expect(RuleEvidence.rulesByCallNumber(trace) == [RuleID("vc.load"), nil, RuleID("vc.appear")])
    }
}
