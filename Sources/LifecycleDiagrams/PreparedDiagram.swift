import LifecycleModel

/// One diagram, ready to draw in any format: its DOT text, built once, and what its SVG says in
/// words. Drawing it in three formats lays out the same text three times and builds nothing again.
public struct PreparedDiagram: Sendable {
    /// The golden-file form of the diagram.
    public let dot: String
    public let kind: DiagramKind
    let engine: LayoutEngine
    let summary: DiagramSummary
    let theme: DiagramTheme

    /// The diagram in `format`; `.dot` returns the DOT text itself, untouched by Graphviz.
    ///
    /// SVG is standalone and embeddable: plain `<text>`, a `<title>` and a `<desc>` saying what it
    /// shows, no ids, and for `.auto` a style sheet that follows the viewer's colour scheme.
    /// PNG is drawn at 2× (144 dpi) for sharp text on high-density screens, less for large diagrams
    /// (see `GraphvizRenderer`'s pixel budget); `.auto` draws it light.
    public func render(_ format: OutputFormat) throws(GraphvizError) -> [UInt8] {
        switch format {
        case .dot:
            return Array(dot.utf8)
        case .png:
            return try GraphvizRenderer.render(dot, engine: engine, format: .png, dpi: 144)
        case .svg:
            return try finish(GraphvizRenderer.render(dot, engine: engine, format: .svg))
        }
    }

    /// What Graphviz drew as SVG from `dot`, finished for publishing (title, description, style sheet).
    public func finish(_ drawnSVG: [UInt8]) throws(GraphvizError) -> [UInt8] {
        try SVGDocument(summary: summary, theme: theme, kind: kind).finish(drawnSVG)
    }
}
