import LifecycleModel

/// Writes down every call the engine makes, keeping who called whom and how deeply nested.
///
/// The engine wraps each modelled method body in `call(…) { … }`; calls made inside the body are
/// recorded one level deeper, which is how the `view` getter's `loadView` and `viewDidLoad` end up
/// nested inside it (seeds 002, 004: "The getter first invokes [self loadView]").
final class TraceRecorder {
    /// Deeper than this, the engine assumes a loop that real UIKit would not escape.
    static let depthLimit = 40

    private(set) var events: [TraceEvent] = []
    private(set) var depth = 0
    /// The scenario step whose effects are being recorded, and where it is written.
    var step = 0
    var stepLocation = SourceLocation(file: "", line: 0, column: 0)
    /// Calls and notes so far (state transitions are drawn on the state graph, not as arrows).
    private(set) var drawnCount = 0

    /// Records `caller → receiver method`, then runs `body` one level deeper; returns the event's index.
    @discardableResult
    func call(
        _ receiver: ObjectID, _ method: Callback, from caller: ObjectID,
        _ arguments: [Argument] = [], result: String? = nil, rule: RuleID,
        body: () throws(Interruption) -> Void = {}
    ) throws(Interruption) -> Int {
        try call(receiver, selector: method.selector, from: caller, arguments, result: result, rule: rule, body: body)
    }

    /// The same for a selector UIKit does not define: an action method the app declares (an
    /// unwind segue's action), so it stays out of `Callback.modelled`.
    @discardableResult
    func call(
        _ receiver: ObjectID, selector: String, from caller: ObjectID,
        _ arguments: [Argument] = [], result: String? = nil, rule: RuleID,
        body: () throws(Interruption) -> Void = {}
    ) throws(Interruption) -> Int {
        try checkLimit()
        let index = events.count
        append(.call(Call(caller: caller, receiver: receiver, method: selector, arguments: arguments, result: result)), rule: rule)
        guard depth < Self.depthLimit else {
            note(.cutOff, "calls nested \(Self.depthLimit) deep: real UIKit would go on until the stack overflows; the engine stops here")
            throw .halted
        }
        depth += 1
        defer { depth -= 1 }
        try body()
        return index
    }

    /// Sets what an already recorded call returned.
    func setResult(_ result: String, at index: Int) {
        guard case .call(var call) = events[index].kind else { return }
        call.result = result
        events[index].kind = .call(call)
    }

    func note(_ kind: Note.Kind, _ text: String, objects: [ObjectID] = []) {
        append(.note(Note(kind, text, objects: objects)))
    }

    func transition(_ object: ObjectID, from: ViewControllerState, to: ViewControllerState, via: Callback) {
        append(.transition(StateTransition(object: object, machine: .viewController, from: from.rawValue, to: to.rawValue, via: via.selector)))
    }

    func transition(_ object: ObjectID, from: ViewState, to: ViewState, via: Callback) {
        append(.transition(StateTransition(object: object, machine: .view, from: from.rawValue, to: to.rawValue, via: via.selector)))
    }

    /// Fails the run at its step once it has made more calls and notes than a diagram draws,
    /// so that a runaway scenario stops there rather than after every step has run.
    func checkLimit() throws(Interruption) {
        guard drawnCount >= ScenarioLimits.maximumEvents else { return }
        throw .failed(ScenarioError(
            stepLocation,
            "this scenario makes more than \(ScenarioLimits.maximumEvents) calls and notes, the most a sequence diagram draws; "
                + "this step crosses the limit; split the scenario in two"))
    }

    private func append(_ kind: TraceEvent.Kind, rule: RuleID? = nil) {
        if case .transition = kind {} else { drawnCount += 1 }
        events.append(TraceEvent(sequence: events.count + 1, step: step, depth: depth, kind: kind, rule: rule))
    }
}
