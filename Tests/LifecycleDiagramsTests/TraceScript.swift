import LifecycleModel

/// Writes hand-made traces the way the engine records them: a call's closure holds the calls
/// made inside it, so nesting depth follows the code's shape.
final class TraceScript {
    private(set) var events: [TraceEvent] = []
    private var step = 1
    private var depth = 0

    func step(_ number: Int) {
        step = number
    }

    func call(
        _ caller: ObjectID, _ receiver: ObjectID, _ method: String, _ arguments: [Argument] = [],
        inside: (() -> Void)? = nil
    ) {
        record(.call(Call(caller: caller, receiver: receiver, method: method, arguments: arguments)))
        depth += 1
        inside?()
        depth -= 1
    }

    func note(_ kind: Note.Kind, _ text: String, over objects: [ObjectID] = []) {
        record(.note(Note(kind, text, objects: objects)))
    }

    func move(_ object: ObjectID, _ machine: StateMachine, _ from: String, _ to: String, via: String) {
        record(.transition(StateTransition(object: object, machine: machine, from: from, to: to, via: via)))
    }

    func move(_ object: ObjectID, _ from: ViewControllerState, _ to: ViewControllerState, via: String) {
        move(object, .viewController, from.rawValue, to.rawValue, via: via)
    }

    func move(_ object: ObjectID, _ from: ViewState, _ to: ViewState, via: String) {
        move(object, .view, from.rawValue, to.rawValue, via: via)
    }

    private func record(_ kind: TraceEvent.Kind) {
        events.append(TraceEvent(sequence: events.count + 1, step: step, depth: depth, kind: kind))
    }

    /// A trace of these events; steps are numbered from 1 in the order given.
    static func trace(
        _ id: String, _ title: String, profile: IOSProfile = .iOS17, objects: [TracedObject], steps: [String],
        _ body: (TraceScript) -> Void
    ) -> Trace {
        let script = TraceScript()
        body(script)
        let traceSteps = steps.enumerated().map { index, text in
            TraceStep(number: index + 1, text: text, location: SourceLocation(file: "\(id).scenario", line: 10 + index, column: 1))
        }
        return Trace(
            scenario: ScenarioSummary(id: id, title: title, profile: profile), objects: objects, steps: traceSteps,
            events: script.events)
    }
}

extension TracedObject {
    static let uiKit = TracedObject(id: .uiKit, className: "UIKit", kind: .system)

    static func controller(_ id: ObjectID, _ className: String) -> TracedObject {
        TracedObject(id: id, className: className, kind: .viewController)
    }

    static func view(_ id: ObjectID, _ className: String = "UIView") -> TracedObject {
        TracedObject(id: id, className: className, kind: .view)
    }
}

extension Array where Element == Argument {
    static func animated(_ flag: Bool) -> [Argument] { [Argument("animated", flag ? "true" : "false")] }
}
