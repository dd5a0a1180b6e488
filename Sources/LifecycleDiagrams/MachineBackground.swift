import LifecycleModel

/// One machine's part of the background, gathered once: every state graph of a build adds one
/// scenario's transitions to it instead of walking every canonical trace again (which made a
/// build's state graphs cost the square of its scenarios).
struct MachineBackground: Sendable {
    let machine: StateMachine
    /// Each background scenario's transitions on this machine, in the background's order;
    /// scenarios with none are left out.
    let scenarios: [(id: String, transitions: [StateTransition])]
    let states: Set<String>
    let edges: Set<MachineGraph.Edge>
    /// Per scenario, the states the model does not name, in the order that scenario first sees
    /// them; only scenarios that have any.
    let otherStates: [(id: String, states: [String])]

    init(_ machine: StateMachine, traces: [Trace]) {
        self.machine = machine
        let canonical = Set(StateNames.canonicalOrder(machine))
        var scenarios: [(id: String, transitions: [StateTransition])] = []
        var states = Set<String>(), edges = Set<MachineGraph.Edge>()
        var otherStates: [(id: String, states: [String])] = []
        for trace in traces {
            let transitions = trace.transitions.filter { $0.machine == machine }
            guard !transitions.isEmpty else { continue }
            scenarios.append((trace.scenario.id, transitions))
            var others: [String] = []
            for transition in transitions {
                edges.insert(MachineGraph.Edge(transition))
                for state in [transition.from, transition.to] {
                    states.insert(state)
                    if !canonical.contains(state) && !others.contains(state) { others.append(state) }
                }
            }
            if !others.isEmpty { otherStates.append((trace.scenario.id, others)) }
        }
        self.scenarios = scenarios
        self.states = states
        self.edges = edges
        self.otherStates = otherStates
    }

    /// Whether a scenario other than `id` moves an object through this machine.
    func touched(besides id: String?) -> Bool {
        scenarios.contains { $0.id != id }
    }

    /// The shape of the background without scenario `id`'s own transitions, plus `own` (this
    /// machine's transitions of that scenario) last: what walking those traces in that order gives.
    func shape(plus own: [StateTransition], id: String?) -> MachineShape {
        let stored = scenarios.first { $0.id == id }
        // A scenario that replaces a background trace of the same id with other transitions (a
        // scenario file given on the command line) takes that trace's place: walk it all.
        if let stored, stored.transitions != own {
            return MachineShape(machine, transitions: scenarios.filter { $0.id != id }.flatMap(\.transitions) + own)
        }
        // Otherwise the scenario's transitions are in the background or new: a union.
        var present = states, edges = self.edges
        for transition in own {
            present.insert(transition.from)
            present.insert(transition.to)
            edges.insert(MachineGraph.Edge(transition))
        }
        var ordered = StateNames.canonicalOrder(machine).filter(present.contains)
        for other in otherStates where other.id != id {
            for state in other.states where !ordered.contains(state) { ordered.append(state) }
        }
        for transition in own {
            for state in [transition.from, transition.to] where !ordered.contains(state) { ordered.append(state) }
        }
        let firstFrom = scenarios.first { $0.id != id }?.transitions.first?.from ?? own.first?.from
        return MachineShape(states: ordered, edges: edges, firstFrom: firstFrom)
    }
}
