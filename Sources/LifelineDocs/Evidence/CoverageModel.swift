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
    init(_ page: SitePage, facts: CoverageFacts) {
        let path = page.path
        let calledIn = facts.calledIn, rulesUsed = facts.rulesUsed, backedBy = facts.backedBy
        func scenarioLinks(_ ids: [String]) -> MarkdownLinkList {
            MarkdownLinkList(ids, none: "none") { MarkdownLink($0, to: SitePage.Kind.scenario($0).path, from: path) }
        }
        func logLinks(_ ids: [String], none: String) -> MarkdownLinkList {
            MarkdownLinkList(ids, none: none) { MarkdownLink($0, to: SitePage.Kind.evidenceLog($0).path, from: path) }
        }

        title = page.title
        evidence = MarkdownLink("Evidence", to: SitePage.Kind.evidence.path, from: path)
        rulesPage = MarkdownLink("Rules", to: SitePage.Kind.rules.path, from: path)
        rules = RuleCatalogue.all.map { rule in
            RuleRow(
                rule: MarkdownLink(rule.id.rawValue, to: SitePage.Kind.rulesArea(RulesPage.page(of: rule.id)).path, fragment: RulesPage.anchor(rule.id), from: path),
                scenarios: scenarioLinks(rulesUsed[rule.id] ?? []),
                logs: logLinks(facts.ruleBacking[rule.id] ?? [], none: rule.isGuess ? "none (our guess)" : "none yet"))
        }
        ruleCount = RuleCatalogue.all.count
        backedRules = RuleCatalogue.all.filter { !(facts.ruleBacking[$0.id] ?? []).isEmpty }.count
        callbacks = Callback.modelled.map { method in
            CallbackRow(
                selector: method.selector, swift: SelectorSpelling.swiftName(of: method.selector),
                scenarios: scenarioLinks(calledIn[method.selector] ?? []),
                logs: logLinks(backedBy[method.selector] ?? [], none: "none yet"))
        }
        callbackCount = Callback.modelled.count
        backedCallbacks = Callback.modelled.filter { backedBy[$0.selector] != nil }.count
        transitions = facts.transitions.keys.sorted().map { key in
            let transition = facts.transitions[key]!
            return TransitionRow(machine: transition.machine, from: transition.from, to: transition.to, via: transition.via, scenarios: scenarioLinks(transition.scenarios))
        }
    }
}
