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
            sourceText: "x", sourcePath: "y", sequenceFigure: "<f>", stateFigure: "<g>", undrawn: UndrawnNote(.stateOnly(calls: 500), id: "x"), rows: [row], rulesHref: "../rules.html",
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
        Self.check(row)
        Self.check(StepItem(number: 1, text: "s"))
        Self.check(UndrawnNote(.stateOnly(calls: 500), id: "x")!)
        Self.check(DownloadRow(label: "SVG", links: [link]))
        Self.check(link)
        Self.check(ContentsItem(text: "x", href: "#x", nested: true))
        Self.check(NavigationItem(title: "t", href: "h", current: true, inSection: false))
        Self.check(index)
        Self.check(ScenarioGroup(name: "n", anchor: "a", scenarios: [entry]))
        Self.check(entry)
    }
}
