import Foundation
import StaticSite

/// The template name checks the last `lifeline build` judged whole (`TemplateLibrary.judgedPairs`),
/// kept in the cache folder (`templates/`) under this `lifeline` and every template's text: a build
/// with both unchanged takes them instead of walking each rendered page's model through `Mirror`
/// again (3 % of a one-scenario edit, perf). A template or a `lifeline` that changed is a miss,
/// so each of its pairs is checked again when rendered.
struct TemplateJudgements {
    static let version = "lifeline-template-judgements 1"

    let cache: ContentCache

    init(folder: URL) {
        cache = ContentCache(folder: folder.appendingPathComponent("templates"))
    }

    /// Takes the pairs kept for exactly these templates as judged.
    func assume(in templates: TemplateLibrary) {
        guard let data = cache.value(for: Self.key(templates), slot: "judged") else { return }
        templates.assumeJudged(String(decoding: data, as: UTF8.self).splitAtBytes(separator: "\n").map(String.init))
    }

    /// Keeps what `templates` judged (and had assumed) for the next build.
    func keep(_ templates: TemplateLibrary) {
        let pairs = templates.judgedPairs
        guard !pairs.isEmpty else { return }
        cache.store(Data(pairs.joined(separator: "\n").utf8), for: Self.key(templates), slot: "judged")
    }

    /// Whether a build under this `lifeline` rendered with exactly these templates (name →
    /// text) and kept what it judged: then every one of them parsed (a build reads them all
    /// before it renders), and may be parsed only when a render needs it.
    func parsedBefore(_ sources: [String: String]) -> Bool {
        cache.value(for: Self.key(sources), slot: "judged") != nil
    }

    static func key(_ templates: TemplateLibrary) -> String { key(templates.sources) }

    static func key(_ sources: [String: String]) -> String {
        let texts = sources.sorted { $0.key < $1.key }.map { "\($0.key.utf8.count) \($0.key) \(ContentDigest.hex($0.value))" }
        return ([version, "tool \(BuildFingerprint.toolStamp)"] + texts).joined(separator: "\n")
    }
}
