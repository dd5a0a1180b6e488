import LifecycleModel

/// The lifecycle state machines as graphs laid out by `dot`.
///
/// Each machine (view controller, view, and any the model adds) is drawn from every transition
/// that the background traces — all canonical scenarios — exercise. Given a scenario, the graph
/// shows the machines that scenario moves objects through, one under the other with a caption each,
/// with the scenario's path highlighted and numbered in the order it happened and everything
/// else faded. A scenario that moves nothing shows every machine plainly, nothing highlighted.
///
/// Machines are not clusters: cgraph orders sibling subgraphs by the addresses of their interned
/// names, so with two clusters a long-lived process drew the same DOT differently from one render
/// to the next (cluster order, label positions). Without subgraphs the layout only depends on the
/// order of nodes and edges, which the DOT fixes.
struct StateGraph {
    let title: String
    let machines: [MachineGraph]
    let highlighted: Bool
    let graphName: String
    /// Whether the title is drawn above the graph: not for one machine's overview, whose caption
    /// already names the machine (the SVG's title and description still carry the title).
    let drawsTitle: Bool

    /// - Parameters:
    ///   - scenario: the trace whose path is drawn; nil draws the machines plainly.
    ///   - background: the traces whose transitions complete the graph; order does not matter.
    ///   - machine: with no scenario, draws this machine alone (nil: every machine).
    init(scenario: Trace?, background: StateBackground, machine only: StateMachine? = nil) {
        let own = scenario?.transitions ?? []
        let id = scenario?.scenario.id
        var touched = StateMachine.allCases.filter { machine in own.contains { $0.machine == machine } }
        if touched.isEmpty {
            touched = StateMachine.allCases.filter { machine in
                (only == nil || only == machine) && background[machine].touched(besides: id)
            }
        }
        let numbering = scenario.map(PathNumbering.init) ?? PathNumbering()
        machines = touched.map { machine in
            let shape = background[machine].shape(plus: own.filter { $0.machine == machine }, id: id)
            return MachineGraph(machine: machine, shape: shape, path: numbering)
        }
        highlighted = !numbering.steps.isEmpty
        let overview = only.map { "\(StateNames.machine($0)) states of every scenario" } ?? "Lifecycle states of every scenario"
        title = scenario?.scenario.title ?? overview
        graphName = "state_" + GraphName.safe(scenario?.scenario.id ?? (only.map { "all_\($0.rawValue)" } ?? "all"))
        drawsTitle = scenario != nil || only == nil
    }

    /// The Swift names of the callbacks on its edges (see `SwiftSpellings`).
    var swiftSpellings: SwiftSpellings {
        SwiftSpellings(lines: machines.reduce(into: [:]) { lines, graph in lines.merge(graph.swiftSpellings) { first, _ in first } })
    }

    func dot(palette: Palette) -> String {
        var writer = DOTWriter(name: graphName)
        var attributes: DOTAttributes = [
            "rankdir": "TB", "nodesep": "0.45", "ranksep": "0.5", "pad": "0.2",
            "fontname": .text(DiagramFont.family), "fontsize": "13",
        ]
        if drawsTitle {
            attributes = attributes.merging([
                "label": .text(title), "labelloc": "t", "fontcolor": .text(palette(.title).text ?? "black"),
            ])
        }
        writer.graphAttributes(attributes.merging([
            "bgcolor": .text(palette.canvas), "class": .text(DiagramPart.canvas.className),
        ]))
        writer.defaults("node", [
            "fontname": .text(DiagramFont.family), "fontsize": "11", "shape": "box", "style": "rounded,filled",
            "margin": "0.16,0.06", "height": "0.36",
        ])
        writer.defaults("edge", ["fontname": .text(DiagramFont.family), "fontsize": "10", "arrowsize": "0.7"])

        if machines.isEmpty {
            writer.node("empty", StyleAttributes.node(.emptyStep, palette).merging([
                "shape": "plaintext", "label": "No object changes state in these scenarios.",
            ]))
            return writer.text
        }
        for (index, graph) in machines.enumerated() {
            graph.writeNodes(into: &writer, prefix: "m\(index)", palette: palette, highlighted: highlighted)
        }
        for (index, graph) in machines.enumerated() {
            graph.writeEdges(into: &writer, prefix: "m\(index)", palette: palette, highlighted: highlighted)
        }
        // Machines stack, each under the one before: side by side, two machines made the graph
        // twice as wide as a text column. An invisible edge from every state of a machine to the
        // next machine's caption puts that caption below them all.
        for index in machines.indices.dropFirst() {
            for state in machines[index - 1].states.indices {
                writer.edge("m\(index - 1)s\(state)", "m\(index)c", ["style": "invis"])
            }
        }
        return writer.text
    }
}
