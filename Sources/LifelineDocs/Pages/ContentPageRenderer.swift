import LifecycleDiagrams
import StaticSite

/// A Markdown page, rendered when it was read (`SourcePage`), its ```` ```lifeline ```` blocks
/// replaced by their diagrams, into the `page` template.
struct ContentPageRenderer {
    let content: LoadedContent
    let traces: ScenarioTraces
    let diagrams: DiagramSet
    let sidebar: Sidebar

    func render(_ page: SourcePage) throws -> RenderedPage {
        let root = RelativePath.root(from: page.outputPath)
        var callbacks: [String] = []
        let html = try page.html { diagram in
            guard let request = traces.request(for: diagram) else {
                throw SiteDiagnostic(path: page.path, line: diagram.line, message: "no diagram was planned for this block")
            }
            let scenario = request.scenarioID.flatMap { traces.trace($0)?.scenario }
            if let id = request.scenarioID, let trace = traces.trace(id) { callbacks += trace.callbackNames }
            let sized = try DiagramFigure.sized(for: diagram, request: request, in: diagrams)
            let figure = DiagramFigure(
                request: request, scenario: scenario, caption: diagram.caption, size: sized.size, formats: diagrams.formats(request),
                headerBand: request.kind == .sequence ? diagrams.headerBand(request) : nil, articleTag: sized.articleTag)
            return figure.html(root: root, linkToScenario: scenario != nil)
        }
        let rendered = page.markdown
        let contents = rendered.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            ContentsItem(text: $0.text, href: "#\($0.anchor)", nested: $0.level == 3)
        }
        var model = PageModel(
            site: content.settings.title, title: page.title, description: page.frontMatter.description ?? "",
            path: page.outputPath, sidebar: sidebar, contents: contents, body: html)
        model.draft = page.frontMatter.draft
        // A generated page (Evidence, Coverage, a log's page) has no source file to edit.
        if !page.isGenerated { model.editURL = content.settings.editURL.map { $0 + page.outputPath.dropLast(".html".count) + ".md" } }
        // A page that opens with its title: the title first, then the contents, then the rest.
        if html.hasPrefix("<h1 "), let end = html.firstRange(ofASCII: "</h1>\n") {
            model.heading = String(html[..<end.upperBound])
            model.body = String(html[end.upperBound...])
        }
        let links = rendered.links.map { SourceLink(destination: $0.destination, line: page.bodyLine + $0.line - 1) }
        return RenderedPage(
            path: page.outputPath, html: try content.templates.render("page", model), title: page.title, headings: rendered.headings,
            source: PageSource(path: page.path, links: links), search: .page(html: html, callbacks: callbacks))
    }
}

/// One page of the finished site.
struct RenderedPage {
    /// Relative to the site root.
    var path: String
    var html: String
    var title: String
    var headings: [RenderedMarkdown.Heading]
    /// Where the page came from, so that a broken link can be reported at its line.
    var source: PageSource?
    /// What the search index reads of the page besides its title and headings.
    var search: SearchSource = .titles
}

/// What a page gives the search index besides its title and headings.
enum SearchSource {
    /// Nothing: the page is not searched (search, 404).
    case none
    /// Only the title and headings (the scenario index, whose text is other pages' titles).
    case titles
    /// The page's body as HTML, split at its headings; `callbacks`: those of its diagrams.
    case page(html: String, callbacks: [String])
    /// A scenario: its description and steps, and every callback it makes.
    case scenario(text: String, callbacks: [String])
    /// A summary of the page, and the callbacks it shows: a device log's page, found by who
    /// logged what on which iOS (its quoted log and aligned calls were half of the index; its
    /// source's address and notes, a fifth of what was left).
    case summary(text: String, callbacks: [String])
    /// The opening and the headings' names, not their sections: a page whose tables list other
    /// pages, each indexed itself (Evidence, Coverage, Rules: their tables were a tenth of the index).
    case catalogue(html: String)
}

/// The file a page was made from, and the links written in it.
struct PageSource: Codable {
    var path: String
    var links: [SourceLink]
}

/// A link as written in a Markdown file (after `.md` → `.html`), and its line in that file.
struct SourceLink: Codable {
    var destination: String
    var line: Int
}
