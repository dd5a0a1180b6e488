@testable import LifelineDocs
import StaticSite
import Testing

/// The templates read the page models through `child(named:)`, not `Mirror`: each must answer
/// exactly its stored properties, with their values, and nothing else.
@Suite struct ModelNamesTests {
    static func check(_ model: some TemplateModel) {
        for child in Mirror(reflecting: model).children {
            let label = child.label!
            let expected = Mirror(reflecting: child.value).displayStyle == .optional
                ? Mirror(reflecting: child.value).children.first.map { String(describing: $0.value) }
                : String(describing: child.value)
            #expect(model.child(named: label).map { String(describing: $0) } == expected, "\(type(of: model)).\(label)")
        }
        #expect(model.child(named: "noSuchProperty") == nil)
    }

    @Test("Every page model answers its stored properties by name")
    func everyModel() throws {
        let link = PageLink(title: "t", href: "h")
        var page = PageModel(
            site: "S", title: "T", description: "D", path: "a/b.html",
            sidebar: try SidebarTests.sidebar(scenarios: [("One", "scenarios/one.html")], pagePaths: ["a/b.html"]),
            contents: [ContentsItem(text: "x", href: "#x", nested: false)], body: "<p>b</p>")
        let row = TraceRow(
            number: 1, step: 2, isCall: true, isNote: false, isTransition: false, caller: "UIKit", receiver: "A",
            text: "viewDidLoad", arguments: nil, returned: "YES", depth: 1, indent: 1)
        let scenario = ScenarioPageModel(
            id: "i", profile: "p", groupName: nil, lead: "l", evidence: "<p>e</p>", writtenIn: link, steps: [StepItem(number: 1, text: "s")],
            sourceText: "x", sourcePath: "y", sequenceFigure: "<f>", stateFigure: "<g>", undrawn: UndrawnNote(.stateOnly(calls: 500), id: "x"), traceRows: "<tr></tr>", rulesHref: "../rules.html",
            downloads: [DownloadRow(label: "SVG", links: [link])])
        page.scenario = scenario
        // Optional properties are set, so that a name the models forget to answer is caught.
        page.editURL = "https://example.com/edit/page.md"
        page.notFoundBase = "/"
        let entry = ScenarioEntry(title: "e", href: "h", summary: nil, profile: "p")
        let index = ScenarioIndexModel(groups: [ScenarioGroup(name: "n", anchor: "a", scenarios: [entry])])
        page.scenarioIndex = index
        Self.check(page)
        Self.check(scenario)
        Self.check(TraceRowSlots(TraceRowTemplate.Shape(row)))
        Self.check(StepItem(number: 1, text: "s"))
        Self.check(UndrawnNote(.stateOnly(calls: 500), id: "x")!)
        Self.check(DownloadRow(label: "SVG", links: [link]))
        Self.check(link)
        Self.check(ContentsItem(text: "x", href: "#x", nested: true))
        Self.check(NavigationItem(title: "t", href: "h", current: true, inSection: false))
        Self.check(index)
        Self.check(ScenarioGroup(name: "n", anchor: "a", scenarios: [entry], entries: "<li>e</li>"))
        Self.check(entry)
    }

    @Test("Every model of the generated reference pages answers its stored properties by name")
    func referencePageModels() {
        let link = MarkdownLink(text: "t", href: "<h>")
        let list = MarkdownLinkList(count: 4, listed: true, links: [link], more: true, none: "none")
        Self.check(link)
        Self.check(list)
        let log = EvidenceIndexModel.Log(log: link, author: "a", ios: "17", inferred: true, scenario: link, verdict: "v")
        let divergence = EvidenceIndexModel.Divergence(log: link, reason: "r")
        let facts = EvidenceIndexModel(
            title: "t", logCount: 2, pasted: 1, written: 1, agreeing: 1, diverging: 1, guide: link, evidenceByArea: link,
            logs: [log], divergences: [divergence])
        Self.check(facts)
        let page = EvidencePageModel(facts: facts, logRows: "| row |\n")
        Self.check(page)
        // The facts' names through the page's model, as the template reads them.
        #expect(page.child(named: "title") as? String == "t" && page.child(named: "logCount") as? Int == 2)
        Self.check(log)
        Self.check(divergence)
        let parting = EvidenceLogModel.Parting(line: 3, message: "m")
        let row = EvidenceLogModel.Row(logLine: "1", traceCall: "2", call: "A viewDidLoad", only: "")
        Self.check(EvidenceLogModel(
            title: "t", source: link, sourceName: "s", author: "a", published: "p", ios: "17", iosReason: "r", device: "d",
            logged: "l", form: "f", scenario: link, profile: "p", note: "n", needs: "x", agrees: false, calls: 3, countsNote: "",
            divergence: "d", parting: parting, logBlock: "```", figure: "<figure>", rows: [row]))
        Self.check(parting)
        Self.check(row)
        let ruleRow = CoverageModel.RuleRow(rule: link, scenarios: list, logs: list)
        let callbackRow = CoverageModel.CallbackRow(selector: "s", swift: "w", scenarios: list, logs: list)
        let transitionRow = CoverageModel.TransitionRow(machine: "m", from: "f", to: "t", via: "v", scenarios: list)
        Self.check(CoverageModel(
            title: "t", evidence: link, rulesPage: link, rules: [ruleRow], ruleCount: 1, backedRules: 1, callbacks: [callbackRow],
            callbackCount: 1, backedCallbacks: 0, transitions: [transitionRow]))
        Self.check(ruleRow)
        Self.check(callbackRow)
        Self.check(transitionRow)
        let areaEvidence = RulesModel.AreaEvidence(area: link, rules: 3, guesses: 1, logs: 2, sources: 1, ask: "a")
        let ruleLink = RulesModel.RuleLink(rule: link, guess: false, partly: true)
        let areaRules = RulesModel.AreaRules(area: link, count: 1, rules: [ruleLink])
        Self.check(RulesModel(title: "t", ruleCount: 1, backed: 1, guesses: 0, partlyGuesses: 1, evidence: [areaEvidence], areas: [areaRules]))
        Self.check(areaEvidence)
        Self.check(ruleLink)
        Self.check(areaRules)
        let reference = RulesAreaModel.LogReference(link: link, id: "i")
        let article = RulesAreaModel.Source.Article(author: "a", title: "t", url: "<u>")
        let source = RulesAreaModel.Source(apple: link, log: reference, article: article, ownCode: true, guessReasoning: "g")
        let usedBy = RulesAreaModel.UsedBy(links: [link], more: 2, count: 10, noun: "scenarios")
        let backing = RulesAreaModel.Backing(log: reference, calls: 2, noun: "calls")
        let areaParting = RulesAreaModel.Parting(log: reference, call: 4, reason: "r")
        let entry = RulesAreaModel.RuleEntry(
            id: "i", summary: "s", guess: false, partly: true, holdsFor: "h", sources: [source], usedBy: usedBy, backing: [backing],
            noBacking: "n", partings: [areaParting])
        Self.check(RulesAreaModel(title: "t", ruleCount: 1, rulesPage: link, rules: [entry]))
        Self.check(reference)
        Self.check(article)
        Self.check(source)
        Self.check(usedBy)
        Self.check(backing)
        Self.check(areaParting)
        Self.check(entry)
    }
}
