import Foundation
import LifecycleDiagrams
import StaticSite

/// Rendered diagrams kept between builds, keyed by what determines their bytes: the DOT text,
/// the format, this cache's version, the renderer's output version and the Graphviz library in
/// use. A rebuild with nothing changed renders nothing.
struct DiagramCache {
    /// Bump when anything outside the DOT text changes the rendered bytes (for example a theme).
    static let version = "lifeline-diagram-cache 1"

    let store: ContentCache

    init(folder: URL) {
        store = ContentCache(folder: folder)
    }

    /// The bytes rendered before from `dot` in `format` and `theme`, if any.
    func value(dot: String, format: OutputFormat, theme: DiagramTheme) -> Data? {
        store.value(for: Self.key(dot: dot, format: format, theme: theme))
    }

    func store(_ bytes: Data, dot: String, format: OutputFormat, theme: DiagramTheme) {
        store.store(bytes, for: Self.key(dot: dot, format: format, theme: theme))
    }

    private static func key(dot: String, format: OutputFormat, theme: DiagramTheme) -> String {
        // The site draws `.auto`, whose key stays as it was before themes were part of it; the SVG
        // of another theme differs from it with the same DOT text (its style sheet).
        let themed = theme == .auto ? "" : "\(theme.rawValue)\n"
        return "\(Self.version)\n\(DiagramRenderer.outputVersion)\n\(format.rawValue)\n\(themed)\(GraphvizStamp.current)\n\(dot)"
    }
}
