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

    func value(dot: String, format: OutputFormat, theme: DiagramTheme, render: () throws -> [UInt8]) throws -> Data {
        // The site draws `.auto`, whose key stays as it was before themes were part of it; the SVG
        // of another theme differs from it with the same DOT text (its style sheet).
        let themed = theme == .auto ? "" : "\(theme.rawValue)\n"
        let key = "\(Self.version)\n\(DiagramRenderer.outputVersion)\n\(format.rawValue)\n\(themed)\(GraphvizStamp.current)\n\(dot)"
        return try store.value(for: key) { Data(try render()) }
    }
}
