import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import StaticSite

/// A page per scenario (what it shows, its steps, the trace as a table, both diagrams, downloads)
/// and the index of all scenarios, grouped.
struct ScenarioPageRenderer {
    let content: LoadedContent
    let traces: ScenarioTraces
    let diagrams: DiagramSet
    let sidebar: Sidebar
    /// The trace table's rows through `Templates/trace-row.mustache`, shared by every page.
    let traceRows: TraceRowTemplate

    init(content: LoadedContent, traces: ScenarioTraces, diagrams: DiagramSet, sidebar: Sidebar) {
        self.content = content
        self.traces = traces
        self.diagrams = diagrams
        self.sidebar = sidebar
        traceRows = TraceRowTemplate(templates: content.templates)
    }

    /// The groups of the index in reading order: the canonical scenarios' groups by name
    /// (ungrouped ones last, as "Other"), then the scenarios written in pages.
    static func groups(_ traces: ScenarioTraces) -> [(name: String, traces: [Trace])] {
        let byGroup = Dictionary(grouping: traces.canonical) { $0.scenario.group.isEmpty ? "Other" : $0.scenario.group }
        let names = byGroup.keys.sorted { ($0 == "Other" ? 1 : 0, $0) < ($1 == "Other" ? 1 : 0, $1) }
        var groups = names.map { name in
            (name: name, traces: byGroup[name]!.sorted { ($0.scenario.title, $0.scenario.id) < ($1.scenario.title, $1.scenario.id) })
        }
        if !traces.inline.isEmpty { groups.append((name: "Written in pages", traces: traces.inline)) }
        return groups
    }

    /// What the scenario index reads of the traces, as text (`PageKeys`): each group's name, and
    /// each of its scenarios' id, title, description and profile, in the index's order.
    static func indexMadeOf(_ traces: ScenarioTraces) -> String {
        groups(traces).map { group in
            "group \(group.name)\n" + group.traces.map { trace in
                let scenario = trace.scenario
                return [scenario.id, scenario.title, scenario.description, scenario.profile.rawValue].joined(separator: "\u{1F}")
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The table of contents of every scenario page (the template gives the headings these ids).
    static let sections: [(text: String, anchor: String)] = [
        ("Steps", "steps"), ("Sequence diagram", "sequence-diagram"), ("State graph", "state-graph"),
        ("Trace", "trace"), ("Downloads", "downloads"),
    ]

    func renderIndex(_ page: SitePage) throws -> RenderedPage {
        let path = page.path
        var slugger = HeadingSlugger()
        let entryTemplate = ScenarioEntryTemplate(templates: content.templates)
        let groups = try Self.groups(traces).map { group in
            var made = ScenarioGroup(
                name: group.name, anchor: slugger.slug(for: group.name),
                scenarios: group.traces.map {
                    ScenarioEntry(
                        title: $0.scenario.title, href: RelativePath.link(from: path, to: SitePage.Kind.scenario($0.scenario.id).path),
                        summary: $0.scenario.description.nonEmpty, profile: $0.scenario.profile.rawValue)
                })
            made.entries = try entryTemplate.html(made.scenarios)
            return made
        }
        var model = PageModel(
            site: content.settings.title, title: page.title,
            description: "Every scenario Lifeline runs, grouped, each with its trace and diagrams.", path: path,
            sidebar: sidebar, contents: groups.map { ContentsItem(text: $0.name, href: "#\($0.anchor)", nested: false) })
        model.scenarioIndex = ScenarioIndexModel(groups: groups)
        let headings = groups.map { RenderedMarkdown.Heading(level: 2, text: $0.name, anchor: $0.anchor, line: 1) }
        return RenderedPage(path: path, html: try content.templates.render("scenarios", model), title: page.title, headings: headings)
    }

    func render(_ trace: Trace) throws -> RenderedPage {
        let summary = trace.scenario
        let path = SitePage.Kind.scenario(summary.id).path
        let root = RelativePath.root(from: path)
        func figure(_ kind: DiagramKind) -> String? {
            let request = DiagramRequest.scenario(summary.id, kind)
            guard diagrams.size(request) != nil else { return nil }
            return DiagramFigure(
                request: request, scenario: summary, caption: nil, size: diagrams.size(request),
                headerBand: kind == .sequence ? diagrams.headerBand(request) : nil
            ).html(root: root, linkToScenario: false)
        }
        let writtenIn = traces.pageOf[summary.id]
        let block = writtenIn?.diagramBlocks.first { $0.scenarioID == summary.id }
        let source = content.scenarioSources[summary.id]
        let sequenceFigure = figure(.sequence), stateFigure = figure(.state)
        let shown = Self.sections.filter {
            ($0.anchor != "sequence-diagram" || sequenceFigure != nil) && ($0.anchor != "state-graph" || stateFigure != nil)
        }
        var model = PageModel(
            site: content.settings.title, title: summary.title, description: summary.description, path: path,
            sidebar: sidebar,
            contents: shown.map { ContentsItem(text: $0.text, href: "#\($0.anchor)", nested: false) })
        model.scenario = ScenarioPageModel(
            id: summary.id, profile: summary.profile.rawValue, groupName: summary.group.nonEmpty, lead: summary.description.nonEmpty,
            evidence: RuleStamp(trace: trace, evidence: traces.ruleEvidence).html(root: root)
                + EvidenceStamp(entries: traces.evidence.entries(for: summary.id), linksEvidence: !traces.evidence.entries.isEmpty).html(root: root),
            writtenIn: writtenIn.map { PageLink(title: $0.title, href: RelativePath.link(from: path, to: $0.outputPath)) },
            steps: trace.steps.map { StepItem(number: $0.number, text: $0.text) },
            sourceText: source?.text ?? block?.code ?? "",
            sourcePath: source?.path ?? block.map { "\($0.path):\($0.line + 1)" } ?? "",
            sequenceFigure: sequenceFigure, stateFigure: stateFigure,
            undrawn: UndrawnNote(traces.pageDrawing(of: trace), id: summary.id),
            traceRows: try traceRows.html(Self.rows(trace.events, root: root)), rulesHref: root + SitePage.Kind.rules.path, downloads: downloads(summary.id, from: path))
        // Every scenario page has the same five sections: searching for them would find them all,
        // so the index holds the scenario itself: its title, steps and callbacks.
        return RenderedPage(
            path: path, html: try content.templates.render("scenario", model), title: summary.title, headings: [],
            search: .scenario(text: trace.searchText, callbacks: trace.callbackNames))
    }

    private func downloads(_ id: String, from path: String) -> [DownloadRow] {
        func link(_ label: String, _ file: String) -> PageLink { PageLink(title: label, href: RelativePath.link(from: path, to: file)) }
        func links(_ request: DiagramRequest) -> [PageLink] {
            diagrams.formats(request).map { link($0.rawValue.uppercased(), request.path($0)) }
        }
        func row(_ label: String, _ kind: DiagramKind) -> DownloadRow {
            let request = DiagramRequest.scenario(id, kind)
            return diagrams.size(request) != nil
                ? DownloadRow(label: label, links: links(request))
                : DownloadRow(label: label, links: [], command: "lifeline diagram \(id)\(kind == .state ? " --kind state" : "") -o \(id)-\(kind.rawValue).svg")
        }
        return [
            row("Sequence diagram", .sequence),
            row("State graph", .state),
            diagrams.traces[id] != nil
                ? DownloadRow(label: "Trace", links: [link("JSON", DiagramRequest.tracePath(id))])
                : DownloadRow(label: "Trace as JSON", links: [], command: "lifeline trace \(id) --format json"),
        ]
    }

    /// The trace's events as table rows; calls are numbered 1, 2, … as on the sequence diagram,
    /// notes and changes of state are not.
    static func rows(_ events: [TraceEvent], root: String) -> [TraceRow] {
        var number = 0
        return events.map { event in
            if event.isCall { number += 1 }
            var row = row(event, number: number)
            if let id = event.rule, let rule = RuleCatalogue.rule(id) {
                row.rule = id.rawValue
                row.ruleHref = root + RulesPage.place(of: id)
                row.isGuess = rule.isGuess
                row.isPartlyGuess = rule.isPartlyGuess
            }
            return row
        }
    }

    static func row(_ event: TraceEvent, number: Int) -> TraceRow {
        var row = TraceRow(
            number: number, step: event.step, isCall: false, isNote: false, isTransition: false,
            caller: "", receiver: "", text: "", arguments: nil, returned: nil, depth: event.depth, indent: min(event.depth, 6))
        switch event.kind {
        case .call(let call):
            row.isCall = true
            row.caller = call.caller.rawValue
            row.receiver = call.receiver.rawValue
            row.text = call.method
            row.arguments = call.arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ").nonEmpty
            row.returned = call.result
        case .note(let note):
            row.isNote = true
            row.receiver = note.objects.map(\.rawValue).joined(separator: ", ")
            row.text = note.text
        case .transition(let transition):
            row.isTransition = true
            row.receiver = transition.object.rawValue
            row.text = "\(transition.from) → \(transition.to)"
        }
        return row
    }
}
