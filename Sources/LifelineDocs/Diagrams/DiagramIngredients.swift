import Foundation
import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import StaticSite

/// What each diagram of a build is made of, in a few lines that key the diagram cache: a lookup
/// builds no DOT text. A scenario's diagram is a pure function of its request (kind, focus,
/// theme), its trace, for a state graph the transitions of the canonical traces behind it, the
/// rules marked as guesses, and the tool that draws it (this executable, by size and modification
/// time, the renderer's output version and the Graphviz library): the key names each of them,
/// traces by the digest of what they were made from (`ScenarioTraces.madeFrom`). A diff diagram
/// is a pure function of what its two sides were made from (`ScenarioTraces.diffsMadeFrom`: a
/// log's bytes and its scenario's trace, or a trace and two profiles); a diff made otherwise (the
/// command line's) has no key, and the cache keys it by its DOT text. Preparing every diff to
/// find its DOT text was half of stage 3 in a one-scenario edit (perf).
///
/// A changed transition changes every state graph's key, though most graphs come out the same
/// (a background is a union): those are found again by their DOT text (`DiagramDrawer`).
struct DiagramIngredients: Sendable {
    /// What draws: the same for every diagram of a process.
    let tool: String
    /// Each trace's digest, by scenario id.
    let traces: [String: String]
    /// The digest of every state graph's background: its traces' ids and transitions, in id order
    /// (all that `StateBackground` reads of them).
    let background: String
    let guesses: String
    /// What each diff was made from (`ScenarioTraces.diffsMadeFrom`); a diff without it has no key.
    let diffs: [TraceDiff: String]

    /// - Parameters:
    ///   - madeFrom: what each trace was made from (`ScenarioTraces.madeFrom`); a trace without
    ///     it is named by the digest of its JSON.
    ///   - lanes: how many cores digest at once (`--jobs`).
    init(traces byID: [String: Trace], background: [Trace], madeFrom: [String: String] = [:], diffs: [TraceDiff: String] = [:], lanes: Int = .max) {
        self.diffs = diffs
        tool = [
            "tool \(BuildFingerprint.toolStamp)", GraphvizStamp.current, DiagramRenderer.outputVersion,
        ].joined(separator: "\n")
        let ids = byID.keys.filter { madeFrom[$0] == nil }
        let digests = ids.concurrentMap(lanes: lanes) { id in Self.digest(byID[id]!) }
        traces = madeFrom.filter { byID[$0.key] != nil }.merging(zip(ids, digests)) { made, _ in made }
        // Each transition's fields between unit separators, a line each: no field holds either.
        let lines = background.sorted { $0.scenario.id < $1.scenario.id }.map { trace in
            ([trace.scenario.id] + trace.transitions.map { [$0.object.rawValue, $0.machine.rawValue, $0.from, $0.to, $0.via].joined(separator: "\u{1F}") })
                .joined(separator: "\n")
        }
        self.background = ContentDigest.hex(lines.joined(separator: "\n\n"))
        guesses = RuleCatalogue.guesses.map(\.rawValue).sorted().joined(separator: " ")
    }

    /// The key of `request` drawn in `format`, or nil when the request has no key of its own (a
    /// diff not made by the build, or a scenario without a trace here).
    func key(_ request: DiagramRequest, format: OutputFormat) -> String? {
        let subject: String
        switch request.subject {
        case .scenario(let id):
            guard let trace = traces[id] else { return nil }
            subject = "scenario \(id)\ntrace \(trace)"
        case .overview(let machine):
            subject = "overview \(machine?.rawValue ?? "-")"
        case .diff(let diff):
            guard let made = diffs[diff] else { return nil }
            subject = "diff \(diff.id)\n\(made)"
        }
        var lines = [
            "lifeline-diagram-ingredients 1", tool, "format \(format.rawValue)", "theme \(request.theme.rawValue)",
            "kind \(request.kind.rawValue)", subject,
        ]
        if let focus = request.focus { lines.append("shows " + focus.shown.map(\.rawValue).joined(separator: " ")) }
        switch request.kind {
        case .state: lines.append("background \(background)")
        case .sequence: lines.append("guesses \(guesses)")
        }
        return lines.joined(separator: "\n")
    }

    private static func digest(_ trace: Trace) -> String {
        ContentDigest.hex((try? Lifeline.json(trace, compact: true)) ?? Data("unencodable \(trace.scenario.id)".utf8))
    }
}
