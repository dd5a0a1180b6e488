/// One call into Graphviz: lay out `dot` with `engine` and draw it as `format`. A value, so that
/// it can be drawn in this process or handed to a worker process (Graphviz is not thread-safe:
/// more cores means more processes).
public struct GraphvizJob: Hashable, Sendable {
    public var dot: String
    public var engine: LayoutEngine
    public var format: OutputFormat
    /// For bitmap formats, the resolution asked for (see `GraphvizRenderer.render`).
    public var dpi: Int?

    public init(dot: String, engine: LayoutEngine, format: OutputFormat, dpi: Int? = nil) {
        self.dot = dot
        self.engine = engine
        self.format = format
        self.dpi = dpi
    }

    /// Graphviz's bytes, drawn in this process.
    public func run() throws(GraphvizError) -> [UInt8] {
        try GraphvizRenderer.render(dot, engine: engine, format: format, dpi: dpi)
    }
}
