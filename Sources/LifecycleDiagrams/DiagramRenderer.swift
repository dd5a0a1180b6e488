import LifecycleModel

/// Turns a trace into a diagram: DOT text, then SVG or PNG bytes drawn in this process.
public enum DiagramRenderer {
    /// Changes whenever something outside the DOT text changes the SVG or PNG bytes (the SVG
    /// finishing, its style sheet, the PNG resolution): a cache keyed by DOT text adds this.
    public static let outputVersion = "lifeline-diagrams 1"

    /// The DOT text of `kind` for `trace`: the golden-file form of a diagram.
    ///
    /// - Parameters:
    ///   - background: traces whose transitions complete a state graph (all canonical scenarios),
    ///     so that one scenario's path is shown on the whole graph; ignored for sequences.
    ///   - theme: the colours written into the DOT; `.auto` writes the light ones.
    ///   - focus: the objects a sequence diagram shows, the others folded into UIKit (see
    ///     `SequenceFocus`); nil shows every object. State graphs ignore it.
    public static func dot(
        _ kind: DiagramKind, for trace: Trace, background: [Trace] = [], theme: DiagramTheme = .auto,
        focus: SequenceFocus? = nil
    ) -> String {
        switch kind {
        case .sequence: SequenceDiagram(trace: trace, palette: theme.palette, focus: focus).dot()
        case .state: StateGraph(scenario: trace, background: background).dot(palette: theme.palette)
        }
    }

    /// The diagram in `format`; `.dot` returns the DOT text itself, untouched by Graphviz.
    ///
    /// SVG is standalone and embeddable: plain `<text>`, a `<title>` and a `<desc>` saying what it
    /// shows, no ids, and for `.auto` a style sheet that follows the viewer's colour scheme.
    /// PNG is drawn at 2× (144 dpi) for sharp text on high-density screens, less for large diagrams
    /// (see `GraphvizRenderer`'s pixel budget); `.auto` draws it light.
    public static func render(
        _ kind: DiagramKind, for trace: Trace, background: [Trace] = [], as format: OutputFormat,
        theme: DiagramTheme = .auto, focus: SequenceFocus? = nil
    ) throws(GraphvizError) -> [UInt8] {
        let text = dot(kind, for: trace, background: background, theme: theme, focus: focus)
        switch format {
        case .dot:
            return Array(text.utf8)
        case .png:
            return try GraphvizRenderer.render(text, engine: engine(for: kind), format: .png, dpi: 144)
        case .svg:
            let drawn = try GraphvizRenderer.render(text, engine: engine(for: kind), format: .svg)
            let document = SVGDocument(summary: summary(kind, for: trace, background: background, focus: focus), theme: theme, kind: kind)
            return try document.finish(drawn)
        }
    }

    /// The diagram's title and description in words (what its SVG carries as `<title>` and `<desc>`).
    public static func summary(
        _ kind: DiagramKind, for trace: Trace, background: [Trace] = [], focus: SequenceFocus? = nil
    ) -> DiagramSummary {
        switch kind {
        case .sequence: DiagramSummary(sequenceOf: trace, focus: focus)
        case .state: DiagramSummary(stateOf: trace, graph: StateGraph(scenario: trace, background: background))
        }
    }

    /// The state graph of all `traces` together, with no scenario highlighted: every state and
    /// transition they exercise, machine by machine, or of one `machine` alone.
    public static func stateOverview(
        of traces: [Trace], as format: OutputFormat, theme: DiagramTheme = .auto, machine: StateMachine? = nil
    ) throws(GraphvizError) -> [UInt8] {
        let graph = StateGraph(scenario: nil, background: traces, machine: machine)
        let text = graph.dot(palette: theme.palette)
        switch format {
        case .dot:
            return Array(text.utf8)
        case .png:
            return try GraphvizRenderer.render(text, engine: .dot, format: .png, dpi: 144)
        case .svg:
            let drawn = try GraphvizRenderer.render(text, engine: .dot, format: .svg)
            let document = SVGDocument(summary: DiagramSummary(stateOf: nil, graph: graph), theme: theme, kind: .state)
            return try document.finish(drawn)
        }
    }

    static func engine(for kind: DiagramKind) -> LayoutEngine {
        switch kind {
        case .sequence: .neato
        case .state: .dot
        }
    }
}
