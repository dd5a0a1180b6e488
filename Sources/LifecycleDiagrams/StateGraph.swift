import LifecycleModel

/// The states a trace's objects pass through, with the callbacks that move them, laid out by `dot`.
public struct StateGraph {
    public let machine: StateMachine
    public let transitions: [StateTransition]

    public init(machine: StateMachine, traces: [Trace]) {
        self.machine = machine
        self.transitions = traces.flatMap(\.transitions).filter { $0.machine == machine }
    }

    struct Edge: Hashable {
        var from: String
        var to: String
        var via: String
    }

    /// The DOT text: one node per state, one edge per distinct (from, to, via), in first-seen order.
    public var dot: String {
        var states: [String] = []
        var edges: [Edge] = []
        for transition in transitions {
            for state in [transition.from, transition.to] where !states.contains(state) { states.append(state) }
            let edge = Edge(from: transition.from, to: transition.to, via: transition.via)
            if !edges.contains(edge) { edges.append(edge) }
        }

        var writer = DOTWriter(name: "state-\(machine.rawValue)")
        writer.graphAttributes(["rankdir": "TB", "fontname": SequenceDiagram.font, "nodesep": "0.5"])
        writer.defaults("node", [
            "fontname": SequenceDiagram.font, "fontsize": "12", "shape": "box", "style": "rounded",
        ])
        writer.defaults("edge", ["fontname": SequenceDiagram.font, "fontsize": "10"])
        for (index, state) in states.enumerated() {
            writer.node("s\(index)", ["label": state])
        }
        for edge in edges {
            let from = states.firstIndex(of: edge.from)!, to = states.firstIndex(of: edge.to)!
            writer.edge("s\(from)", "s\(to)", ["label": edge.via])
        }
        return writer.text
    }
}
