import Foundation
import LifecycleEngine
import LifecycleModel
import StaticSite

/// What a build leaves for the next one in the same process (`serve`): each scenario's trace,
/// stage 3's diagrams and stage 4's pages, each kept with the inputs it was made from.
///
/// A rebuild reuses a piece only when those inputs are equal to this build's, and every piece is
/// a pure function of them, so a rebuild with memory writes the same bytes as a cold build (a
/// test compares them). A page's inputs are its own file and the site around it: the
/// navigation (every sidebar lists every page, so a changed title or order re-renders all),
/// the settings, the templates, the diagrams and the device logs. A one-page edit of a page's
/// text re-renders that page alone; links into it are checked again with the whole site.
///
/// Builds that share a memory run one at a time (serve's rebuilds do); the lock only keeps a
/// misuse from corrupting it.
public final class BuildMemory: @unchecked Sendable {
    private let lock = NSLock()
    /// Parsed files (pages, device logs) by path, with the bytes they were parsed from.
    private var files: [String: (bytes: Data, value: Any)] = [:]
    private var traces: [String: (script: Script, trace: Trace)] = [:]
    private var diagrams: (inputs: DiagramInputs, set: DiagramSet, generation: Int)?
    private var pages: (context: PageContext, byPath: [String: RememberedPage])?
    private var written: (folder: URL, files: [String: Data])?
    private var scans: [String: LinkChecker.PageScan] = [:]

    public init() {}

    /// What stage 3 draws from: the same requests of the same traces give the same drawings.
    struct DiagramInputs: Equatable {
        var requests: [DiagramRequest]
        var traces: [Trace]
        var png: Bool
        var publishTraces: Bool
    }

    /// Everything a page is rendered from besides its own file.
    struct PageContext: Equatable {
        var navigation: [SiteNavigation.Entry]
        var settings: SiteConfig
        var templates: [String: String]
        /// Which drawings (and so which traces and requests) the pages show.
        var diagramGeneration: Int
        var scenarioSources: [String: ScenarioSource]
        var evidence: [EvidenceLog]
        /// The blocks of scenarios written in pages, by scenario id: their text is shown on the
        /// scenario's page, and a changed comment changes no trace.
        var inlineScenarios: [String: [String]]
    }

    /// A rendered page (with its search entries) and, for a Markdown page, the file it came from.
    struct RememberedPage {
        var source: PageInputs?
        var page: FinishedPage
    }

    /// What a Markdown page (or a generated one, such as a log's page) is made of; its diagram
    /// blocks are read from `body`.
    struct PageInputs: Equatable {
        var path: String
        var outputPath: String
        var bodyLine: Int
        var body: String
        var frontMatter: FrontMatter

        init(_ page: SourcePage) {
            path = page.path
            outputPath = page.outputPath
            bodyLine = page.bodyLine
            body = page.body
            frontMatter = page.frontMatter
        }
    }

    /// What `parse()` made of the file at `path` in the last build if it had the same `bytes`
    /// (and the same type of value), else `parse()`'s. A file that fails to parse is not kept.
    func file<Value>(_ path: String, bytes: Data, parse: () throws -> Value) rethrows -> Value {
        if let kept = lock.withLock({ files[path] }), kept.bytes == bytes, let value = kept.value as? Value { return value }
        let value = try parse()
        lock.withLock { files[path] = (bytes, value) }
        return value
    }

    /// `script`'s trace from the last build when the script is the same, else `run()`'s.
    func trace(of script: Script, run: () throws -> Trace) rethrows -> Trace {
        // By id and profile: a page's profile diff runs one script on two profiles.
        let id = script.summary.id + " " + script.summary.profile.rawValue
        if let kept = lock.withLock({ traces[id] }), kept.script == script { return kept.trace }
        let trace = try run()
        lock.withLock { traces[id] = (script, trace) }
        return trace
    }

    /// The last build's diagrams when drawn from the same inputs, else `draw()`'s; with the
    /// generation of the set returned (it changes whenever the set is drawn again).
    func diagrams(for inputs: DiagramInputs, draw: () throws -> DiagramSet) rethrows -> (set: DiagramSet, generation: Int, reused: Bool) {
        if let kept = lock.withLock({ diagrams }), kept.inputs == inputs { return (kept.set, kept.generation, true) }
        let set = try draw()
        let generation = lock.withLock { (diagrams?.generation ?? 0) + 1 }
        lock.withLock { diagrams = (inputs, set, generation) }
        return (set, generation, false)
    }

    /// The pages the last build rendered in the same context, by path (none when it changed).
    func pages(in context: PageContext) -> [String: RememberedPage] {
        lock.withLock { pages?.context == context ? pages!.byPath : [:] }
    }

    func remember(_ byPath: [String: RememberedPage], in context: PageContext) {
        lock.withLock { pages = (context, byPath) }
    }

    /// What the last build wrote to `folder`, if it wrote there.
    func written(to folder: URL) -> [String: Data]? {
        lock.withLock { written?.folder == folder ? written?.files : nil }
    }

    func remember(written files: [String: Data], to folder: URL) {
        lock.withLock { written = (folder, files) }
    }

    /// The link check's reading of each page of the last build.
    func linkScans() -> [String: LinkChecker.PageScan] { lock.withLock { scans } }

    func remember(linkScans: [String: LinkChecker.PageScan]) { lock.withLock { scans = linkScans } }
}
