import DeviceLogs
import LifecycleScenarios
import LifecycleDiagrams
import LifecycleModel
import StaticSite

/// Stage 2's check of the model against the device: every evidence log compared with the scenario
/// it names. A log agrees, or its header says why it does not (`divergence:`); a divergence nobody
/// explained fails the build at the log's line, and so does an explanation the model no longer needs.
struct EvidenceChecker {
    /// How many cores compare logs at once (`--jobs`); each log is compared alone, and the error
    /// of the first failing log in file order is the one thrown, whichever lane found it.
    var lanes = Int.max
    /// Where a CLI build keeps the comparisons it makes, for the next build to take for a log
    /// and a scenario that did not change (`ComparisonStore`).
    var store: ComparisonStore?
    /// What each canonical trace is made of (`ScenarioTraces.madeFrom`), which the store's keys
    /// name; a log whose scenario has none is compared every time.
    var madeFrom: [String: String] = [:]

    func check(_ logs: [EvidenceLog], canonical: [Trace]) throws -> EvidenceReport {
        let traces = Dictionary(canonical.map { ($0.scenario.id, $0) }) { first, _ in first }
        let entries = try logs.concurrentMap(lanes: lanes) { evidence throws -> EvidenceReport.Entry in
            guard let trace = traces[evidence.header.scenario] else {
                throw SiteDiagnostic(
                    path: evidence.path, line: evidence.line(of: "scenario"),
                    message: "unknown scenario '\(evidence.header.scenario)'\(Suggestion.nearest(to: evidence.header.scenario, in: traces.keys.sorted())); an evidence log names a scenario of Content/scenarios/")
            }
            try evidence.header.checkTargets(in: trace, path: evidence.path)
            let comparison = try compare(evidence, with: trace)
            switch (comparison.divergence, evidence.header.divergence) {
            case (let found?, nil):
                throw SiteDiagnostic(
                    path: found.location.file, line: found.location.line,
                    message: "the log diverges from \(trace.scenario.id): \(found.message); correct the model or the scenario, or say why in the header's 'divergence:'")
            case (nil, _?):
                throw SiteDiagnostic(
                    path: evidence.path, line: evidence.line(of: "divergence"),
                    message: "the log now agrees with \(trace.scenario.id); remove its 'divergence:' line")
            default:
                break
            }
            // Only a diverging log's diff is drawn: for one that agrees, the aligned calls are the
            // whole story, and a diff of each was 2 % of a one-scenario edit (callgrind).
            let diff = comparison.agrees ? nil : comparison.diff(id: "evidence-" + evidence.id, title: "\(evidence.header.title): the device against the model")
            return EvidenceReport.Entry(evidence: evidence, comparison: comparison, diff: diff)
        }
        return EvidenceReport(entries: entries)
    }

    /// The log compared with its scenario's trace, or the comparison the store kept for both.
    private func compare(_ evidence: EvidenceLog, with trace: Trace) throws -> LogComparison {
        let madeFrom = self.madeFrom[trace.scenario.id]
        if let store, let madeFrom, let record = store.record(for: evidence, trace: madeFrom),
            let kept = LogComparison(log: evidence.log, trace: trace, record: record) {
            return kept
        }
        let mapping = LogMapping(objects: trace.objects, explicit: evidence.header.map, unnamed: evidence.header.unnamed, instances: evidence.header.instances)
        let comparison: LogComparison
        do {
            comparison = try LogComparison(
                log: evidence.log, trace: trace, mapping: mapping, afterSuper: evidence.header.afterSuper, truncated: evidence.header.truncated,
                alsoLogged: evidence.header.alsoLogged)
        } catch {
            throw SiteDiagnostic(path: error.location.file, line: error.location.line, column: error.location.column, message: error.message)
        }
        if let store, let madeFrom { store.keep(comparison, of: evidence, trace: madeFrom) }
        return comparison
    }
}

/// Every evidence log with its comparison, for the pages that show them.
struct EvidenceReport: Sendable {
    struct Entry: Sendable {
        var evidence: EvidenceLog
        var comparison: LogComparison
        /// The device against the model, as a diagram; nil for a log that agrees (none is drawn).
        var diff: TraceDiff?

        var agrees: Bool { comparison.agrees }
        /// The diff's drawing; nil for a log that agrees.
        var request: DiagramRequest? { diff.map { .diff($0) } }
    }

    let entries: [Entry]
    /// Each scenario's entries, gathered once: filtered from all of them for each of 210
    /// scenario pages and their keys, they were a two-hundredth of an edit (callgrind).
    private let byScenario: [String: [Entry]]

    init(entries: [Entry] = []) {
        self.entries = entries
        byScenario = Dictionary(grouping: entries) { $0.evidence.header.scenario }
    }

    /// The logs that reproduce a scenario, in file order.
    func entries(for scenarioID: String) -> [Entry] {
        byScenario[scenarioID] ?? []
    }
}
