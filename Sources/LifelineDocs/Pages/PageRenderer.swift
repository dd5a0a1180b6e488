import Foundation
import StaticSite

/// Stage 4: every page of the site (the Markdown pages, a page per scenario, the scenario index,
/// the 404 page, the search results page) through the templates, plus the search index and the sitemap.
struct PageRenderer {
    static let searchIndexPath = "assets/search-index.js"
    /// The page that lists every hit of a search (`search.html?q=…`, filled in by search.js).
    static let searchPagePath = "search.html"
    /// The templates this stage renders with; stage 1 checks that the project has them.
    static let templateNames = ["page", "scenario", "scenarios", "404", "search", "sidebar-item"]
    /// The last build's pages (`serve`) and the generation of this build's diagrams: a page whose
    /// inputs did not change is taken from there (see `BuildMemory`).
    var memory: (memory: BuildMemory, diagramGeneration: Int)?

    func render(_ content: LoadedContent, traces: ScenarioTraces, diagrams: DiagramSet) throws -> RenderedSite {
        let scenarioOrder = ScenarioPageRenderer.groups(traces).flatMap(\.traces)
        let evidence = EvidencePages(
            report: traces.evidence, traces: traces, diagrams: diagrams,
            hasGuide: content.pages.contains { $0.outputPath == EvidencePages.guidePath })
        // Made once: both are generated (the coverage table reads every trace).
        let evidencePages = evidence.listed + [RulesPage(traces: traces, evidence: traces.ruleEvidence, logIDs: Set(traces.evidence.entries.map(\.evidence.id))).page]
        let navigation = SiteNavigation(
            pages: content.pages + evidencePages,
            scenarios: scenarioOrder.map { ($0.scenario.title, ScenarioPageRenderer.path($0.scenario.id)) })
        let sourcePages = content.pages + evidencePages + evidence.logPages
        let sidebar = try Sidebar(
            navigation: navigation, templates: content.templates,
            pagePaths: sourcePages.map(\.outputPath) + [SiteNavigation.scenarioIndexPath, "404.html", Self.searchPagePath] + scenarioOrder.map { ScenarioPageRenderer.path($0.scenario.id) })
        let pageRenderer = ContentPageRenderer(content: content, traces: traces, diagrams: diagrams, sidebar: sidebar)
        let scenarioRenderer = ScenarioPageRenderer(content: content, traces: traces, diagrams: diagrams, sidebar: sidebar)

        let context = memory.map { memory in
            BuildMemory.PageContext(
                navigation: navigation.entries, settings: content.settings, templates: content.templates.sources,
                diagramGeneration: memory.diagramGeneration, scenarioSources: content.scenarioSources, evidence: content.evidence,
                inlineScenarios: traces.pageOf.mapValues { page in
                    page.diagramBlocks.filter { $0.scenarioID != nil }.map { "\($0.path):\($0.line)\n\($0.code)" }
                })
        }
        let kept = memory.flatMap { memory in context.map { memory.memory.pages(in: $0) } } ?? [:]

        // Pages are independent of each other: rendered on every core, kept in reading order.
        var pages = try sourcePages.concurrentMap { page in
            if let kept = kept[page.outputPath], kept.source == BuildMemory.PageInputs(page) { return kept.page }
            return FinishedPage(try pageRenderer.render(page))
        }
        pages.append(try kept[SiteNavigation.scenarioIndexPath]?.page ?? FinishedPage(scenarioRenderer.renderIndex()))
        pages += try scenarioOrder.concurrentMap { trace in
            try kept[ScenarioPageRenderer.path(trace.scenario.id)]?.page ?? FinishedPage(scenarioRenderer.render(trace))
        }
        var reused = 0
        if let memory, let context {
            var remembered: [String: BuildMemory.RememberedPage] = [:]
            for (index, page) in pages.enumerated() {
                let source = index < sourcePages.count ? BuildMemory.PageInputs(sourcePages[index]) : nil
                if let kept = kept[page.page.path], kept.source == source { reused += 1 }
                remembered[page.page.path] = BuildMemory.RememberedPage(source: source, page: page)
            }
            memory.memory.remember(remembered, in: context)
        }

        var files: [String: Data] = [:]
        var search = SearchIndex()
        // The guide's pages come first in `sourcePages`; the evidence, coverage, rules and log
        // pages after them are reference pages, which search ranks after the guide and scenarios.
        let reference = content.pages.count..<sourcePages.count
        for (index, page) in pages.enumerated() { search.append(contentsOf: page.search, reference: reference.contains(index)) }
        files[Self.searchIndexPath] = try search.script(variable: "lifelineSearchIndex")
        files[SwiftNamesScript.path] = try SwiftNamesScript.data()
        if let baseURL = content.settings.sitemapBaseURL {
            files["sitemap.xml"] = Sitemap(baseURL: baseURL).xml(paths: pages.map { RelativePath.link(from: "index.html", to: $0.page.path) })
        }
        var notFound = PageModel(
            site: content.settings.title, title: "Page not found", description: "", path: "404.html",
            sidebar: sidebar)
        notFound.notFoundBase = content.settings.baseURL.flatMap { URL(string: $0)?.path }.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "/"
        files["404.html"] = Data(try content.templates.render("404", notFound).utf8)
        let searchPage = PageModel(
            site: content.settings.title, title: "Search", description: "Every page, section and scenario that matches a search.",
            path: Self.searchPagePath, sidebar: sidebar)
        files[Self.searchPagePath] = Data(try content.templates.render("search", searchPage).utf8)
        let sources = Dictionary(uniqueKeysWithValues: pages.map(\.page).compactMap { page in page.source.map { (page.path, $0) } })
        let count = pages.count
        // Each page's text let go as its bytes are made, so that the site is not held twice.
        while let page = pages.popLast() { files[page.page.path] = Data(page.page.html.utf8) }
        return RenderedSite(files: files, sources: sources, rendered: count - reused, reused: reused)
    }
}

/// A rendered page and its entries in the search index.
struct FinishedPage {
    var page: RenderedPage
    var search: SearchIndex

    init(_ page: RenderedPage) {
        self.page = page
        search = SearchIndex()
        // Paths as links from the root (percent-encoded), like every other link of the site.
        let url = RelativePath.link(from: "index.html", to: page.path)
        switch page.search {
        case .titles: search.add(title: page.title, url: url, headings: page.headings)
        case .page(let html, let callbacks): search.add(title: page.title, url: url, headings: page.headings, html: html, terms: callbacks)
        case .scenario(let text, let callbacks): search.addScenario(title: page.title, url: url, text: text, callbacks: callbacks)
        }
    }
}

/// Stage 4's result: the site's generated files by path, and where each Markdown page came from.
struct RenderedSite {
    var files: [String: Data]
    var sources: [String: PageSource]
    /// How many pages were rendered, and how many taken unchanged from the last build (`serve`).
    var rendered = 0
    var reused = 0
}
