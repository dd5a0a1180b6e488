import Foundation
import StaticSite
import Synchronization

/// Stage 4: every page the plan holds through its template, plus the search index and the sitemap.
struct PageRenderer {
    static let searchIndexPath = "assets/search-index.js"
    /// The templates this stage renders with; stage 1 checks that the project has them.
    static let templateNames = ["page", "scenario", "scenarios", ScenarioEntryTemplate.name, "404", "search", "sidebar-item", TraceRowTemplate.name] + EvidencePages.templateNames + RulesPage.templateNames
    /// Names a theme of an earlier `lifeline` may still use, with what replaced them.
    static let retiredNames = [
        "rows": "a scenario page's trace rows are '{{{traceRows}}}', each row written by trace-row.mustache (see the built-in theme's)",
    ]
    /// The last build's pages (`serve`) and the generation of this build's diagrams: a page whose
    /// inputs did not change is taken from there (see `BuildMemory`).
    var memory: (memory: BuildMemory, diagramGeneration: Int)?
    /// Where each page is written as soon as it is rendered (`lifeline build`), so that no page
    /// is held until the swap: then the site keeps each page's link scan, not its bytes. Nil:
    /// the pages are returned with the site's other files (`lifeline check`, `serve`).
    var output: OutputStage.Staged?
    /// How many cores render pages at once (`--jobs`).
    var lanes = Int.max
    /// The last build's pages, kept between builds by `lifeline build` (`PageStore`): a page
    /// whose key (`PageKeys`) is the same is taken from there. Nil with `serve`'s memory.
    var store: PageStore?
    /// The pages the last build that finished left in the output folder (`PageStore.written`):
    /// a stored page whose bytes a file there still holds is linked from it, unread.
    var lastWritten: [String: PageStore.Written] = [:]
    /// What the last build's links were checked against (`LinkChecker.surface`).
    var lastSurface: UInt64?

    func render(_ content: LoadedContent, plan: SitePlan, diagrams: DiagramSet) throws -> RenderedSite {
        let traces = plan.traces
        let navigation = SiteNavigation(pages: plan.pages)
        let sidebar = try Sidebar(navigation: navigation, templates: content.templates, pagePaths: plan.pages.map(\.path), lanes: lanes)
        // Made only when a page that shows them is rendered, or when the last build kept no
        // digests of them for the same inputs (`SiteModelMemo`).
        let rulesPage = MadeOnce { RulesPage(traces: traces, templates: content.templates) }
        let coverage = MadeOnce { CoverageFacts(report: traces.evidence, traces: traces) }
        let kinds = PageKindRenderer(
            rulesPage: rulesPage,
            markdown: ContentPageRenderer(content: content, traces: traces, diagrams: diagrams, sidebar: sidebar),
            scenarios: ScenarioPageRenderer(content: content, traces: traces, diagrams: diagrams, sidebar: sidebar),
            evidence: EvidencePages(
                report: traces.evidence, traces: traces, diagrams: diagrams, templates: content.templates,
                hasGuide: plan.pages.contains { $0.kind == .markdown(EvidencePages.guidePath) }, coverage: coverage,
                indexPage: plan.pages.first { $0.kind == .evidence }),
            content: content, sidebar: sidebar)

        let context = memory.map { memory in
            BuildMemory.PageContext(
                navigation: navigation.entries, settings: content.settings, templates: content.templates.sources,
                diagramGeneration: memory.diagramGeneration, scenarioSources: content.scenarioSources, evidence: content.evidence,
                inlineScenarios: traces.pageOf.mapValues { page in
                    page.diagramBlocks.filter { $0.scenarioID != nil }.map { "\($0.path):\($0.line)\n\($0.code)" }
                })
        }
        let kept = memory.flatMap { memory in context.map { memory.memory.pages(in: $0) } } ?? [:]
        let keys = store.map { store in
            let models = Self.modelDigests(traces, memo: SiteModelMemo(cache: store.cache), rulesPage: rulesPage, coverage: coverage)
            return PageKeys(
                content: content, plan: plan, diagrams: diagrams, sidebar: sidebar, rules: models.rules, coverage: models.coverage,
                scenarioIndex: ScenarioPageRenderer.indexMadeOf(traces),
                evidenceIndex: plan.pages.first { $0.kind == .evidence }.map(kinds.evidence.indexMadeOf) ?? "")
        }

        // Pages are independent of each other: rendered on every lane, kept in reading order. A
        // Markdown page is taken from the last build when its file is the same; any other page
        // is made from the context alone, and taken whenever the context is the same. Without
        // memory, a page is taken from the store when its key is the same.
        let stored = Mutex(0)
        // The pages linked from the last build's output unread: the bytes its check passed.
        let unchanged = Mutex(Set<String>())
        var pages = try plan.pages.concurrentMap(lanes: lanes) { page in
            var finished: FinishedPage
            if let remembered = kept[page.path], remembered.source == page.inputs {
                finished = remembered.page
            } else if let store, let key = keys?.key(page) {
                if let found = try self.stored(page.path, key: key, in: store) {
                    finished = found
                    stored.withLock { $0 += 1 }
                    if found.written != nil { unchanged.withLock { _ = $0.insert(page.path) } }
                } else {
                    finished = try FinishedPage(kinds.render(page), of: page)
                    finished.scanLinks()
                    finished.htmlHash = store.keep(finished, key: key)
                }
            } else {
                finished = try FinishedPage(kinds.render(page), of: page)
            }
            if let output { try finished.writeOut(to: output) }
            return finished
        }
        var reused = stored.withLock { $0 }
        if let memory, let context {
            var remembered: [String: BuildMemory.RememberedPage] = [:]
            for (page, finished) in zip(plan.pages, pages) {
                if let kept = kept[page.path], kept.source == page.inputs { reused += 1 }
                remembered[page.path] = BuildMemory.RememberedPage(source: page.inputs, page: finished)
            }
            memory.memory.remember(remembered, in: context)
        }

        var files: [String: Data] = [:]
        // Each page's entries were encoded with it (reference pages' marked as such: search ranks
        // them after the guide and the scenarios), in the plan's order.
        files[Self.searchIndexPath] = SearchIndex.script(encodedParts: pages.map(\.search), variable: "lifelineSearchIndex")
        files[SwiftNamesScript.path] = try SwiftNamesScript.data()
        if let script = try sidebar.script() { files[Sidebar.scriptPath] = script }
        if let baseURL = content.settings.sitemapBaseURL {
            let indexed = plan.pages.filter(\.isIndexed).map { RelativePath.fromRoot($0.path) }
            files["sitemap.xml"] = Sitemap(baseURL: baseURL).xml(paths: indexed)
        }
        let sources = Dictionary(uniqueKeysWithValues: pages.compactMap { page in page.source.map { (page.path, $0) } })
        let count = pages.count
        // The pages whose bytes' hash is known, where this build wrote them: the next build's
        // `lastWritten` once this one is swapped in.
        let pageFiles = Dictionary(uniqueKeysWithValues: pages.compactMap { page in
            page.written.flatMap { identity in page.htmlHash.map { (page.path, PageStore.Written(identity: identity, hash: $0)) } }
        })
        var scans: [String: LinkChecker.PageScan] = [:]
        while let page = pages.popLast() {
            if output != nil, let scan = page.scan { scans[page.path] = scan } else { files[page.path] = page.html }
        }
        return RenderedSite(
            files: files, written: scans, output: output, pageFiles: pageFiles, lastWritten: lastWritten, lastSurface: lastSurface,
            unchanged: unchanged.withLock { $0 }, sources: sources, rendered: count - reused, reused: reused)
    }

    /// The page `store` holds at `path` under `key`, ready for stage 5: linked from the output
    /// folder unread when the file the last build left there holds its bytes, else with its bytes
    /// from the store (then written out as any page is); nil when the store does not hold it whole.
    private func stored(_ path: String, key: String, in store: PageStore) throws -> FinishedPage? {
        guard var page = store.page(path, key: key) else { return nil }
        if let output, let last = lastWritten[path], last.hash == page.htmlHash, try output.linkUnread(path, identity: last.identity) {
            page.written = last.identity
            store.keepBytes(of: path)
            return page
        }
        guard let bytes = store.bytes(of: path, key: key) else { return nil }
        page.html = bytes
        return page
    }
}

/// Every kind of page through its renderer: the one `switch` of stage 4.
extension PageRenderer {
    /// What the Rules pages and the Coverage page are made of, as digests: kept by the last build
    /// for the same inputs, or read off the models, and kept for the next.
    static func modelDigests(_ traces: ScenarioTraces, memo: SiteModelMemo, rulesPage: MadeOnce<RulesPage>, coverage: MadeOnce<CoverageFacts>) -> SiteModelMemo.Digests {
        let inputs = SiteModelMemo.inputs(traces)
        if let inputs, let kept = memo.digests(for: inputs) { return kept }
        let made = SiteModelMemo.Digests(rules: ContentDigest.hex(rulesPage.wrapped.madeOf), coverage: ContentDigest.hex(coverage.wrapped.madeOf))
        if let inputs { memo.keep(made, for: inputs) }
        return made
    }
}

private struct PageKindRenderer {
    /// Made once: it gathers which scenarios use each rule, for the Rules page and every area's.
    let rulesPage: MadeOnce<RulesPage>
    let markdown: ContentPageRenderer
    let scenarios: ScenarioPageRenderer
    let evidence: EvidencePages
    let content: LoadedContent
    let sidebar: Sidebar

    func render(_ page: SitePage) throws -> RenderedPage {
        switch page.model {
        case .markdown(let source): try markdown.render(source)
        case .scenario(let trace): try scenarios.render(trace)
        case .scenarioIndex: try scenarios.renderIndex(page)
        case .evidence: try catalogue(markdown.render(evidence.index(page)))
        case .evidenceLog(let entry): try logPage(entry, page)
        case .coverage: try catalogue(markdown.render(evidence.coverage(page)))
        case .rules: try catalogue(markdown.render(rulesPage.wrapped.page(page)))
        case .rulesArea(let area): try markdown.render(rulesPage.wrapped.areaPage(area, page))
        case .search:
            try render(page, template: "search", description: "Every page, section and scenario that matches a search.")
        case .notFound:
            try render(page, template: "404", description: "") { model in
                model.notFoundBase = content.settings.baseURL.flatMap { URL(string: $0)?.path }.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "/"
            }
        }
    }

    /// A device log's page, found by who logged what on which iOS and device, and the callbacks
    /// its log shows.
    private func logPage(_ entry: EvidenceReport.Entry, _ page: SitePage) throws -> RenderedPage {
        var rendered = try markdown.render(evidence.page(entry, page))
        var seen = Set<String>()
        let header = entry.evidence.header
        let summary = ["by \(header.author), published \(header.published)", "iOS \(header.ios)", header.device, header.logged]
        rendered.search = .summary(
            text: summary.compactMap { $0 }.joined(separator: " · "),
            callbacks: entry.comparison.device.map(\.entry.selector).filter { seen.insert($0).inserted })
        return rendered
    }

    /// A page that lists other pages, found by its opening and headings.
    private func catalogue(_ page: RenderedPage) -> RenderedPage {
        var page = page
        if case .page(let html, _) = page.search { page.search = .catalogue(html: html) }
        return page
    }

    /// A page that is its template alone, filled with the layout's model.
    private func render(_ page: SitePage, template: String, description: String, adjust: (inout PageModel) -> Void = { _ in }) throws -> RenderedPage {
        var model = PageModel(site: content.settings.title, title: page.title, description: description, path: page.path, sidebar: sidebar)
        adjust(&model)
        return RenderedPage(path: page.path, html: try content.templates.render(template, model), title: page.title, headings: [], search: .none)
    }
}

/// A page as the rest of the build reads it: its bytes, its entries in the search index, and
/// what the link check needs.
struct FinishedPage {
    /// Relative to the site root.
    var path: String
    var title: String
    /// Where the page came from, so that a broken link can be reported at its line.
    var source: PageSource?
    /// The page's bytes; empty once written out.
    var html: Data
    /// The page's entries in the search index, as the index's script spells them
    /// (`SearchIndex.encodedEntries`): empty for a page the index does not list.
    var search: Data
    /// The page's ids and links, for the link check: made when the page is written out (or kept).
    var scan: LinkChecker.PageScan?
    /// The hash of the page's bytes, once it is stored (`PageStore`).
    var htmlHash: UInt64?
    /// The file the page is in the output folder being written, once written or linked there.
    var written: FileIdentity?

    /// A page as a build kept it (`PageStore`).
    init(path: String, title: String, source: PageSource?, html: Data, search: Data, scan: LinkChecker.PageScan?) {
        self.path = path
        self.title = title
        self.source = source
        self.html = html
        self.search = search
        self.scan = scan
    }

    /// `page` as rendered for `sitePage`, with its search entries made from what it shows.
    init(_ page: RenderedPage, of sitePage: SitePage) throws {
        path = page.path
        title = page.title
        source = page.source
        html = Data(page.html.utf8)
        guard sitePage.isIndexed else {
            search = Data()
            return
        }
        var index = SearchIndex()
        // Paths as links from the root (percent-encoded), like every other link of the site.
        let url = RelativePath.fromRoot(page.path)
        switch page.search {
        case .none: break
        case .titles: index.add(title: page.title, url: url, headings: page.headings)
        case .page(let html, let callbacks): index.add(title: page.title, url: url, headings: page.headings, html: html, terms: callbacks)
        case .scenario(let text, let callbacks): index.addScenario(title: page.title, url: url, text: text, callbacks: callbacks)
        case .catalogue(let html): index.add(title: page.title, url: url, headings: page.headings, html: html, sectionTexts: false)
        case .summary(let text, let callbacks): index.addSummary(title: page.title, url: url, text: text, terms: callbacks)
        }
        search = try index.encodedEntries(reference: sitePage.isReference)
    }

    /// Reads the page's ids and links, once.
    mutating func scanLinks() {
        if scan == nil { scan = LinkChecker.PageScan(html, keepingBytes: false) }
    }

    /// Writes the page to `output` and keeps its link scan instead of its bytes.
    mutating func writeOut(to output: OutputStage.Staged) throws {
        guard written == nil else { return }
        scanLinks()
        written = try output.write(path, html)
        html = Data()
    }
}

/// Stage 4's result: the site's generated files by path, and where each Markdown page came from.
struct RenderedSite {
    /// The files stage 5 writes: every page too, unless they were written as they were rendered.
    var files: [String: Data]
    /// The pages written as they were rendered, by path: what each holds for the link check.
    var written: [String: LinkChecker.PageScan] = [:]
    /// The folder they were written into, which stage 5 finishes.
    var output: OutputStage.Staged?
    /// Where the pages the store holds were written in it, for `PageStore.remember`; stage 5
    /// adds the other files it writes.
    var pageFiles: [String: PageStore.Written] = [:]
    /// What the last build left in the output folder (`PageStore.written`): stage 5 links a
    /// file whose bytes it already holds from there, unread.
    var lastWritten: [String: PageStore.Written] = [:]
    /// What the last build's links were checked against (`LinkChecker.surface`), and the pages
    /// linked from its output unread, whose bytes it checked: against the same surface, their
    /// links still lead somewhere.
    var lastSurface: UInt64?
    var unchanged: Set<String> = []
    var sources: [String: PageSource]
    /// How many pages were rendered, and how many taken unchanged from the last build (`serve`).
    var rendered = 0
    var reused = 0
}
