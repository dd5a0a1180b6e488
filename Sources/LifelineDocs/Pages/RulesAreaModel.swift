import LifecycleEngine
import LifecycleModel

/// What `Templates/rules-area.mustache` writes for an area's page of rules
/// (`SitePage.rulesArea`): each rule, the profiles it holds for, its sources, the scenarios that
/// use it, and the device logs that back it or part from it.
struct RulesAreaModel {
    /// A device log a rule names: linked when the site has its page, named when it is another
    /// project's (Lifeline's own evidence, say).
    struct LogReference {
        var link: MarkdownLink?
        var id: String
    }

    /// One of a rule's sources; exactly one of the kinds is set.
    struct Source {
        struct Article {
            var author: String
            var title: String
            var url: String?
        }

        var apple: MarkdownLink?
        var log: LogReference?
        var article: Article?
        var ownCode: Bool
        /// Named apart from the rule's `guess`: Mustache looks a nil value up in the rule.
        var guessReasoning: String?
    }

    /// The canonical scenarios that use a rule: the first eight, and how many in all.
    struct UsedBy {
        var links: [MarkdownLink]
        var more: Int?
        var count: Int
        var noun: String
    }

    struct Backing {
        var log: LogReference
        var calls: Int
        var noun: String
    }

    struct Parting {
        var log: LogReference
        var call: Int
        var reason: String
    }

    struct RuleEntry {
        var id: String
        var summary: String
        var guess: Bool
        /// Partly our guess (never set with `guess`).
        var partly: Bool
        var holdsFor: String
        var sources: [Source]
        /// Nil when no canonical scenario uses it.
        var usedBy: UsedBy?
        var backing: [Backing]
        /// Said when no log backs it.
        var noBacking: String
        var partings: [Parting]
    }

    var title: String
    var ruleCount: Int
    var rulesPage: MarkdownLink
    var rules: [RuleEntry]
}

extension RulesAreaModel {
    init(_ area: String, _ page: SitePage, rulesPage: RulesPage) {
        let path = page.path
        let rules = RuleCatalogue.all.filter { RulesPage.page(of: $0.id) == area }
        func reference(_ id: String) -> LogReference {
            LogReference(link: rulesPage.logIDs.contains(id) ? MarkdownLink(id, to: SitePage.Kind.evidenceLog(id).path, from: path) : nil, id: id)
        }
        title = page.title
        ruleCount = rules.count
        self.rulesPage = MarkdownLink("Rules", to: SitePage.Kind.rules.path, from: path)
        self.rules = rules.map { rule in
            let used = rulesPage.usedBy[rule.id] ?? []
            let backing = rulesPage.evidence.backing[rule.id] ?? []
            // A log backs a rule when it prints a call the rule placed. A rule that places a call
            // nobody logs (the `view` getter) can still rest on logs: they show its order through
            // the calls around it.
            let citesLogs = rule.sources.contains { if case .log = $0 { true } else { false } }
            return RuleEntry(
                id: rule.id.rawValue, summary: rule.summary, guess: rule.isGuess, partly: !rule.isGuess && rule.isPartlyGuess,
                holdsFor: rule.profiles.count == IOSProfile.allCases.count ? "every iOS profile" : rule.profiles.map(\.rawValue).joined(separator: ", "),
                sources: rule.sources.map { source in
                    var item = Source(ownCode: false)
                    switch source {
                    case .apple(let title, let url): item.apple = MarkdownLink(title, url: url)
                    case .log(let file): item.log = reference(file.hasSuffix(".log") ? String(file.dropLast(4)) : file)
                    case .article(let author, let title, let url): item.article = Source.Article(author: author, title: title, url: url.map(MarkdownLink.destination))
                    case .scenario: item.ownCode = true
                    case .guess(let reasoning): item.guessReasoning = reasoning
                    }
                    return item
                },
                usedBy: used.isEmpty ? nil : UsedBy(
                    links: used.prefix(8).map { MarkdownLink($0.id, to: SitePage.Kind.scenario($0.id).path, from: path) },
                    more: used.count > 8 ? used.count - 8 : nil, count: used.count, noun: used.count == 1 ? "scenario" : "scenarios"),
                backing: backing.map { Backing(log: reference($0.log), calls: $0.calls, noun: $0.calls == 1 ? "call" : "calls") },
                noBacking: citesLogs ? "none print the calls it places; the logs among its sources show its order through the calls around them" : "none yet",
                partings: (rulesPage.evidence.contradictions[rule.id] ?? []).map { Parting(log: reference($0.log), call: $0.call, reason: $0.reason) })
        }
    }
}
