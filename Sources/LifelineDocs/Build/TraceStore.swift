import Foundation
import LifecycleEngine
import LifecycleModel
import StaticSite

/// The canonical scenarios' traces as the last `lifeline build` ran them, kept in the cache
/// folder (`traces/`, one entry a scenario, replaced when its file changes) under this
/// `lifeline` and what the trace is made of: the scenario's id and profile, its file's path and
/// its text. The engine is a pure function of the script, and the script of that text, so a
/// build takes the trace of a scenario whose file did not change instead of running it again,
/// as `serve` takes it from its memory (`PackedTrace`; running them all was 8 % of a
/// one-scenario edit, perf). Only a trace that passed its checks is kept; a damaged entry is
/// a miss.
struct TraceStore {
    static let version = "lifeline-trace 1"

    let cache: ContentCache

    init(folder: URL) {
        cache = ContentCache(folder: folder.appendingPathComponent("traces"))
    }

    /// The trace kept for `script`, written as `source`, if any.
    func trace(of script: Script, source: ScenarioSource) -> Trace? {
        guard let data = cache.value(for: Self.key(script, source), slot: script.summary.id),
            let trace = PackedTrace.unpack(data), trace.scenario == script.summary
        else { return nil }
        return trace
    }

    /// Keeps `trace`, `script`'s, written as `source`; a failure only costs the next build a run.
    func keep(_ trace: Trace, of script: Script, source: ScenarioSource) {
        cache.store(PackedTrace.pack(trace), for: Self.key(script, source), slot: script.summary.id)
    }

    private static func key(_ script: Script, _ source: ScenarioSource) -> String {
        "\(version)\ntool \(BuildFingerprint.toolStamp)\nscenario \(script.summary.id) \(script.summary.profile.rawValue)\npath \(source.path)\ndigest \(ContentDigest.hex(source.text))"
    }
}
