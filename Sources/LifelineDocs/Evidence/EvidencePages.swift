import Foundation
import DeviceLogs
import LifecycleEngine
import LifecycleModel
import StaticSite

/// The pages the evidence check produces: *Evidence* (every log and its verdict), a page per log
/// (the log, its diff diagram, the aligned calls) and *Coverage* (every rule, callback and state
/// transition of the model, the scenarios that exercise it, the logs that back it). Each is a
/// model written as Markdown by its template (`evidence`, `evidence-log`, `coverage`), so that it
/// takes the page template, search and the link check like any page a writer wrote.
struct EvidencePages {
    /// The templates that write these pages' Markdown.
    static let templateNames = ["evidence", EvidenceRowTemplate.name, "evidence-log", "coverage", "markdown-links"]

    let report: EvidenceReport
    let traces: ScenarioTraces
    let diagrams: DiagramSet
    let templates: TemplateLibrary

    /// Whether the site links to the walk-through page (a project of its own may not have one).
    let hasGuide: Bool
    /// What the Coverage page shows, gathered once (its key is made of it too).
    /// Made when the Coverage page is rendered (or its key needs it, `SiteModelMemo`).
    let coverage: MadeOnce<CoverageFacts>
    /// The Evidence page and its model, made once for its key and its rendering when either
    /// asks (made for each, it was 25 M instructions twice in a one-scenario edit, callgrind).
    private let indexModel: (page: SitePage, model: MadeOnce<EvidenceIndexModel>)?

    init(report: EvidenceReport, traces: ScenarioTraces, diagrams: DiagramSet, templates: TemplateLibrary, hasGuide: Bool, coverage: MadeOnce<CoverageFacts>, indexPage: SitePage?) {
        self.report = report
        self.traces = traces
        self.diagrams = diagrams
        self.templates = templates
        self.hasGuide = hasGuide
        self.coverage = coverage
        indexModel = indexPage.map { page in (page, MadeOnce { EvidenceIndexModel(page, report: report, traces: traces, hasGuide: hasGuide) }) }
    }

    /// The Evidence page's model: the one made at the start when it is that page's.
    private func model(_ page: SitePage) -> EvidenceIndexModel {
        if let indexModel, indexModel.page.path == page.path { return indexModel.model.wrapped }
        return EvidenceIndexModel(page, report: report, traces: traces, hasGuide: hasGuide)
    }

    static let guidePath = "checking-your-own-logs.html"
    /// How a generated page's source path starts, in messages (it has no file).
    static let generatedPrefix = "(generated) "

    /// The Evidence page (`SitePage.evidence`).
    func index(_ page: SitePage) throws -> SourcePage {
        let facts = model(page)
        let model = EvidencePageModel(facts: facts, logRows: try EvidenceRowTemplate(templates: templates).markdown(facts.logs))
        return try Self.generated(page, description: "Every published device log Lifeline's model is checked against, with its source and verdict.", markdown: try templates.render("evidence", model))
    }

    /// Everything the Evidence page shows, as text: its model, every field (`PageKeys`).
    func indexMadeOf(_ page: SitePage) -> String { model(page).spelt }

    /// A log's page (`SitePage.evidenceLog`).
    func page(_ entry: EvidenceReport.Entry, _ sitePage: SitePage) throws -> SourcePage {
        // Only a diverging log has a diff (`EvidenceChecker`), and it is drawn.
        let figure = entry.request.flatMap { request in diagrams.size(request).map { (request, $0) } }.map { request, size in
            DiagramFigure(request: request, scenario: nil, caption: "The device against the model: calls only on the device are orange, calls only in the model purple and dashed.", size: size, formats: diagrams.formats(request))
                .html(root: "../", linkToScenario: false)
        }
        let model = EvidenceLogModel(entry, sitePage, traces: traces, figure: figure)
        // The figure is the build's own HTML (its style sets the diagram's minimum width).
        return try Self.generated(
            sitePage, description: "A device log by \(entry.evidence.header.author), held against the scenario \(entry.evidence.header.scenario).",
            markdown: try templates.render("evidence-log", model), trustedHTML: Set(figure.map { [$0] } ?? []))
    }

    /// The Coverage page (`SitePage.coverage`).
    func coverage(_ page: SitePage) throws -> SourcePage {
        let model = CoverageModel(page, facts: coverage.wrapped)
        return try Self.generated(page, description: "Every callback and state transition of the model: the scenarios that exercise it and the device logs that back it.", markdown: try templates.render("coverage", model))
    }

    // MARK: Pages

    /// The Markdown of `page`, which the build writes (its navigation place is the plan's).
    static func generated(_ page: SitePage, description: String, markdown: String, trustedHTML: Set<String> = []) throws -> SourcePage {
        try SourcePage(
            path: "\(generatedPrefix)\(page.path.dropLast(".html".count)).md", outputPath: page.path,
            frontMatter: FrontMatter(title: page.title, description: description),
            body: markdown, bodyLine: 1, trustedHTML: trustedHTML, inlineIDPrefix: String(page.path.dropLast(".html".count)))
    }
}
