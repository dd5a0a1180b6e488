import Foundation
import LifecycleDiagrams
import LifecycleModel
import StaticSite

/// What each page of a build is made of, as a key text: a page whose key the last build stored
/// is taken from `PageStore` instead of rendered again, so that a one-scenario edit renders that
/// scenario's page and the pages that show it, not the whole site (issue 24).
///
/// A key names everything its page's renderer reads, each large input by a digest: the tool,
/// the templates, the settings, the page's place (path, title, the navigation its sidebar is made of,
/// neighbours), and by kind:
/// - a Markdown file: its text, and for each diagram block the drawing (its files' bytes, size
///   and header band) and the trace it shows;
/// - a scenario: its trace (what it was made from), its source and the page it is written in,
///   its drawings, its evidence stamp as the page shows it and what its rule stamp counts;
/// - a device log: its file's bytes, its scenario's trace and its diff drawing;
/// - the Rules page and its areas: what `RulesPage.madeOf` says they read; Coverage: what
///   `CoverageFacts.madeOf` says;
/// - the scenario index: each scenario's group, id, title, description and profile
///   (`ScenarioPageRenderer.indexMadeOf`); Evidence: its model, every field
///   (`EvidencePages.indexMadeOf`), so that an edit that changes neither leaves them as they were;
/// - search and 404: the page's place alone.
/// A page whose inputs cannot all be named (a log read without its bytes, a block without a
/// planned diagram, a trace without a digest) has no key and is always rendered. Pages are pure
/// functions of their keys' inputs, so a stored page is the page a full build would render
/// (tested: an edited site built on its last build's store is byte-identical to a build
/// without one).
struct PageKeys {
    private let traces: ScenarioTraces
    private let diagrams: DiagramSet
    private let sidebar: Sidebar
    private let content: LoadedContent
    /// The tool, the templates and the settings, the same for every page: as a digest, so that
    /// each of the 461 keys does not carry (and the cache hash and compare) their whole text.
    private let common: String
    /// What every page's sidebar lists: the navigation's sidebar entries. A page's sidebar is a
    /// function of them, of the page's path (its depth) and of the entries it marks (itself, its
    /// section), which its key names: keyed by them, it is not rendered for each page to be
    /// hashed (perf).
    private let sidebarMadeOf: String
    /// What the scenario index and the Evidence page show, as digests.
    private let scenarioIndex: String
    private let evidenceIndex: String
    /// What the rules pages are made of (`RulesPage.madeOf`), as a digest.
    private let rules: String
    /// What the Coverage page is made of (`CoverageFacts.madeOf`), as a digest.
    private let coverage: String

    /// Bump when a page's inputs change in a way a key does not name (a new kind of input).
    static let version = "lifeline-page-keys 5"

    /// `rules` and `coverage`: the digests of what those pages are made of (`SiteModelMemo`).
    init(content: LoadedContent, plan: SitePlan, diagrams: DiagramSet, sidebar: Sidebar, rules: String, coverage: String, scenarioIndex: String, evidenceIndex: String) {
        self.rules = rules
        self.coverage = coverage
        self.scenarioIndex = ContentDigest.hex(scenarioIndex)
        self.evidenceIndex = ContentDigest.hex(evidenceIndex)
        traces = plan.traces
        self.diagrams = diagrams
        self.sidebar = sidebar
        self.content = content
        let templates = content.templates.sources.sorted { $0.key < $1.key }.map { "\($0.key) \(ContentDigest.hex($0.value))" }
        common = ContentDigest.hex(([Self.version, "tool \(BuildFingerprint.toolStamp)", "settings \(String(reflecting: content.settings))"] + templates)
            .joined(separator: "\n"))
        sidebarMadeOf = ContentDigest.hex(sidebar.navigation.sidebarEntries.map { "\($0.title.utf8.count) \($0.title) \($0.path) \($0.inSidebar)" }.joined(separator: "\n"))
    }

    /// `page`'s key, or nil when the page must be rendered whatever the last build stored.
    func key(_ page: SitePage) -> String? {
        let path = page.path
        var lines = [
            "\(Self.version) \(common)", "path \(path)", "title \(page.title)", "sidebar \(sidebarMadeOf) \(Self.spelt(sidebar.navigation.sidebarMarks(from: path)))",
            "previous \(Self.spelt(sidebar.navigation.previous(of: path)))", "next \(Self.spelt(sidebar.navigation.next(of: path)))",
        ]
        switch page.model {
        case .markdown(let source):
            guard let made = markdown(source) else { return nil }
            lines += made
        case .scenario(let trace):
            guard let made = scenario(trace, path: path) else { return nil }
            lines += made
        case .evidenceLog(let entry):
            guard let made = log(entry) else { return nil }
            lines += made
        case .rules, .rulesArea:
            lines.append("rules \(rules)")
        case .coverage:
            lines.append("coverage \(coverage)")
        case .scenarioIndex:
            lines.append("scenario index \(scenarioIndex)")
        case .evidence:
            lines.append("evidence index \(evidenceIndex)")
        case .search, .notFound:
            break
        }
        return lines.joined(separator: "\n")
    }

    /// A Markdown file: its text as read, and each block's drawing and trace.
    private func markdown(_ source: SourcePage) -> [String]? {
        var lines = [
            "markdown \(source.path) \(source.outputPath) line \(source.bodyLine)",
            "front matter \(Self.spelt(source.frontMatter))", "body \(ContentDigest.hex(source.body))",
        ]
        for block in source.diagramBlocks {
            guard let request = traces.request(for: block) else { return nil }
            lines.append("block \(block.line) \(drawing(request))")
            if let id = request.scenarioID {
                guard let digest = diagrams.traceDigests[id] else { return nil }
                lines.append("trace \(id) \(digest)")
            }
        }
        return lines
    }

    /// A scenario's page: its trace, source, page, drawings and stamps.
    private func scenario(_ trace: Trace, path: String) -> [String]? {
        let id = trace.scenario.id
        guard let digest = diagrams.traceDigests[id] else { return nil }
        // The file's path and text, by the digest the run made of them (`ScenarioTraces.madeFrom`),
        // not hashed again.
        let source = content.scenarioSources[id].map { "\($0.path) \(traces.madeFrom[id] ?? ContentDigest.hex($0.text))" } ?? "-"
        let written = traces.pageOf[id].map { page in
            let block = page.diagramBlocks.first { $0.scenarioID == id }
            return "\(page.title) \(page.outputPath) \(block.map { "\($0.path):\($0.line) \(ContentDigest.hex($0.code))" } ?? "-")"
        } ?? "-"
        return [
            "scenario \(id) \(digest)", "source \(source)", "written in \(written)",
            "sequence \(drawing(.scenario(id, .sequence)))", "state \(drawing(.scenario(id, .state)))",
            "drawn \(traces.pageDrawing(of: trace).spelt)", "published trace \(diagrams.traces[id] != nil)",
            // What the stamp's HTML is made of (`RuleStamp.html`), besides the root the path gives:
            // the HTML itself, made for each of 210 keys, was a seventieth of an edit (callgrind).
            "rules \(Self.spelt(RuleStamp(trace: trace, evidence: traces.ruleEvidence).counts))",
            // Likewise the evidence stamp's (`EvidenceStamp.madeOf`).
            "evidence \(EvidenceStamp(entries: traces.evidence.entries(for: id), linksEvidence: !traces.evidence.entries.isEmpty).madeOf)",
        ]
    }

    /// A device log's page: the file's bytes, its scenario's trace, its diff drawing.
    private func log(_ entry: EvidenceReport.Entry) -> [String]? {
        let evidence = entry.evidence
        guard !evidence.digest.isEmpty, let trace = diagrams.traceDigests[evidence.header.scenario] else { return nil }
        return ["log \(evidence.id) \(evidence.path) \(evidence.digest)", "trace \(evidence.header.scenario) \(trace)", "diff \(entry.request.map(drawing) ?? "none: agrees")"]
    }

    /// A page's front matter, each field after its length (`String(reflecting:)` walked its
    /// mirror: half of a Markdown page's key, callgrind).
    static func spelt(_ matter: FrontMatter) -> String {
        func field(_ text: String?) -> String { text.map { "\($0.utf8.count) \($0)" } ?? "none" }
        return "title \(field(matter.title)) description \(field(matter.description)) order \(matter.order.map(String.init) ?? "none") draft \(matter.draft)"
    }

    /// A rule stamp's counts, as a key line names them.
    private static func spelt(_ counts: RuleStamp.Counts) -> String {
        "\(counts.calls) \(counts.logged) \(counts.documented) \(counts.appCode) \(counts.guessed) \(counts.partlyGuessed)"
    }

    /// The sidebar entries a page marks as itself and as its section, as a key line names them.
    private static func spelt(_ marks: (current: Int?, section: Int?)) -> String {
        "marks \(marks.current.map(String.init) ?? "none") \(marks.section.map(String.init) ?? "none")"
    }

    /// A neighbour link as a key line names it (`String(reflecting:)` walked its mirror: a
    /// third of the cost of every page's key, perf).
    private static func spelt(_ link: PageLink?) -> String {
        link.map { "\($0.title.utf8.count) \($0.title) \($0.href)" } ?? "none"
    }

    /// A request's drawing as pages read it (its place, files, size and band), or that it has none.
    private func drawing(_ request: DiagramRequest) -> String {
        var text = request.path(.svg) + " " + (diagrams.drawings[request]?.digest ?? "none")
        // A diff's figure names its title and differences, which its bytes do not spell.
        if case .diff(let diff) = request.subject { text += " \(diff.id) \(diff.title) \(diff.differences)" }
        return text
    }
}
