import Foundation
import LifecycleDiagrams
import StaticSite

/// Stage 4: each Markdown page through cmark-gfm, its diagram blocks replaced, into the layout.
struct PageRenderer {
    let project: Project

    func render(_ content: LoadedContent, diagrams: DiagramSet) throws -> [String: String] {
        var pages: [String: String] = [:]
        for page in content.pages {
            let body = try MarkdownRenderer().render(page.body) { block in
                guard block.info == DiagramBlock.infoString else { return nil }
                let line = page.bodyLine + block.line - 1
                return try DiagramBlock(block.code, path: page.path, line: line).html(diagrams: diagrams)
            }
            let model = PageModel(
                title: page.frontMatter.title ?? page.slug,
                description: page.frontMatter.description ?? "",
                body: body)
            pages["\(page.slug).html"] = try content.templates.render("page", model)
        }
        return pages
    }
}

/// What the page template sees; `body` is pre-rendered HTML (triple braces in the template).
struct PageModel {
    var title: String
    var description: String
    var body: String
}
