import Foundation
import LifecycleEngine
import LifecycleModel
import StaticSite

/// The canonical scenarios' traces as the last `lifeline build` ran them, kept in the cache
/// folder (`traces/`, one entry a scenario, replaced when its file changes) under this
/// `lifeline` and what the trace is made of: the scenario's id, its file's path and its text
/// (which decides its profile). The engine is a pure function of the script, and the script of
/// that text, so a build takes the trace of a scenario whose file did not change instead of
/// parsing and running it again (`ScenarioCatalog`), as `serve` takes it from its memory
/// (`PackedTrace`; running them all was 8 % of a one-scenario edit, perf). Only a trace that
/// passed its checks is kept; a damaged entry is a miss.
struct TraceStore: Sendable {
    static let version = "lifeline-trace 2"

    let cache: ContentCache

    init(folder: URL) {
        cache = ContentCache(folder: folder.appendingPathComponent("traces"))
    }

    /// The trace kept for scenario `id`, written as `source`, if any, with what its events are
    /// made of (`PackedTrace.eventsDigest`).
    func trace(id: String, source: ScenarioSource) -> (trace: Trace, events: UInt64)? {
        guard let data = cache.value(for: Self.key(id, source), slot: id), let trace = PackedTrace.unpack(data), trace.scenario.id == id,
            let events = PackedTrace.eventsDigest(of: data)
        else { return nil }
        return (trace, events)
    }

    /// Keeps `trace`, written as `source`; a failure only costs the next build a parse and a run.
    /// Returns what its events are made of, read off the bytes kept.
    @discardableResult
    func keep(_ trace: Trace, source: ScenarioSource) -> UInt64? {
        let packed = PackedTrace.pack(trace)
        cache.store(packed, for: Self.key(trace.scenario.id, source), slot: trace.scenario.id)
        return PackedTrace.eventsDigest(of: packed)
    }

    private static func key(_ id: String, _ source: ScenarioSource) -> String {
        "\(version)\ntool \(BuildFingerprint.toolStamp)\nscenario \(id)\npath \(source.path)\ndigest \(ContentDigest.hex(source.text))"
    }
}
