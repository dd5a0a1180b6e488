import LifecycleModel
import Testing

/// A trace's call rules and methods, each once: the calls' alone, never a note's or a
/// transition's rule, and a call without a rule names none.
@Suite struct TraceCallFactsTests {
    static let location = SourceLocation(file: "t.scenario", line: 1, column: 1)

    static let trace = Trace(
        scenario: ScenarioSummary(id: "t", title: "T", profile: .iOS17),
        objects: [TracedObject(id: .uiKit, className: "UIKit", kind: .system), TracedObject(id: "A", className: "VC", kind: .viewController)],
        steps: [TraceStep(number: 1, text: "s", location: location)],
        events: [
            TraceEvent(sequence: 1, step: 1, depth: 0, kind: .call(Call(caller: .uiKit, receiver: "A", method: "viewDidLoad")), rule: RuleID("vc.load")),
            TraceEvent(sequence: 2, step: 1, depth: 0, kind: .note(Note(.runLoop, "turn")), rule: RuleID("note.rule")),
            TraceEvent(sequence: 3, step: 1, depth: 0, kind: .call(Call(caller: .uiKit, receiver: "A", method: "viewWillAppear:")), rule: RuleID("vc.appear")),
            TraceEvent(sequence: 4, step: 1, depth: 0, kind: .transition(StateTransition(object: "A", machine: .viewController, from: "a", to: "b", via: "c")), rule: RuleID("transition.rule")),
            TraceEvent(sequence: 5, step: 1, depth: 0, kind: .call(Call(caller: .uiKit, receiver: "A", method: "viewDidLoad")), rule: RuleID("vc.load")),
            TraceEvent(sequence: 6, step: 1, depth: 0, kind: .call(Call(caller: "A", receiver: "A", method: "setNeedsLayout"))),
        ])

    @Test("The rules of the calls, each once; a note's and a transition's rule are not a call's")
    func callRules() {
        #expect(Self.trace.callRules == [RuleID("vc.load"), RuleID("vc.appear")])
        #expect(Self.trace.callRules == Set(Self.trace.events.compactMap { $0.call == nil ? nil : $0.rule }))
    }

    @Test("An event is a call exactly when it holds one")
    func isCall() {
        #expect(Self.trace.events.map(\.isCall) == [true, false, true, false, true, true])
        #expect(Self.trace.events.map(\.isCall) == Self.trace.events.map { $0.call != nil })
    }

    @Test("The methods called, each once")
    func calledMethods() {
        #expect(Self.trace.calledMethods == ["viewDidLoad", "viewWillAppear:", "setNeedsLayout"])
        #expect(Self.trace.calledMethods == Set(Self.trace.calls.map(\.method)))
    }
}
