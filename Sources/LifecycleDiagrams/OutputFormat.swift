/// What a diagram is rendered to.
public enum OutputFormat: String, Sendable, CaseIterable {
    case svg
    case png
    case dot

    /// The format name Graphviz's renderer takes; PNG goes through cairo for antialiased text.
    var graphvizName: String {
        switch self {
        case .svg: "svg"
        case .png: "png:cairo"
        case .dot: "dot"
        }
    }
}
