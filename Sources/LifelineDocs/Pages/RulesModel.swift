import LifecycleEngine
import LifecycleModel

/// What `Templates/rules.mustache` writes for the Rules page (`SitePage.rules`): what the rules
/// are, the evidence behind each area (and what to log where it is thin), and every rule listed
/// under its area, each linking to its area's page.
struct RulesModel {
    /// An area's row of "Evidence by area".
    struct AreaEvidence {
        var area: MarkdownLink
        var rules: Int
        var guesses: Int
        var logs: Int
        var sources: Int
        /// What a reader could log, for an area with fewer than five logs from three sources.
        var ask: String
    }

    /// An area in "Every rule".
    struct AreaRules {
        var area: MarkdownLink
        var count: Int
        var rules: [RuleLink]
    }

    struct RuleLink {
        var rule: MarkdownLink
        var guess: Bool
        /// Partly our guess (never set with `guess`).
        var partly: Bool
    }

    var title: String
    var ruleCount: Int
    var backed: Int
    var guesses: Int
    var partlyGuesses: Int
    var evidence: [AreaEvidence]
    var areas: [AreaRules]
}

extension RulesModel {
    init(_ page: SitePage, rulesPage: RulesPage) {
        let path = page.path
        let rules = RuleCatalogue.all
        let evidence = rulesPage.evidence
        title = page.title
        ruleCount = rules.count
        backed = rules.filter { evidence.isBacked($0.id) }.count
        guesses = rules.filter(\.isGuess).count
        partlyGuesses = rules.filter(\.isPartlyGuess).count

        let sourceOf = Dictionary(rulesPage.traces.evidence.entries.map { ($0.evidence.id, RulesPage.sourceKey($0.evidence.header.source)) }) { first, _ in first }
        var order: [String] = []
        var byArea: [String: [Rule]] = [:]
        for rule in rules {
            let area = RulesPage.area(of: rule.id)
            if byArea[area] == nil { order.append(area) }
            byArea[area, default: []].append(rule)
        }
        self.evidence = order.filter { $0 != Rule.appCodeID.rawValue }.map { area in
            let areaRules = byArea[area]!
            let logs = Set(areaRules.flatMap { evidence.backing[$0.id] ?? [] }.map(\.log))
            let sources = Set(logs.compactMap { sourceOf[$0] })
            let thin = logs.count < 5 || sources.count < 3
            return AreaEvidence(
                area: MarkdownLink(RulesPage.areaTitle(area), to: SitePage.Kind.rulesArea(area).path, from: path),
                rules: areaRules.count, guesses: areaRules.filter(\.isGuess).count, logs: logs.count, sources: sources.count,
                ask: thin ? RulesPage.wanted(area) : "")
        }
        areas = RulesPage.areas.map { area in
            let areaRules = rules.filter { RulesPage.page(of: $0.id) == area }
            return AreaRules(
                area: MarkdownLink(RulesPage.areaTitle(area), to: SitePage.Kind.rulesArea(area).path, from: path),
                count: areaRules.count,
                rules: areaRules.map { rule in
                    RuleLink(
                        rule: MarkdownLink(rule.id.rawValue, to: SitePage.Kind.rulesArea(area).path, fragment: RulesPage.anchor(rule.id), from: path),
                        guess: rule.isGuess, partly: !rule.isGuess && rule.isPartlyGuess)
                })
        }
    }
}
