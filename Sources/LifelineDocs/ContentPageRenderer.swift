import LifecycleDiagrams
import StaticSite

/// A Markdown page through cmark-gfm, its ```` ```lifeline ```` blocks replaced by diagrams,
/// into the `page` template.
struct ContentPageRenderer {
    let content: LoadedContent
    let traces: ScenarioTraces
    let diagrams: DiagramSet
    let navigation: SiteNavigation

    func render(_ page: SourcePage) throws -> RenderedPage {
        let root = RelativePath.root(from: page.outputPath)
        let blocks = Dictionary(uniqueKeysWithValues: page.diagramBlocks.map { ($0.line, $0) })
        let markdown = MarkdownRenderer(rewriteLink: RelativePath.markdownToHTML)
        let rendered: RenderedMarkdown
        do {
            rendered = try markdown.render(page.body) { block in
                guard block.language == DiagramBlock.infoString, let diagram = blocks[page.bodyLine + block.line - 1] else { return nil }
                guard let request = traces.request(for: diagram) else { return nil }
                let scenario = request.scenarioID.flatMap { traces.trace($0)?.scenario }
                let figure = DiagramFigure(
                    request: request, scenario: scenario, caption: diagram.caption, size: diagrams.size(request), formats: diagrams.formats(request))
                return figure.html(root: root, linkToScenario: scenario != nil)
            }
        } catch let markup as UnsafeMarkup {
            throw SiteDiagnostic(path: page.path, line: page.bodyLine + markup.line - 1, message: markup.message)
        }
        let contents = rendered.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            ContentsItem(text: $0.text, href: "#\($0.anchor)", nested: $0.level == 3)
        }
        var model = PageModel(
            site: content.settings.title, title: page.title, description: page.frontMatter.description ?? "",
            path: page.outputPath, navigation: navigation, contents: contents, body: rendered.html)
        // A page that opens with its title: the title first, then the contents, then the rest.
        if rendered.html.hasPrefix("<h1 "), let end = rendered.html.range(of: "</h1>\n") {
            model.heading = String(rendered.html[..<end.upperBound])
            model.body = String(rendered.html[end.upperBound...])
        }
        let html = try content.templates.render("page", model)
        let links = rendered.links.map { SourceLink(destination: $0.destination, line: page.bodyLine + $0.line - 1) }
        return RenderedPage(
            path: page.outputPath, html: html, title: page.title, headings: rendered.headings,
            source: PageSource(path: page.path, links: links))
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
}

/// The file a page was made from, and the links written in it.
struct PageSource {
    var path: String
    var links: [SourceLink]
}

/// A link as written in a Markdown file (after `.md` → `.html`), and its line in that file.
struct SourceLink {
    var destination: String
    var line: Int
}
