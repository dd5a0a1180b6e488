import Foundation
import StaticSite

/// Stage 4: every page of the site (the Markdown pages, a page per scenario, the scenario index,
/// the 404 page) through the templates, plus the search index and the sitemap.
struct PageRenderer {
    static let searchIndexPath = "assets/search-index.js"
    /// The templates this stage renders with; stage 1 checks that the project has them.
    static let templateNames = ["page", "scenario", "scenarios", "404"]

    func render(_ content: LoadedContent, traces: ScenarioTraces, diagrams: DiagramSet) throws -> RenderedSite {
        let scenarioOrder = ScenarioPageRenderer.groups(traces).flatMap(\.traces)
        let evidence = EvidencePages(
            report: traces.evidence, traces: traces, diagrams: diagrams,
            hasGuide: content.pages.contains { $0.outputPath == EvidencePages.guidePath })
        let navigation = SiteNavigation(
            pages: content.pages + evidence.listed,
            scenarios: scenarioOrder.map { ($0.scenario.title, ScenarioPageRenderer.path($0.scenario.id)) })
        let pageRenderer = ContentPageRenderer(content: content, traces: traces, diagrams: diagrams, navigation: navigation)
        let scenarioRenderer = ScenarioPageRenderer(content: content, traces: traces, diagrams: diagrams, navigation: navigation)

        // Pages are independent of each other: rendered on every core, kept in reading order.
        var pages = try (content.pages + evidence.listed + evidence.logPages).concurrentMap(pageRenderer.render)
        pages.append(try scenarioRenderer.renderIndex())
        pages += try scenarioOrder.concurrentMap(scenarioRenderer.render)

        var files: [String: Data] = [:]
        var search = SearchIndex()
        // Paths as links from the root (percent-encoded), like every other link of the site.
        for page in pages {
            let url = RelativePath.link(from: "index.html", to: page.path)
            switch page.search {
            case .titles: search.add(title: page.title, url: url, headings: page.headings)
            case .page(let html, let callbacks): search.add(title: page.title, url: url, headings: page.headings, html: html, terms: callbacks)
            case .scenario(let text, let callbacks): search.addScenario(title: page.title, url: url, text: text, callbacks: callbacks)
            }
        }
        files[Self.searchIndexPath] = try search.script(variable: "lifelineSearchIndex")
        files[SwiftNamesScript.path] = try SwiftNamesScript.data()
        if let baseURL = content.settings.baseURL {
            files["sitemap.xml"] = Sitemap(baseURL: baseURL).xml(paths: pages.map { RelativePath.link(from: "index.html", to: $0.path) })
        }
        var notFound = PageModel(
            site: content.settings.title, title: "Page not found", description: "", path: "404.html",
            navigation: navigation)
        notFound.notFoundBase = content.settings.baseURL.flatMap { URL(string: $0)?.path }.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "/"
        files["404.html"] = Data(try content.templates.render("404", notFound).utf8)
        for page in pages { files[page.path] = Data(page.html.utf8) }
        return RenderedSite(files: files, sources: Dictionary(uniqueKeysWithValues: pages.compactMap { page in page.source.map { (page.path, $0) } }))
    }
}

/// Stage 4's result: the site's generated files by path, and where each Markdown page came from.
struct RenderedSite {
    var files: [String: Data]
    var sources: [String: PageSource]
}
