import Foundation
import StaticSite

/// Stage 2's result: every trace, every diagram (`traces.requests`) and every page of the site,
/// each made once. Everything downstream reads the plan and never spells a path again.
struct SitePlan {
    let traces: ScenarioTraces
    /// Every page in reading order: the Markdown pages, Evidence, Coverage, Rules and a page per
    /// area of rules, each device log's page, the scenario index, the scenario pages in the
    /// index's order, then search and 404.
    let pages: [SitePage]

    /// The diagrams of the site, each once.
    var diagrams: [DiagramRequest] { traces.requests }

    /// Plans the site of `content` and its `traces`; a Markdown page at a path the plan gives
    /// another page (or where an asset is copied) is an error at that page, as are two pages
    /// one file would hold (see `PagePathCheck`).
    init(content: LoadedContent, traces: ScenarioTraces, output: URL) throws {
        self.traces = traces
        var pages = content.pages.map(SitePage.markdown)
        if !traces.evidence.entries.isEmpty { pages += [.evidence, .coverage] }
        pages.append(.rules)
        pages += RulesPage.areas.map(SitePage.rulesArea)
        pages += traces.evidence.entries.map(SitePage.evidenceLog)
        pages.append(.scenarioIndex)
        pages += ScenarioPageRenderer.groups(traces).flatMap(\.traces).map(SitePage.scenario)
        pages += [.search, .notFound]
        self.pages = pages
        var generated: [String: String] = [:]
        for page in pages { if let what = page.kind.generatedDescription { generated[page.path] = what } }
        for path in content.assets.keys { generated[path] = "a file copied from Templates/assets/" }
        try PagePathCheck.check(pages: content.pagePaths, generated: generated, output: output)
    }
}
