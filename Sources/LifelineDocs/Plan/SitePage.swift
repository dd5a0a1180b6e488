import LifecycleModel

/// A page of the site: what it is rendered from (its model), which page that makes it (its
/// kind, which owns its path), its title and its place in the navigation. The twin of `DiagramRequest`:
/// stage 2 plans every page once (`SitePlan`); navigation, the sidebar, the search index, the
/// sitemap, the link check and the guard against user pages at generated paths read the plan,
/// and stage 4 renders each page through one `switch` on its model.
///
/// `Kind.path` is the only place that spells a page's path.
struct SitePage: Sendable {
    /// Which page: enough to name it and link to it; its path follows from it.
    enum Kind: Hashable, Sendable {
        /// A Markdown page of Content/, by its output path (`guide/loading.html`: the file's
        /// path with `.md` become `.html`).
        case markdown(String)
        /// A scenario's page, by scenario id.
        case scenario(String)
        /// Every scenario, grouped.
        case scenarioIndex
        /// Every device log and its verdict (a site with device logs).
        case evidence
        /// One device log against its scenario, by the log's id (its file name without `.log`).
        case evidenceLog(String)
        /// Every rule, callback and state transition: the scenarios and logs behind each.
        case coverage
        /// The rule catalogue: every area and its rules, listed.
        case rules
        /// One area's rules in full (`launch`, `navigation`: a rule id's first word): what each
        /// says, its sources, the scenarios and device logs behind it.
        case rulesArea(String)
        /// Every hit of a search (`search.html?q=…`, filled in by search.js).
        case search
        /// What a host serves for a path it does not have.
        case notFound

        /// Where the page is published, relative to the site root.
        var path: String {
            switch self {
            case .markdown(let path): path
            case .scenario(let id): "scenarios/\(id).html"
            case .scenarioIndex: "scenarios/index.html"
            case .evidence: "evidence.html"
            case .evidenceLog(let id): "evidence/\(id).html"
            case .coverage: "coverage.html"
            case .rules: "rules.html"
            case .rulesArea(let area): "rules/\(area).html"
            case .search: "search.html"
            case .notFound: "404.html"
            }
        }

        /// What the site generates at `path`, in messages (`the coverage page`); nil for a
        /// Markdown page, which the site does not generate.
        var generatedDescription: String? {
            switch self {
            case .markdown: nil
            case .scenario(let id): "the page of scenario '\(id)'"
            case .scenarioIndex: "the scenario index"
            case .evidence: "the evidence page"
            case .evidenceLog(let id): "the page of device log '\(id)'"
            case .coverage: "the coverage page"
            case .rules: "the rules page"
            case .rulesArea(let area): "the rules page of area '\(area)'"
            case .search: "the search page"
            case .notFound: "the 404 page"
            }
        }

        /// The home page, `Content/index.md`.
        static let home = Kind.markdown("index.html")

        /// The Markdown page at `slug` (`guide/loading` of `Content/guide/loading.md`).
        static func markdown(slug: String) -> Kind { .markdown(slug + ".html") }
    }

    /// What a page is rendered from besides the site around it: one case per kind, with the
    /// value the kind is made from. Stage 4 switches on it.
    enum Model: Sendable {
        /// A Markdown file of Content/.
        case markdown(SourcePage)
        /// A scenario's trace.
        case scenario(Trace)
        /// A device log compared with its scenario.
        case evidenceLog(EvidenceReport.Entry)
        /// The rules of one area.
        case rulesArea(String)
        /// Pages made from the whole plan (its traces and device logs) or the settings alone.
        case scenarioIndex, evidence, coverage, rules, search, notFound
    }

    /// Where the navigation places a page.
    enum Place: Equatable, Sendable {
        /// In the sidebar and the reading order, sorted by `order`, then title, then path.
        case listed(order: Int)
        /// In the sidebar after the listed pages, as the section the scenario pages belong to.
        case section
        /// In the reading order after the sections (previous and next), not in the sidebar.
        case walked
        /// Neither: reached by links only (a log's page, search, 404).
        case unlisted
    }

    let model: Model
    let title: String
    let place: Place

    var kind: Kind {
        switch model {
        case .markdown(let page): .markdown(page.outputPath)
        case .scenario(let trace): .scenario(trace.scenario.id)
        case .evidenceLog(let entry): .evidenceLog(entry.evidence.id)
        case .rulesArea(let area): .rulesArea(area)
        case .scenarioIndex: .scenarioIndex
        case .evidence: .evidence
        case .coverage: .coverage
        case .rules: .rules
        case .search: .search
        case .notFound: .notFound
        }
    }

    var path: String { kind.path }

    /// What a Markdown page is made of, for `serve`'s memory; nil for every other page, made
    /// from the site around it alone (see `BuildMemory.PageContext`).
    var inputs: BuildMemory.PageInputs? {
        if case .markdown(let source) = model { BuildMemory.PageInputs(source) } else { nil }
    }

    /// Whether the search index and the sitemap list the page: not the search page nor 404.
    var isIndexed: Bool { kind != .search && kind != .notFound }

    /// A reference page (Evidence, Coverage, Rules, a log's page): search ranks its hits after
    /// the guide's and the scenarios'.
    var isReference: Bool {
        switch kind {
        case .evidence, .evidenceLog, .coverage, .rules, .rulesArea: true
        default: false
        }
    }

    static func markdown(_ page: SourcePage) -> SitePage {
        // The home page comes first unless its front matter gives it an order.
        let order = page.frontMatter.order ?? (page.outputPath == Kind.home.path ? Int.min : Int.max)
        return SitePage(model: .markdown(page), title: page.title, place: .listed(order: order))
    }

    static func scenario(_ trace: Trace) -> SitePage {
        SitePage(model: .scenario(trace), title: trace.scenario.title, place: .walked)
    }

    static func evidenceLog(_ entry: EvidenceReport.Entry) -> SitePage {
        SitePage(model: .evidenceLog(entry), title: entry.evidence.header.title, place: .unlisted)
    }

    static func rulesArea(_ area: String) -> SitePage {
        SitePage(model: .rulesArea(area), title: "Rules: " + RulesPage.areaTitle(area), place: .unlisted)
    }

    static let scenarioIndex = SitePage(model: .scenarioIndex, title: "Scenarios", place: .section)
    static let evidence = SitePage(model: .evidence, title: "Evidence", place: .listed(order: 94))
    static let coverage = SitePage(model: .coverage, title: "Coverage", place: .listed(order: 95))
    static let rules = SitePage(model: .rules, title: "Rules", place: .listed(order: 93))
    static let search = SitePage(model: .search, title: "Search", place: .unlisted)
    static let notFound = SitePage(model: .notFound, title: "Page not found", place: .unlisted)
}
