import LifecycleModel

/// What one machine's graph is drawn from: its states in drawing order, its transitions as
/// edges, and where its first transition starts.
struct MachineShape {
    /// Canonical states first, in the model's order; others in the order first seen.
    var states: [String]
    var edges: Set<MachineGraph.Edge>
    /// Where the first transition starts: the initial state of a machine with no canonical state.
    var firstFrom: String?

    /// The shape of `transitions`, all of one machine, in the order they happened.
    init(_ machine: StateMachine, transitions: [StateTransition]) {
        var present = Set<String>()
        for transition in transitions {
            present.insert(transition.from)
            present.insert(transition.to)
        }
        var states = StateNames.canonicalOrder(machine).filter(present.contains)
        for transition in transitions {
            for state in [transition.from, transition.to] where !states.contains(state) { states.append(state) }
        }
        self.states = states
        edges = Set(transitions.map(MachineGraph.Edge.init))
        firstFrom = transitions.first?.from
    }

    init(states: [String], edges: Set<MachineGraph.Edge>, firstFrom: String?) {
        self.states = states
        self.edges = edges
        self.firstFrom = firstFrom
    }
}

extension MachineGraph.Edge {
    init(_ transition: StateTransition) {
        self.init(from: transition.from, to: transition.to, via: transition.via)
    }
}
