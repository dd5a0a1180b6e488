import Foundation
import LifecycleDiagrams
import StaticSite

/// Rendered diagrams kept between builds, keyed by what determines their bytes: what the diagram
/// is made of (`DiagramIngredients`: a lookup builds no DOT text), or for a diff diagram its DOT
/// text (by its digest), the format, this cache's version, the renderer's output version, this executable and
/// the Graphviz library in use. A rebuild with nothing changed renders nothing.
struct DiagramCache {
    /// Bump when anything outside the DOT text changes the rendered bytes (for example a theme).
    static let version = "lifeline-diagram-cache 1"

    let store: ContentCache

    init(folder: URL) {
        store = ContentCache(folder: folder)
    }

    /// The bytes rendered before from `dot` in `format` and `theme`, if any. `extra` is what else
    /// decides the bytes (an SVG's Swift names: `PreparedDiagram.svgKey`).
    func value(dot: String, format: OutputFormat, theme: DiagramTheme, extra: String = "") -> Data? {
        store.value(for: Self.key(dot: dot, format: format, theme: theme, extra: extra))
    }

    func store(_ bytes: Data, dot: String, format: OutputFormat, theme: DiagramTheme, extra: String = "") {
        store.store(bytes, for: Self.key(dot: dot, format: format, theme: theme, extra: extra))
    }

    /// The bytes stored for a diagram made of `ingredients` (`DiagramIngredients.key`), if any.
    func value(ingredients: String) -> Data? {
        store.value(for: Self.version + "\n" + ingredients)
    }

    /// The same, with the bytes' XXH64 hash, which the lookup checked them against.
    func valueAndHash(ingredients: String) -> (data: Data, hash: UInt64)? {
        store.valueAndHash(for: Self.version + "\n" + ingredients)
    }

    /// The entry stored under `ingredients`, its bytes not read (`ContentCache.Entry`).
    func entry(ingredients: String) -> ContentCache.Entry? {
        store.entry(for: Self.version + "\n" + ingredients)
    }

    func store(_ bytes: Data, ingredients: String) {
        store.store(bytes, for: Self.version + "\n" + ingredients)
    }

    private static func key(dot: String, format: OutputFormat, theme: DiagramTheme, extra: String) -> String {
        // The site draws `.auto`, whose key stays as it was before themes were part of it; the SVG
        // of another theme differs from it with the same DOT text (its style sheet).
        let themed = theme == .auto ? "" : "\(theme.rawValue)\n"
        let finished = extra.isEmpty ? "" : "\n\(extra)"
        // The executable too, as `DiagramIngredients` names it: a rebuilt `lifeline` whose SVG
        // finishing changed without a new `outputVersion` found its old bytes here by DOT text.
        // The DOT text by its digest (`ContentDigest`, as a trace is named in the ingredients):
        // carried whole, the texts were a quarter of the bytes a cold build wrote to the cache.
        return "\(Self.version)\n\(DiagramRenderer.outputVersion)\ntool \(BuildFingerprint.toolStamp)\n\(format.rawValue)\n\(themed)\(GraphvizStamp.current)\ndot \(ContentDigest.hex(dot))\(finished)"
    }
}
