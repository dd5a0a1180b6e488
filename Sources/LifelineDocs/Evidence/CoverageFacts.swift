import LifecycleEngine
import LifecycleModel

/// What the Coverage page is made of, gathered once from the plan: which canonical scenarios
/// (by id: the page names no title) make each call, use each rule and take each state
/// transition, and which device logs share each call with the model. `madeOf` says all of it in
/// one text, the key the page is kept under between builds (`PageKeys`): a scenario's title
/// edited renders no Coverage page.
struct CoverageFacts {
    struct Transition {
        var machine: String
        var from: String
        var to: String
        var via: String
        var scenarios: [String]
    }

    /// By selector, the canonical scenarios whose traces make the call, in the canonical order.
    var calledIn: [String: [String]] = [:]
    /// By rule, the canonical scenarios that place a call by it.
    var rulesUsed: [RuleID: [String]] = [:]
    /// By `machine from to via`, the transition and the scenarios that take it.
    var transitions: [String: Transition] = [:]
    /// By selector, the device logs that print the call where the model makes it.
    var backedBy: [String: [String]] = [:]
    /// By rule, the device logs that back it (`RuleEvidence.backing`).
    var ruleBacking: [RuleID: [String]] = [:]

    init(report: EvidenceReport, traces: ScenarioTraces) {
        for trace in traces.canonical {
            let id = trace.scenario.id
            for method in trace.calledMethods { calledIn[method, default: []].append(id) }
            for rule in trace.callRules { rulesUsed[rule, default: []].append(id) }
            var seen: Set<String> = []
            for transition in trace.transitions {
                let key = "\(transition.machine.rawValue) \(transition.from) \(transition.to) \(transition.via)"
                guard seen.insert(key).inserted else { continue }
                transitions[key, default: Transition(machine: transition.machine.rawValue, from: transition.from, to: transition.to, via: transition.via, scenarios: [])]
                    .scenarios.append(id)
            }
        }
        // A log backs a callback when the callback is among the calls the log and the model share.
        for entry in report.entries {
            let matched = Set(entry.comparison.alignment.rows.compactMap { row -> String? in
                if case .both(let left, _) = row { return entry.comparison.device[left].entry.selector }
                return nil
            })
            for method in matched { backedBy[method, default: []].append(entry.evidence.id) }
        }
        ruleBacking = traces.ruleEvidence.backing.mapValues { $0.map(\.log) }
    }

    /// Every fact, one per line, in a fixed order.
    var madeOf: String {
        func lines<Key>(_ name: String, _ facts: [Key: [String]], _ text: (Key) -> String) -> [String] {
            facts.map { "\(name) \(text($0.key)): \($0.value.joined(separator: " "))" }.sorted()
        }
        return (lines("called", calledIn) { $0 } + lines("rule", rulesUsed) { $0.rawValue }
            + transitions.keys.sorted().map { "transition \($0): \(transitions[$0]!.scenarios.joined(separator: " "))" }
            + lines("backed", backedBy) { $0 } + lines("rule backed", ruleBacking) { $0.rawValue })
            .joined(separator: "\n")
    }
}
