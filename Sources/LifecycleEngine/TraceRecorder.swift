import LifecycleModel

/// Writes down every call the engine makes, keeping who called whom and how deeply nested.
///
/// The engine wraps each modelled method body in `call(…) { … }`; calls made inside the body are
/// recorded one level deeper, which is how the `view` getter's `loadView` and `viewDidLoad` end up
/// nested inside it (seed 002, 004: "The getter first invokes [self loadView]").
final class TraceRecorder {
    private(set) var events: [TraceEvent] = []
    private var depth = 0
    /// The scenario step whose effects are being recorded.
    var step = 0

    func call(
        _ receiver: ObjectID, _ method: String, from caller: ObjectID,
        _ arguments: [Argument] = [], body: () -> Void = {}
    ) {
        append(.call(Call(caller: caller, receiver: receiver, method: method, arguments: arguments)))
        depth += 1
        defer { depth -= 1 }
        body()
    }

    func note(_ kind: Note.Kind, _ text: String, objects: [ObjectID] = []) {
        append(.note(Note(kind, text, objects: objects)))
    }

    func transition(_ object: ObjectID, from: ViewControllerState, to: ViewControllerState, via: String) {
        append(.transition(StateTransition(object: object, machine: .viewController, from: from.rawValue, to: to.rawValue, via: via)))
    }

    func transition(_ object: ObjectID, from: ViewState, to: ViewState, via: String) {
        append(.transition(StateTransition(object: object, machine: .view, from: from.rawValue, to: to.rawValue, via: via)))
    }

    private func append(_ kind: TraceEvent.Kind) {
        events.append(TraceEvent(sequence: events.count + 1, step: step, depth: depth, kind: kind))
    }
}
