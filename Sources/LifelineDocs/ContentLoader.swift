import Foundation
import StaticSite

/// Stage 1: the project's Markdown pages, scenarios and templates, read and parsed.
struct ContentLoader {
    let project: Project

    func load() throws -> LoadedContent {
        let catalog = try ScenarioCatalog(project: project)
        let templates = try TemplateLibrary(directory: project.templates, displayPath: project.displayPath(project.templates))
        let names = try FileManager.default.contentsOfDirectory(atPath: project.content.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        let pages = try names.map { name in
            let url = project.content.appendingPathComponent(name)
            let path = project.displayPath(url)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw SiteDiagnostic(path: path, message: "cannot read page (is it UTF-8 text?)")
            }
            let (matter, body, bodyLine) = try FrontMatter.split(text, path: path)
            return SourcePage(path: path, slug: String(name.dropLast(3)), frontMatter: matter, body: body, bodyLine: bodyLine)
        }
        return LoadedContent(catalog: catalog, templates: templates, pages: pages.filter { !$0.frontMatter.draft })
    }
}

/// Everything stage 1 read.
struct LoadedContent {
    var catalog: ScenarioCatalog
    var templates: TemplateLibrary
    var pages: [SourcePage]
}

/// One Markdown page: where it came from, its front matter and its body.
struct SourcePage {
    var path: String
    var slug: String
    var frontMatter: FrontMatter
    var body: String
    /// The body's first line in the file, so Markdown line numbers map back to the file.
    var bodyLine: Int
}
