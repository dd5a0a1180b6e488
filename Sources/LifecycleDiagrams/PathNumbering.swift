import LifecycleModel

/// A scenario's transitions numbered in the order they happened, across all its machines.
struct PathNumbering {
    struct Step {
        var number: Int
        var transition: StateTransition
    }

    private(set) var steps: [Step] = []

    init() {}

    init(_ trace: Trace) {
        steps = trace.transitions.enumerated().map { Step(number: $0.offset + 1, transition: $0.element) }
    }

    func steps(of machine: StateMachine) -> [Step] {
        steps.filter { $0.transition.machine == machine }
    }
}
