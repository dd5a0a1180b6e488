import LifecycleModel

/// Turns a trace into a diagram: DOT text, then SVG or PNG bytes drawn in this process.
public enum DiagramRenderer {
    /// Changes whenever something outside the DOT text changes the SVG or PNG bytes (the SVG
    /// finishing, its style sheet, the PNG resolution, the layout mode — 2: sequence diagrams laid
    /// out with `neato -n`, which moves some coordinates by 0.01 pt; 5: pinned SVGs drawn without
    /// text shaping; 6: coordinates to a tenth, no repeated points, no invisible strands, shapes'
    /// colours in the style sheet, the dark rules nested): a cache
    /// keyed by DOT text adds this.
    public static let outputVersion = "lifeline-diagrams 6"

    /// The DOT text of `kind` for `trace`: the golden-file form of a diagram.
    ///
    /// - Parameters:
    ///   - background: traces whose transitions complete a state graph (all canonical scenarios),
    ///     so that one scenario's path is shown on the whole graph; ignored for sequences.
    ///   - theme: the colours written into the DOT; `.auto` writes the light ones.
    ///   - focus: the objects a sequence diagram shows, the others folded into UIKit (see
    ///     `SequenceFocus`); nil shows every object. State graphs ignore it.
    ///   - guesses: the rules no source settles; a sequence diagram marks the calls they placed.
    public static func dot(
        _ kind: DiagramKind, for trace: Trace, background: [Trace] = [], theme: DiagramTheme = .auto,
        focus: SequenceFocus? = nil, guesses: Set<RuleID> = []
    ) -> String {
        switch kind {
        case .sequence: SequenceDiagram(trace: trace, palette: theme.palette, focus: focus, guesses: guesses).dot()
        case .state: StateGraph(scenario: trace, background: StateBackground(background)).dot(palette: theme.palette)
        }
    }

    /// The diagram in `format`; `.dot` returns the DOT text itself, untouched by Graphviz
    /// (see `PreparedDiagram.render`).
    public static func render(
        _ kind: DiagramKind, for trace: Trace, background: [Trace] = [], as format: OutputFormat,
        theme: DiagramTheme = .auto, focus: SequenceFocus? = nil, guesses: Set<RuleID> = []
    ) throws(GraphvizError) -> [UInt8] {
        try prepare(kind, for: trace, background: StateBackground(background), theme: theme, focus: focus, guesses: guesses).render(format)
    }

    /// `kind` for `trace`, its DOT text built once, ready to draw in any format.
    public static func prepare(
        _ kind: DiagramKind, for trace: Trace, background: StateBackground, theme: DiagramTheme = .auto,
        focus: SequenceFocus? = nil, guesses: Set<RuleID> = []
    ) -> PreparedDiagram {
        switch kind {
        case .sequence:
            let drawing = SequenceDiagram(trace: trace, palette: theme.palette, focus: focus, guesses: guesses).drawing()
            return PreparedDiagram(
                dot: drawing.dot, kind: kind, engine: engine(for: kind), summary: DiagramSummary(sequenceOf: trace, focus: focus, guesses: guesses),
                theme: theme, swift: drawing.swift, headerBand: drawing.headerBand)
        case .state:
            let graph = StateGraph(scenario: trace, background: background)
            return PreparedDiagram(
                dot: graph.dot(palette: theme.palette), kind: kind, engine: engine(for: kind),
                summary: DiagramSummary(stateOf: trace, graph: graph), theme: theme, swift: graph.swiftSpellings)
        }
    }

    /// A diff of two traces as one sequence diagram, ready to draw.
    public static func prepareDiff(_ diff: TraceDiff, theme: DiagramTheme = .auto) -> PreparedDiagram {
        let drawing = SequenceDiagram(trace: diff.merged, palette: theme.palette, marks: diff.marks).drawing()
        let summary = DiagramSummary(
            title: "Diff diagram: \(diff.title)",
            description: "\(diff.title). Calls \(diff.leftName) are marked “only \(diff.leftName)” (orange, solid); calls \(diff.rightName), “only \(diff.rightName)” (purple, dashed). \(diff.differences)")
        return PreparedDiagram(
            dot: drawing.dot, kind: .sequence, engine: engine(for: .sequence), summary: summary, theme: theme, swift: drawing.swift,
            headerBand: drawing.headerBand)
    }

    /// The diagram's title and description in words (what its SVG carries as `<title>` and `<desc>`).
    public static func summary(
        _ kind: DiagramKind, for trace: Trace, background: [Trace] = [], focus: SequenceFocus? = nil,
        guesses: Set<RuleID> = []
    ) -> DiagramSummary {
        switch kind {
        case .sequence: DiagramSummary(sequenceOf: trace, focus: focus, guesses: guesses)
        case .state: DiagramSummary(stateOf: trace, graph: StateGraph(scenario: trace, background: StateBackground(background)))
        }
    }

    /// The state graph of all `traces` together, with no scenario highlighted: every state and
    /// transition they exercise, machine by machine, or of one `machine` alone.
    public static func stateOverview(
        of traces: [Trace], as format: OutputFormat, theme: DiagramTheme = .auto, machine: StateMachine? = nil
    ) throws(GraphvizError) -> [UInt8] {
        try prepareOverview(of: StateBackground(traces), theme: theme, machine: machine).render(format)
    }

    /// The overview state graph, its DOT text built once, ready to draw in any format.
    public static func prepareOverview(
        of background: StateBackground, theme: DiagramTheme = .auto, machine: StateMachine? = nil
    ) -> PreparedDiagram {
        let graph = StateGraph(scenario: nil, background: background, machine: machine)
        return PreparedDiagram(
            dot: graph.dot(palette: theme.palette), kind: .state, engine: .dot,
            summary: DiagramSummary(stateOf: nil, graph: graph), theme: theme, swift: graph.swiftSpellings)
    }

    static func engine(for kind: DiagramKind) -> LayoutEngine {
        switch kind {
        case .sequence: .pinned
        case .state: .dot
        }
    }
}
