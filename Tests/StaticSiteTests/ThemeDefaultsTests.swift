import Foundation
import LifelineTestSupport
import StaticSite
import Testing

/// A theme's templates given as text (as a program carries them), replaced file by file by a
/// folder's templates.
@Suite("Templates over a built-in theme")
struct ThemeDefaultsTests {
    static let theme = [
        "layout": "<main>{{$main}}{{/main}}</main>{{> footer}}",
        "footer": "<footer>theme</footer>",
        "page": "{{<layout}}{{$main}}{{body}}{{/main}}{{/layout}}",
    ]

    struct Page { var body: String }

    @Test("A folder's template replaces the theme's of that name; the others stay; no folder: the theme alone")
    func override() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("footer.mustache", "<footer>mine</footer>")
        let mine = try TemplateLibrary(defaults: Self.theme, directory: folder.url, displayPath: "Templates")
        #expect(try mine.render("page", Page(body: "x")) == "<main>x</main><footer>mine</footer>")
        let alone = try TemplateLibrary(defaults: Self.theme, directory: folder.url.appendingPathComponent("none"), displayPath: "Templates")
        #expect(try alone.render("page", Page(body: "x")) == "<main>x</main><footer>theme</footer>")
    }

    @Test("A mistake in a theme template is named in the theme; without a theme, a missing folder is an error")
    func errors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        do {
            _ = try TemplateLibrary(defaults: ["page": "{{> nope}}"], directory: folder.url, displayPath: "Templates")
            Issue.record("a theme template naming a missing partial was accepted")
        } catch {
            #expect("\(error)" == "(built-in theme)/page.mustache:1:1: error: no partial named 'nope' (expected Templates/nope.mustache)")
        }
        do {
            _ = try TemplateLibrary(directory: folder.url.appendingPathComponent("none"), displayPath: "Templates")
            Issue.record("a missing folder without a theme was accepted")
        } catch {
            #expect("\(error)" == "Templates:1:1: error: cannot read the templates folder; name it with --templates, or the project with --root")
        }
    }
}
