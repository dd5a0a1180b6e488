import Foundation

/// One build of the site, in five stages; each logs one progress line.
public struct BuildPipeline {
    public let project: Project
    public let options: BuildOptions
    public let log: @Sendable (String) -> Void
    /// What the last build in this process made (`serve` keeps one): unchanged scenarios,
    /// diagrams and pages are reused instead of made again.
    public let memory: BuildMemory?
    /// The cache folder's diagrams, pages, device-log and Markdown readings, held for the whole build: what
    /// it found or stored decides what the end of the build keeps (`ContentCache.compact`).
    private let diagramCache: DiagramCache
    private let pageStore: PageStore
    private let evidenceReadings: EvidenceReadings
    private let markdownReadings: MarkdownReadings
    private let templateJudgements: TemplateJudgements
    private let traceStore: TraceStore
    private let comparisonStore: ComparisonStore

    public init(
        project: Project, options: BuildOptions = BuildOptions(), memory: BuildMemory? = nil,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.project = project
        self.options = options
        self.memory = memory
        self.log = log
        diagramCache = DiagramCache(folder: project.cache)
        pageStore = PageStore(folder: project.cache)
        evidenceReadings = EvidenceReadings(folder: project.cache)
        markdownReadings = MarkdownReadings(folder: project.cache)
        templateJudgements = TemplateJudgements(folder: project.cache)
        traceStore = TraceStore(folder: project.cache)
        comparisonStore = ComparisonStore(folder: project.cache)
    }

    /// Builds and checks the whole site and swaps it in as the output folder (`write` true), or
    /// only builds and checks it; on any error the output folder is left as it was.
    public func run(write: Bool = true) throws {
        if write { try OutputFolderCheck(project: project).check() }
        try CacheFolderCheck(project: project).check()
        // A build that finds what the last one left (same inputs, tool and options, Output/ as
        // it was written) writes nothing; a check always runs.
        // The inputs are read now: a file saved during the build makes the next one run.
        // With memory (`serve`), a watcher has just seen a change and the output is private: no
        // fingerprint, whose hash of every input and stat of every output file was a fifth of a
        // one-page rebuild (perf).
        let fingerprinted = write && memory == nil
        // The project's folders walked once, for the fingerprint and stage 1 alike.
        let tree = ProjectTree(project: project)
        let (inputs, inputBytes) = fingerprinted ? BuildFingerprint.inputsRead(tree, options: options) : ("", InputBytes())
        if fingerprinted, BuildFingerprint.unchanged(project, inputs: inputs) {
            log("Nothing changed since the last build; \(project.displayPath(project.output)) is up to date")
            return
        }
        if write { BuildFingerprint.forget(project) }
        var clock = StageClock(log: log)
        let content = try clock.stage(1, "Loading content") { try loadContent(tree, inputBytes: inputBytes) }
        let plan = try clock.stage(2, "Running \(count(content.scenarioCount, "scenario")), comparing \(count(content.evidence.count, "device log"))") { try makePlan(content, write: write) }
        let (diagrams, generation) = try clock.stage(3, "Building diagrams of \(count(plan.traces.all.count, "scenario"))", part: graphvizPart) { try drawDiagrams(plan, write: write) }
        let site = try clock.stage(4, "Rendering \(count(content.pages.count, "page")) and the scenario pages") { try renderPages(content, plan: plan, diagrams: diagrams, generation: generation, write: write) }
        let written = try clock.stage(5, write ? "Checking links and writing output" : "Checking links") { try OutputStage(project: project, memory: memory, lanes: options.jobs).finish(site, diagrams: diagrams, assets: content.assets, write: write) }
        // Swapped in: the next build may link these files from the output folder unread, and
        // take the template checks this one judged.
        if site.output != nil { pageStore.remember(written, in: project.output) }
        if memory == nil { templateJudgements.keep(content.templates) }
        if options.timings { clock.report() }
        // A whole build drops from the cache what it neither found nor stored, once that is most
        // of it; serve's and check's builds may not ask for everything, and drop nothing.
        for cache in [diagramCache.store, pageStore.cache, evidenceReadings.cache, markdownReadings.cache, templateJudgements.cache, traceStore.cache, comparisonStore.cache] {
            if write && memory == nil { cache.compact() } else { cache.consolidate() }
        }
        // Taken again: the output folder is part of it, and has just been written.
        if fingerprinted { BuildFingerprint(inputs: inputs, project: project, written: site.output?.files).store(project) }
        if options.endsWithProcess { ExitHold.keep(content, plan, diagrams, site, written, tree) }
    }

    /// Stage 1, and the warning of a placeholder base URL.
    private func loadContent(_ tree: ProjectTree, inputBytes: InputBytes) throws -> LoadedContent {
        let content = try ContentLoader(project: project, tree: tree, inputBytes: inputBytes, memory: memory, lanes: options.jobs, readings: memory == nil ? evidenceReadings : nil,
            pageReadings: memory == nil ? markdownReadings : nil, traces: memory == nil ? traceStore : nil, judgements: memory == nil ? templateJudgements : nil).load()
        if let warning = content.settings.placeholderWarning { log("\(project.displayPath(project.siteSettings)): \(warning)") }
        if memory == nil { templateJudgements.assume(in: content.templates) }
        return content
    }

    /// Stage 2: the scenarios run and the site planned; `lifeline check` (`write` false) names the
    /// scenarios whose order is the model's claim alone, in one line. A project without device
    /// logs has no evidence to miss, and hears nothing.
    private func makePlan(_ content: LoadedContent, write: Bool) throws -> SitePlan {
        let plan = try SitePlan(content: content, traces: ScenarioRunner(memory: memory, lanes: options.jobs, kept: memory == nil ? traceStore : nil, comparisons: memory == nil ? comparisonStore : nil).run(content), output: project.output)
        if !write, content.evidence.count > 0 {
            let traces = plan.traces
            let unbacked = traces.canonical.filter { RuleStamp(trace: $0, evidence: traces.ruleEvidence).counts.logged == 0 }.map(\.scenario.id)
            if let warning = Self.modelOnlyWarning(unbacked, of: traces.canonical.count) { log("\(project.displayPath(project.scenariosFolder)): \(warning)") }
        }
        return plan
    }

    /// Stage 3's part that Graphviz took; the workers that ran: --jobs is capped at the cores
    /// (GraphvizPool.workerCount).
    private func graphvizPart(_ drawn: (DiagramSet, Int)) -> (String, Duration) {
        ("Graphviz (--jobs \(min(options.jobs, ProcessInfo.processInfo.activeProcessorCount)))", drawn.0.graphvizTime)
    }

    /// Stage 4, with `serve`'s memory of the last build's pages, or without it the pages the last
    /// build kept in the cache folder (`PageStore`): how many were reused is logged.
    /// A build that writes, without memory, writes each page into the fresh output folder as
    /// it is rendered; `serve` keeps every file of its last build anyway, and a check writes none.
    private func renderPages(_ content: LoadedContent, plan: SitePlan, diagrams: DiagramSet, generation: Int, write: Bool) throws -> RenderedSite {
        var renderer = PageRenderer(lanes: options.jobs)
        if let memory { renderer.memory = (memory, generation) } else { renderer.store = pageStore }
        if write, memory == nil {
            renderer.output = try OutputStage(project: project).stage()
            let last = pageStore.written(in: project.output)
            renderer.lastWritten = last.files
            renderer.lastSurface = last.linkSurface
        }
        let site = try renderer.render(content, plan: plan, diagrams: diagrams)
        if site.reused > 0 { log("  \(count(site.rendered, "page")) rendered, \(site.reused) unchanged since the last build") }
        return site
    }

    /// `lifeline check`'s one line about the scenarios no device log backs (their pages say "Model
    /// only"): how many, the first few ids, and what to do; nil when every scenario is backed.
    static func modelOnlyWarning(_ ids: [String], of total: Int) -> String? {
        guard !ids.isEmpty else { return nil }
        let shown = ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? " and \(ids.count - 3) more" : "")
        return "warning: \(ids.count) of \(total) scenarios follow no rule a device log backs, so their pages say \"Model only\": \(shown) (add logs to Content/evidence/)"
    }

    /// Stage 3, or the last build's drawings when they were drawn from the same traces and
    /// requests; with the memory's generation of the set (0 without memory). A build that
    /// writes without memory leaves the drawings the cache holds unread: stage 5 links most of
    /// them from the last output (`DrawingFile.kept`); `serve` keeps every file's bytes.
    private func drawDiagrams(_ plan: SitePlan, write: Bool) throws -> (DiagramSet, Int) {
        let traces = plan.traces
        let builder = DiagramBuilder(cache: diagramCache, png: options.png, traces: options.traces, pool: pool, leavesKeptBytesUnread: write && memory == nil)
        guard let memory else { return (try builder.build(traces), 0) }
        let inputs = BuildMemory.DiagramInputs(requests: traces.requests, traces: traces.all, png: options.png, publishTraces: options.traces)
        var (set, generation, reused) = try memory.diagrams(for: inputs) { try builder.build(traces) }
        if reused { set.graphvizTime = .zero }
        return (set, generation)
    }

    private var pool: GraphvizPool { GraphvizPool(workers: options.jobs, executable: options.workerExecutable, itemsPerWorker: options.itemsPerWorker) }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
