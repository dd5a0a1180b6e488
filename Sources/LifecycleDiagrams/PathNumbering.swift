import LifecycleModel

/// A scenario's transitions, each numbered with the call that made it: the number that call has
/// in the sequence diagram and the trace table, so that a scenario page numbers things one way.
/// (A transition before any call has number 0.)
struct PathNumbering {
    struct Step {
        var number: Int
        var transition: StateTransition
    }

    private(set) var steps: [Step] = []

    init() {}

    init(_ trace: Trace) {
        var calls: [(number: Int, call: Call)] = []
        steps = trace.events.compactMap { event in
            if let call = event.call { calls.append((calls.count + 1, call)) }
            guard let transition = event.transition else { return nil }
            // The call that made it: the latest of its callback on its object (a transition is
            // recorded when that callback's nested calls are done), or on another object (a
            // superview's addSubview: moves the subview), or any call on its object; else the latest.
            let maker = calls.last { $0.call.receiver == transition.object && $0.call.method == transition.via }
                ?? calls.last { $0.call.method == transition.via }
                ?? calls.last { $0.call.receiver == transition.object }
            return Step(number: maker?.number ?? calls.count, transition: transition)
        }
    }

    func steps(of machine: StateMachine) -> [Step] {
        steps.filter { $0.transition.machine == machine }
    }
}
