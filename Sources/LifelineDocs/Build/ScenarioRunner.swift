import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import StaticSite

/// Stage 2: every scenario through the engine: the canonical ones and those written in pages; a
/// step UIKit forbids fails the build with its location, and so does a `show:` id that names no
/// object of its diagram.
struct ScenarioRunner {
    /// The last build's traces, reused for scripts that did not change (`serve`).
    var memory: BuildMemory?
    /// How many cores run scenarios and compare logs at once (`--jobs`); the traces and the
    /// first error are those of a run on one core (each scenario runs alone, in the pure engine).
    var lanes = Int.max
    /// Where a CLI build keeps the traces it runs, for the next build's catalogue to take for
    /// scenario files that did not change (`ScenarioCatalog.kept`).
    var kept: TraceStore?
    /// Where a CLI build keeps its comparisons of device logs, for the next build to take for
    /// logs and scenarios that did not change (`ComparisonStore`).
    var comparisons: ComparisonStore?

    func run(_ content: LoadedContent) throws -> ScenarioTraces {
        let ran = try content.catalog.scripts.concurrentMap(lanes: lanes) { script -> (trace: Trace, events: UInt64?) in
            let trace = try run(script)
            guard let kept, let source = content.scenarioSources[script.summary.id] else { return (trace, nil) }
            return (trace, kept.keep(trace, source: source))
        }
        let canonical = (ran.map(\.trace) + content.catalog.kept.values).sorted { $0.scenario.id < $1.scenario.id }
        let known = Set(canonical.map(\.scenario.id))
        var inline: [Trace] = []
        var pageOf: [String: SourcePage] = [:]
        for page in content.pages {
            for block in page.diagramBlocks {
                switch block.source {
                case .reference(let id):
                    guard known.contains(id) else {
                        throw SiteDiagnostic(
                            path: block.path, line: block.line,
                            message: ScenarioCatalog.unknown(id, known: known.sorted()))
                    }
                case .inline(let script):
                    guard !known.contains(script.summary.id) else {
                        throw SiteDiagnostic(
                            path: block.path, line: block.line,
                            message: "this inline scenario's id '\(script.summary.id)' is also a scenario file's; rename one of them")
                    }
                    inline.append(try run(script))
                    pageOf[script.summary.id] = page
                case .overview:
                    break
                }
            }
        }
        var traces = ScenarioTraces(canonical: canonical, inline: inline, pageOf: pageOf)
        traces.eventsDigests = content.catalog.keptEvents
        for (trace, events) in ran { traces.eventsDigests[trace.scenario.id] = events }
        // What each trace is made of, for the diagram cache's keys: the engine (the tool stamp,
        // which the keys name too) run on its scenario as written, where it is written.
        for trace in canonical {
            let id = trace.scenario.id
            guard let source = content.scenarioSources[id] else { continue }
            traces.madeFrom[id] = ContentDigest.hex("\(id) \(trace.scenario.profile.rawValue)\n\(source.path)\n\(source.text)")
        }
        for (id, page) in pageOf {
            guard let block = page.diagramBlocks.first(where: { $0.scenarioID == id }) else { continue }
            traces.madeFrom[id] = ContentDigest.hex("\(id)\n\(block.path):\(block.line)\n\(block.code)")
        }
        // The device logs against their scenarios, each with its diff diagram.
        traces.evidence = try EvidenceChecker(lanes: lanes, store: comparisons, madeFrom: traces.madeFrom).check(content.evidence, canonical: canonical)
        traces.ruleEvidence = RuleEvidence(traces.evidence)
        // A log's diff is a function of the log's bytes and its scenario's trace.
        for entry in traces.evidence.entries where !entry.evidence.digest.isEmpty {
            guard let diff = entry.diff, let trace = traces.madeFrom[entry.evidence.header.scenario] else { continue }
            traces.diffsMadeFrom[diff] = "evidence \(entry.evidence.digest)\ntrace \(trace)"
        }
        // The diagrams each scenario's page shows, then what pages ask for beyond them, each once.
        var requests = traces.all.flatMap { trace in traces.pageDrawing(of: trace).kinds.map { DiagramRequest.scenario(trace.scenario.id, $0) } }
        var seen = Set(requests)
        for page in content.pages {
            for block in page.diagramBlocks {
                let request: DiagramRequest
                if case .overview(let machine) = block.source {
                    request = .overview(machine: machine, theme: block.theme)
                } else if let profiles = block.profiles, let id = block.scenarioID,
                    var script = try content.catalog.script(id: id)
                {
                    // The scenario on two profiles, as one diff diagram.
                    script.summary.profile = profiles.older
                    let older = try run(script)
                    script.summary.profile = profiles.newer
                    let diff = TraceDiff.profiles(older, try run(script))
                    if let trace = traces.madeFrom[id] {
                        traces.diffsMadeFrom[diff] = "profiles \(profiles.older.rawValue) \(profiles.newer.rawValue)\ntrace \(trace)"
                    }
                    request = .diff(diff, theme: block.theme)
                } else if let id = block.scenarioID, let trace = traces.byID[id] {
                    request = try block.show.map { .scenario(id, focus: try Self.focus($0, of: block, on: trace), theme: block.theme) }
                        ?? .scenario(id, block.kind, theme: block.theme)
                } else {
                    continue
                }
                traces.blockRequests[DiagramBlock.Key(block)] = request
                if seen.insert(request).inserted { requests.append(request) }
            }
        }
        // A diverging log's page shows where the device and the model part; an agreeing log's
        // aligned calls say all its figure would.
        requests += traces.evidence.entries.compactMap(\.request)
        traces.requests = requests
        return traces
    }

    /// `script`'s trace, from memory when the same script ran in the last build.
    private func run(_ script: Script) throws -> Trace {
        guard let memory else { return try Self.run(script) }
        return try memory.trace(of: script) { try Self.run(script) }
    }

    /// One scenario through the engine; a trace too long to draw is refused here, at its step.
    static func run(_ script: Script) throws -> Trace {
        let trace = try Simulator().run(script)
        try DiagramSizeLimit.check(trace)
        return trace
    }

    /// The focus a block's `show:` asks for, its ids checked against the trace; the page renderer
    /// asks again for the same focus, already known to be good.
    static func focus(_ show: DiagramBlock.ShowOption, of block: DiagramBlock, on trace: Trace) throws -> SequenceFocus {
        do {
            return try SequenceFocus.checked(show.ids.map(\.id), for: trace, option: "'show:'")
        } catch {
            throw SiteDiagnostic(path: block.path, line: show.line, column: show.column(of: error.id), message: error.message)
        }
    }
}

/// Stage 2's result: every trace, for those written in pages the page, and every diagram the
/// build draws.
struct ScenarioTraces {
    /// The scenarios of Content/scenarios, by id.
    var canonical: [Trace]
    /// The scenarios written in pages, in page order.
    var inline: [Trace]
    var pageOf: [String: SourcePage]
    /// Every trace by scenario id.
    let byID: [String: Trace]
    /// The canonical scenarios as the background of every state graph, ordered once.
    let background: StateBackground
    /// The digest of what each trace was made from (its scenario's text and place), by id: the
    /// diagram cache names a trace by it (`DiagramIngredients`) without encoding the trace.
    var madeFrom: [String: String] = [:]
    /// What each canonical trace's events are made of (`PackedTrace.eventsDigest`), by id, for
    /// the traces a CLI build ran or took from its `TraceStore`: the Coverage and Rules pages'
    /// models are named by them (`SiteModelMemo`).
    var eventsDigests: [String: UInt64] = [:]
    /// What each diff diagram's two sides were made from (a log's bytes and its scenario's
    /// trace, or a scenario's trace and two profiles): the diagram cache names a diff by it
    /// (`DiagramIngredients`), as it names a trace by `madeFrom`, without preparing the diagram.
    var diffsMadeFrom: [TraceDiff: String] = [:]
    /// Every diagram of the build, each once: each scenario's sequence diagram and state graph,
    /// then the limited sequence diagrams and overview state graphs pages show.
    var requests: [DiagramRequest] = []
    /// The diagram each ```` ```lifeline ```` block shows.
    var blockRequests: [DiagramBlock.Key: DiagramRequest] = [:]
    /// Every device log of `Content/evidence/` compared with its scenario.
    var evidence = EvidenceReport()
    /// Which logs back or contradict each engine rule, read off `evidence`.
    var ruleEvidence = RuleEvidence(EvidenceReport())

    init(canonical: [Trace], inline: [Trace], pageOf: [String: SourcePage]) {
        self.canonical = canonical
        self.inline = inline
        self.pageOf = pageOf
        byID = Dictionary((canonical + inline).map { ($0.scenario.id, $0) }) { first, _ in first }
        background = StateBackground(canonical)
    }

    var all: [Trace] { canonical + inline }

    func trace(_ id: String) -> Trace? { byID[id] }

    /// What the page of a scenario draws (`PageDrawing`): both diagrams for a scenario a reader
    /// comes for; none for a reproduction (a `dev-` scenario that device logs name, written to
    /// compare them with the model), whose page keeps the whole trace as a table while each log's
    /// page aligns its calls and a diverging log's page draws the device against the model; the
    /// state graph alone for a trace too long to read as a sequence diagram. `lifeline diagram`
    /// draws the rest. Drawn, the reproductions' diagrams were 5.7 of the site's 26 MB.
    func pageDrawing(of trace: Trace) -> PageDrawing {
        let id = trace.scenario.id
        if id.hasPrefix("dev-") && !evidence.entries(for: id).isEmpty { return .reproduction }
        let calls = trace.events.count(where: \.isCall)
        return calls > PageDrawing.longestSequence ? .stateOnly(calls: calls) : .both
    }

    func request(for block: DiagramBlock) -> DiagramRequest? { blockRequests[DiagramBlock.Key(block)] }
}

extension DiagramBlock {
    /// A block by where it is: its page and line.
    struct Key: Hashable {
        var path: String
        var line: Int

        init(_ block: DiagramBlock) {
            path = block.path
            line = block.line
        }
    }
}
