import DeviceLogs
import LifecycleEngine
import LifecycleModel

/// Which device logs back each engine rule and which contradict it, read off the comparisons the
/// build already makes: a log backs a rule when one of its lines matches a call the rule placed;
/// a diverging log contradicts the rule of the model's call where it parts from the model, for the
/// reason its header gives.
struct RuleEvidence {
    struct Backing: Equatable {
        /// The evidence log's id (its file name without `.log`).
        var log: String
        /// How many of the log's lines match calls the rule placed.
        var calls: Int
    }

    struct Contradiction: Equatable {
        var log: String
        /// The trace call (1-based) where the log parts from the model.
        var call: Int
        var reason: String
    }

    private(set) var backing: [RuleID: [Backing]] = [:]
    private(set) var contradictions: [RuleID: [Contradiction]] = [:]

    /// Each call's rule, at its call number less one: a call without a rule keeps its place
    /// (nil), so that the calls after it keep their numbers' rules.
    static func rulesByCallNumber(_ trace: Trace) -> [RuleID?] {
        trace.events.filter(\.isCall).map(\.rule)
    }

    init(_ report: EvidenceReport) {
        for entry in report.entries {
            let comparison = entry.comparison
            let rules = Self.rulesByCallNumber(comparison.trace)
            func rule(ofModelRow index: Int) -> RuleID? {
                let number = comparison.model[index].number
                return rules.indices.contains(number - 1) ? rules[number - 1] : nil
            }
            var counts: [RuleID: Int] = [:]
            for row in comparison.alignment.rows {
                guard case .both(_, let right) = row, let id = rule(ofModelRow: right) else { continue }
                counts[id, default: 0] += 1
            }
            for (id, calls) in counts { backing[id, default: []].append(Backing(log: entry.evidence.id, calls: calls)) }
            if !entry.agrees, let index = Self.partingModelRow(comparison), let id = rule(ofModelRow: index) {
                let reason = entry.evidence.header.divergence ?? comparison.divergence?.message ?? "the log diverges"
                contradictions[id, default: []].append(
                    Contradiction(log: entry.evidence.id, call: comparison.model[index].number, reason: reason))
            }
        }
        for id in backing.keys { backing[id]!.sort { $0.log < $1.log } }
        for id in contradictions.keys { contradictions[id]!.sort { $0.log < $1.log } }
        let backed = backing
        marks = Dictionary(RuleCatalogue.all.map { rule in
            (rule.id, Marks(isGuess: rule.isGuess, isPartlyGuess: rule.isPartlyGuess, isBacked: !(backed[rule.id] ?? []).isEmpty))
        }) { first, _ in first }
    }

    /// What a scenario's rule stamp reads of a catalogued rule, in one lookup.
    struct Marks {
        var isGuess: Bool
        var isPartlyGuess: Bool
        var isBacked: Bool
    }

    /// Each catalogued rule's guess marks (read from its sources) and whether a log backs it: a
    /// stamp looked both up for every call of 210 traces, two hashes of its id a call
    /// (callgrind: a sixtieth of a one-scenario edit). The first rule of an id wins, as in
    /// `RuleCatalogue.rule`.
    private(set) var marks: [RuleID: Marks] = [:]

    /// The model's row where the log parts from it: the model call the device did not make, or,
    /// when the device made one the model did not, the model call just before it.
    private static func partingModelRow(_ comparison: LogComparison) -> Int? {
        guard let row = comparison.alignment.firstDifference else { return nil }
        if let right = comparison.alignment.next(from: row).right { return right }
        return comparison.alignment.rows[..<row].last { $0.right != nil }?.right
    }

    /// Whether any log backs the rule.
    func isBacked(_ id: RuleID) -> Bool { !(backing[id] ?? []).isEmpty }
}
