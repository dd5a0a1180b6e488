import LifecycleModel

/// One state machine's states and transitions, drawn under its caption in a `StateGraph`.
struct MachineGraph {
    struct Edge: Hashable {
        var from: String
        var to: String
        var via: String
    }

    let machine: StateMachine
    /// Canonical states first, in the model's order; others in the order first seen.
    let states: [String]
    /// Sorted by their ends' places in `states`, then by callback.
    let edges: [Edge]
    /// The states objects start in: where each object's first transition leaves from.
    let initial: [String]
    /// The scenario's numbered steps on each edge.
    let path: [Edge: [PathNumbering.Step]]
    /// Initial states the scenario's objects start from.
    let pathInitial: Set<String>
    /// The scenario's objects on this machine, in order of first transition.
    let objects: [ObjectID]

    init(machine: StateMachine, shape: MachineShape, path numbering: PathNumbering) {
        self.machine = machine
        let states = shape.states
        self.states = states
        let rank = Dictionary(uniqueKeysWithValues: states.enumerated().map { ($0.element, $0.offset) })
        edges = shape.edges.sorted { lhs, rhs in
            (rank[lhs.from]!, rank[lhs.to]!, lhs.via) < (rank[rhs.from]!, rank[rhs.to]!, rhs.via)
        }

        // The initial pseudo-state points at where a life begins: the machine's first canonical
        // state, or for a machine the model added later, where its first transition starts.
        let first = StateNames.canonicalOrder(machine).first { states.contains($0) } ?? shape.firstFrom
        self.initial = first.map { [$0] } ?? []

        let steps = numbering.steps(of: machine)
        path = Dictionary(grouping: steps) { Edge(from: $0.transition.from, to: $0.transition.to, via: $0.transition.via) }
        var objects: [ObjectID] = []
        var pathInitial = Set<String>()
        for step in steps where !objects.contains(step.transition.object) {
            objects.append(step.transition.object)
            if initial.contains(step.transition.from) { pathInitial.insert(step.transition.from) }
        }
        self.objects = objects
        self.pathInitial = pathInitial
    }

    /// The cluster's caption: the machine, and the scenario's objects that move through it.
    var label: String {
        let name = StateNames.machine(machine)
        return objects.isEmpty ? name : "\(name) (\(objects.map(\.rawValue).joined(separator: ", ")))"
    }

    func writeNodes(into writer: inout DOTWriter, prefix: String, palette: Palette, highlighted: Bool) {
        writer.node("\(prefix)c", StyleAttributes.node(.machine, palette).merging([
            "shape": "plaintext", "style": "", "label": .text(label), "fontsize": "12", "margin": "0",
        ]))
        for (index, state) in initial.enumerated() {
            let part: DiagramPart = !highlighted || pathInitial.contains(state) ? .initial : .stateFaded
            writer.node("\(prefix)i\(index)", StyleAttributes.node(part, palette).merging([
                "shape": "point", "style": "filled", "width": "0.13", "height": "0.13", "label": "",
            ]))
        }
        let onPath = Set(path.keys.flatMap { [$0.from, $0.to] })
        for (index, state) in states.enumerated() {
            let part: DiagramPart = !highlighted ? .state : onPath.contains(state) ? .stateOnPath : .stateFaded
            var attributes = StyleAttributes.node(part, palette).merging(["label": .text(StateNames.state(state))])
            if part == .stateOnPath { attributes.set("penwidth", "1.6") }
            if StateNames.isFinal(state) { attributes.set("peripheries", "2") }
            writer.node("\(prefix)s\(index)", attributes)
        }
    }

    func writeEdges(into writer: inout DOTWriter, prefix: String, palette: Palette, highlighted: Bool) {
        // The caption heads the machine: above its initial point, or its first state.
        let top = initial.isEmpty ? "\(prefix)s0" : "\(prefix)i0"
        writer.edge("\(prefix)c", top, ["style": "invis"])
        for (index, state) in initial.enumerated() {
            let part: DiagramPart = !highlighted ? .transition : pathInitial.contains(state) ? .transitionOnPath : .transitionFaded
            writer.edge("\(prefix)i\(index)", "\(prefix)s\(states.firstIndex(of: state)!)", StyleAttributes.edge(part, palette))
        }
        // Transitions between the same two states, one way, are one arrow listing every callback:
        // a fan of parallel curves (a view's six ways from "In a window" to "Needs layout") tangles
        // the graph and pulls labels away from their edges.
        var pairs: [(from: String, to: String, edges: [Edge])] = []
        for edge in edges {
            if let at = pairs.firstIndex(where: { $0.from == edge.from && $0.to == edge.to }) {
                pairs[at].edges.append(edge)
            } else {
                pairs.append((edge.from, edge.to, [edge]))
            }
        }
        for pair in pairs {
            let edge = pair.edges[0]
            let from = states.firstIndex(of: edge.from)!, to = states.firstIndex(of: edge.to)!
            let text = pair.edges.map { label($0.via, numbers: path[$0] ?? []) }.joined(separator: "\n")
            var attributes: DOTAttributes
            if pair.edges.contains(where: { path[$0] != nil }) {
                attributes = StyleAttributes.edge(.transitionOnPath, palette).merging(["label": .text(text), "penwidth": "1.6"])
            } else {
                attributes = StyleAttributes.edge(highlighted ? .transitionFaded : .transition, palette)
                    .merging(["label": .text(text)])
            }
            // Keep each state on its row: an edge going up is written downwards and drawn
            // backwards, one within a row does not constrain the ranks, one going down by more
            // than a row says so.
            switch (StateNames.row(machine, edge.from), StateNames.row(machine, edge.to)) {
            case let (upper?, lower?) where upper > lower:
                writer.edge("\(prefix)s\(to)", "\(prefix)s\(from)", attributes.merging(["dir": "back"]))
            case let (left?, right?) where left == right:
                writer.edge("\(prefix)s\(from)", "\(prefix)s\(to)", attributes.merging(["constraint": "false"]))
            case let (upper?, lower?) where lower - upper > 1:
                writer.edge("\(prefix)s\(from)", "\(prefix)s\(to)", attributes.merging(["minlen": "\(lower - upper)"]))
            default:
                writer.edge("\(prefix)s\(from)", "\(prefix)s\(to)", attributes)
            }
        }
    }

    /// The callback and, under it, the path's step numbers on this edge, with each step's object
    /// when several objects share the machine: `2 A, 6 B`. Long lists wrap every few numbers,
    /// so that a busy edge grows taller rather than pushing the graph wide. A space on each side
    /// of every line keeps the text off the edge it labels.
    private func label(_ via: String, numbers steps: [PathNumbering.Step]) -> String {
        var lines = [Self.reservingRoomForSwift(via)]
        var line = ""
        for step in steps {
            let number = objects.count > 1 ? "\(step.number) \(step.transition.object)" : "\(step.number)"
            let candidate = line.isEmpty ? number : line + ", " + number
            if !line.isEmpty, TextMetrics.width(of: candidate + ",", size: Self.labelSize) > Self.numbersWidth {
                lines.append(line + ",")
                line = number
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { " \($0) " }.joined(separator: "\n")
    }

    /// The callback's line, widened with spaces on both sides to the width of its Swift name
    /// when that is wider, so that Graphviz leaves room for either spelling (see
    /// `SwiftSpellings`; an SVG drops the spaces, a PNG shows them as nothing).
    static func reservingRoomForSwift(_ via: String) -> String {
        let swift = SelectorSpelling.swiftName(of: via)
        let extra = TextMetrics.width(of: swift, size: labelSize) - TextMetrics.width(of: via, size: labelSize)
        guard extra > 0 else { return via }
        let padding = String(repeating: " ", count: Int((extra / 2 / TextMetrics.width(of: " ", size: labelSize)).rounded(.up)))
        return padding + via + padding
    }

    /// Each callback line's Swift name, where it differs, by the line as drawn (trimmed).
    var swiftSpellings: [String: String] {
        var lines: [String: String] = [:]
        for edge in edges where SelectorSpelling.swiftName(of: edge.via) != edge.via {
            lines[XMLText.escape(edge.via)] = XMLText.escape(SelectorSpelling.swiftName(of: edge.via))
        }
        return lines
    }

    static let labelSize = 10.0
    /// About as wide as the longest callbacks (`viewWillDisappear:`), so numbers never widen a label.
    static let numbersWidth = 100.0
}
