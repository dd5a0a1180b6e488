import Foundation
import StaticSite

/// What the Rules pages and the Coverage page are made of (`RulesPage.madeOf`,
/// `CoverageFacts.madeOf`, as digests), kept by the last CLI build under what their models are
/// made from: each canonical trace's events and each device log's bytes. A build whose inputs
/// are the same takes the two digests, the pages' keys (`PageKeys`) are spelt from them, and a
/// page kept from the last build needs neither model: making both and spelling what they are
/// made of was 74 M instructions of every build, a one-scenario edit's tenth (callgrind).
///
/// One entry, in a slot of the page store's cache, replaced by each build whose inputs changed.
/// The inputs' digest is an over-approximation: a title edited changes no trace's events, but a
/// step moved a line down changes its trace's; then the models are made and their digests, if
/// the same, keep the pages all the same.
struct SiteModelMemo {
    struct Digests: Equatable {
        var rules: String
        var coverage: String
    }

    let cache: ContentCache

    static let version = "lifeline-site-models 1"
    /// A slot no page has: page paths never start with a space.
    static let slot = " site models"

    /// The digest of what both models are made from, in `traces`; nil unless every canonical
    /// trace's events and every log's bytes are known by a digest (a `serve` build's are not).
    static func inputs(_ traces: ScenarioTraces) -> String? {
        var text = "\(version)\ntool \(BuildFingerprint.toolStamp)\n"
        for trace in traces.canonical {
            guard let events = traces.eventsDigests[trace.scenario.id] else { return nil }
            text += "trace \(trace.scenario.id) \(ContentDigest.short(hash: events))\n"
        }
        for entry in traces.evidence.entries {
            guard !entry.evidence.digest.isEmpty else { return nil }
            text += "log \(entry.evidence.id) \(entry.evidence.digest)\n"
        }
        return ContentDigest.hex(text)
    }

    /// The digests kept for `inputs`, if the last build kept them.
    func digests(for inputs: String) -> Digests? {
        guard let data = cache.value(for: Self.version + "\n" + inputs, slot: Self.slot) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).splitAtBytes(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 2, lines[0].hasPrefix("rules "), lines[1].hasPrefix("coverage ") else { return nil }
        return Digests(rules: String(lines[0].dropFirst("rules ".count)), coverage: String(lines[1].dropFirst("coverage ".count)))
    }

    func keep(_ digests: Digests, for inputs: String) {
        cache.store(Data("rules \(digests.rules)\ncoverage \(digests.coverage)".utf8), for: Self.version + "\n" + inputs, slot: Self.slot)
    }
}
