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
    /// The Swift names its SVG carries beside the selectors.
    var swift = SwiftSpellings()
    /// A sequence diagram's top row of headers in its SVG, as its layout placed them.
    public var headerBand: SequenceHeaderBand?

    /// What, besides the DOT text, decides the SVG's bytes: a cache keyed by DOT text adds it.
    public var svgKey: String { swift.fingerprint }

    /// The diagram in `format`; `.dot` returns the DOT text itself, untouched by Graphviz.
    ///
    /// SVG is standalone and embeddable: plain `<text>`, a `<title>` and a `<desc>` saying what it
    /// shows, no ids, and for `.auto` a style sheet that follows the viewer's colour scheme.
    /// PNG is drawn at 2× (144 dpi) for sharp text on high-density screens, less for large diagrams
    /// (see `GraphvizRenderer`'s pixel budget); `.auto` draws it light.
    public func render(_ format: OutputFormat) throws(GraphvizError) -> [UInt8] {
        guard let job = job(format) else { return Array(dot.utf8) }
        return try complete(format, drawn: job.run())
    }

    /// What Graphviz has to do for `format`; nil for `.dot`, which needs no drawing.
    public func job(_ format: OutputFormat) -> GraphvizJob? {
        switch format {
        case .dot: nil
        case .png: GraphvizJob(dot: dot, engine: engine, format: .png, dpi: 144)
        case .svg: GraphvizJob(dot: dot, engine: engine, format: .svg)
        }
    }

    /// The published bytes from what Graphviz drew for `job(format)`, in this process or another:
    /// an SVG finished for publishing (title, description, style sheet), a PNG as drawn.
    public func complete(_ format: OutputFormat, drawn: [UInt8]) throws(GraphvizError) -> [UInt8] {
        switch format {
        case .svg: try SVGDocument(summary: summary, theme: theme, kind: kind, swift: swift).finish(drawn)
        case .png, .dot: drawn
        }
    }
}
