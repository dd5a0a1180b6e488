import LifecycleEngine
import LifecycleModel
import StaticSite

/// What `Templates/coverage.mustache` writes for the Coverage page (`SitePage.coverage`): every
/// rule, callback and state transition of the model, the canonical scenarios that make it
/// happen, and the device logs that show it in the model's order.
struct CoverageModel {
    struct RuleRow {
        var rule: MarkdownLink
        var scenarios: MarkdownLinkList
        var logs: MarkdownLinkList
    }

    struct CallbackRow {
        var selector: String
        var swift: String
        var scenarios: MarkdownLinkList
        var logs: MarkdownLinkList
    }

    struct TransitionRow {
        var machine: String
        var from: String
        var to: String
        var via: String
        var scenarios: MarkdownLinkList
    }

    var title: String
    var evidence: MarkdownLink
    var rulesPage: MarkdownLink
    var rules: [RuleRow]
    var ruleCount: Int
    var backedRules: Int
    var callbacks: [CallbackRow]
    var callbackCount: Int
    var backedCallbacks: Int
    var transitions: [TransitionRow]
}

extension CoverageModel {
    init(_ page: SitePage, report: EvidenceReport, traces: ScenarioTraces) {
        let path = page.path
        var calledIn: [String: [ScenarioSummary]] = [:]
        var rulesUsed: [RuleID: [ScenarioSummary]] = [:]
        var transitionsSeen: [String: (machine: String, from: String, to: String, via: String, scenarios: [ScenarioSummary])] = [:]
        for trace in traces.canonical {
            for method in Set(trace.calls.map(\.method)) { calledIn[method, default: []].append(trace.scenario) }
            for rule in Set(trace.events.compactMap { $0.call == nil ? nil : $0.rule }) { rulesUsed[rule, default: []].append(trace.scenario) }
            var seen: Set<String> = []
            for transition in trace.transitions {
                let key = "\(transition.machine.rawValue) \(transition.from) \(transition.to) \(transition.via)"
                guard seen.insert(key).inserted else { continue }
                transitionsSeen[key, default: (transition.machine.rawValue, transition.from, transition.to, transition.via, [])].scenarios.append(trace.scenario)
            }
        }
        // A log backs a callback when the callback is among the calls the log and the model share.
        var backedBy: [String: [EvidenceReport.Entry]] = [:]
        for entry in report.entries {
            let matched = Set(entry.comparison.alignment.rows.compactMap { row -> String? in
                if case .both(let left, _) = row { return entry.comparison.device[left].entry.selector }
                return nil
            })
            for method in matched { backedBy[method, default: []].append(entry) }
        }
        func scenarioLinks(_ list: [ScenarioSummary]) -> MarkdownLinkList {
            MarkdownLinkList(list, none: "none") { MarkdownLink($0.id, to: SitePage.Kind.scenario($0.id).path, from: path) }
        }
        func logLinks(_ ids: [String], none: String) -> MarkdownLinkList {
            MarkdownLinkList(ids, none: none) { MarkdownLink($0, to: SitePage.Kind.evidenceLog($0).path, from: path) }
        }

        title = page.title
        evidence = MarkdownLink("Evidence", to: SitePage.Kind.evidence.path, from: path)
        rulesPage = MarkdownLink("Rules", to: SitePage.Kind.rules.path, from: path)
        let ruleEvidence = traces.ruleEvidence
        rules = RuleCatalogue.all.map { rule in
            RuleRow(
                rule: MarkdownLink(rule.id.rawValue, to: SitePage.Kind.rulesArea(RulesPage.page(of: rule.id)).path, fragment: RulesPage.anchor(rule.id), from: path),
                scenarios: scenarioLinks(rulesUsed[rule.id] ?? []),
                logs: logLinks((ruleEvidence.backing[rule.id] ?? []).map(\.log), none: rule.isGuess ? "none (our guess)" : "none yet"))
        }
        ruleCount = RuleCatalogue.all.count
        backedRules = RuleCatalogue.all.filter { ruleEvidence.isBacked($0.id) }.count
        callbacks = Callback.modelled.map { method in
            CallbackRow(
                selector: method.selector, swift: SelectorSpelling.swiftName(of: method.selector),
                scenarios: scenarioLinks(calledIn[method.selector] ?? []),
                logs: logLinks((backedBy[method.selector] ?? []).map(\.evidence.id), none: "none yet"))
        }
        callbackCount = Callback.modelled.count
        backedCallbacks = Callback.modelled.filter { backedBy[$0.selector] != nil }.count
        transitions = transitionsSeen.keys.sorted().map { key in
            let transition = transitionsSeen[key]!
            return TransitionRow(machine: transition.machine, from: transition.from, to: transition.to, via: transition.via, scenarios: scenarioLinks(transition.scenarios))
        }
    }
}
