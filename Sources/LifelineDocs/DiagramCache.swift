import Foundation
import LifecycleDiagrams
import StaticSite

/// Rendered diagrams kept between builds, keyed by what determines their bytes: the DOT text,
/// the format, this cache's version and the Graphviz library in use. A rebuild with nothing
/// changed renders nothing.
struct DiagramCache {
    /// Bump when anything outside the DOT text changes the rendered bytes (for example a theme).
    static let version = "lifeline-diagram-cache 1"

    let store: ContentCache?

    /// `folder` nil: no cache, every diagram is rendered.
    init(folder: URL?) {
        store = folder.map(ContentCache.init(folder:))
    }

    func value(dot: String, format: OutputFormat, render: () throws -> [UInt8]) throws -> Data {
        guard let store else { return Data(try render()) }
        let key = "\(Self.version)\n\(format.rawValue)\n\(GraphvizStamp.current)\n\(dot)"
        return try store.value(for: key) { Data(try render()) }
    }
}
