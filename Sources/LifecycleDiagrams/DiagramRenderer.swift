import LifecycleModel

/// Turns a trace into a diagram's DOT text, and that into SVG or PNG bytes.
public enum DiagramRenderer {
    /// The DOT text of `kind` for `trace`: the golden-file form of a diagram.
    ///
    /// - Parameter background: traces whose transitions complete a state graph (all canonical
    ///   scenarios), so that one scenario's path is shown on the whole graph; ignored for sequences.
    public static func dot(_ kind: DiagramKind, for trace: Trace, background: [Trace] = []) -> String {
        switch kind {
        case .sequence: SequenceDiagram(trace: trace).dot
        case .state: StateGraph(machine: .viewController, traces: background + [trace]).dot
        }
    }

    /// The diagram in `format`; `.dot` returns the DOT text itself, untouched by Graphviz.
    public static func render(
        _ kind: DiagramKind, for trace: Trace, background: [Trace] = [], as format: OutputFormat
    ) throws(GraphvizError) -> [UInt8] {
        let text = dot(kind, for: trace, background: background)
        switch format {
        case .dot: return Array(text.utf8)
        case .svg, .png: return try GraphvizRenderer.render(text, engine: engine(for: kind), format: format)
        }
    }

    static func engine(for kind: DiagramKind) -> LayoutEngine {
        switch kind {
        case .sequence: .neato
        case .state: .dot
        }
    }
}
