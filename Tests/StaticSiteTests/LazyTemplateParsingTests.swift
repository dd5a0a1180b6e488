import LifelineTestSupport
@testable import StaticSite
import Testing

/// Templates known to parse (`parsedBefore`) are parsed when a render first needs them: the same
/// pages come out, a template no render needs is never parsed, and a template that does not parse
/// after all is still an error at its line and column.
@Suite("Templates parsed when needed")
struct LazyTemplateParsingTests {
    struct Page {
        var title: String
        var items: [Item]
        var body: String
    }

    struct Item {
        var name: String
    }

    static let page = Page(title: "A & B", items: [Item(name: "x"), Item(name: "y")], body: "<p>hi</p>")

    static let files = [
        "layout.mustache": "<title>{{title}}</title>{{> header}}<main>{{$main}}default{{/main}}</main>",
        "header.mustache": "<header>{{#items}}[{{> item}}]{{/items}}</header>",
        "item.mustache": "{{name}}",
        "page.mustache": "{{<layout}}{{$main}}{{{body}}}{{/main}}{{/layout}}",
        "other.mustache": "<p>{{title}}</p>",
    ]

    /// A library of `files`, read as known to parse (`lazily`) or not, and the sources it was asked about.
    static func library(_ files: [String: String], lazily: Bool) throws -> (TemplateLibrary, TemporaryFolder, [String: String]?) {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        nonisolated(unsafe) var asked: [String: String]?
        let library = try TemplateLibrary(defaults: [:], directory: folder.url, displayPath: "Templates", parsedBefore: { sources in
            asked = sources
            return lazily
        })
        return (library, folder, asked)
    }

    @Test("Known to parse, a template and the partials and parents it uses are parsed when it renders; the page is the same")
    func samePages() throws {
        let (eager, eagerFolder, asked) = try Self.library(Self.files, lazily: false)
        defer { eagerFolder.remove() }
        let (lazy, lazyFolder, _) = try Self.library(Self.files, lazily: true)
        defer { lazyFolder.remove() }
        // Asked with every template's text, by name.
        #expect(asked == Dictionary(uniqueKeysWithValues: Self.files.map { (String($0.key.dropLast(".mustache".count)), $0.value) }))
        #expect(lazy.parsedNames.isEmpty)
        #expect(eager.parsedNames == ["header", "item", "layout", "other", "page"])
        let page = try lazy.render("page", Self.page)
        #expect(page == (try eager.render("page", Self.page)))
        #expect(page == "<title>A &amp; B</title><header>[x][y]</header><main><p>hi</p></main>")
        #expect(lazy.parsedNames == ["header", "item", "layout", "page"])
    }

    @Test("A template said to parse that does not is an error at its line and column when a render needs it, not before")
    func brokenAfterAll() throws {
        var files = Self.files
        files["item.mustache"] = "{{#name}}\n{{name}}\n"
        let (lazy, folder, _) = try Self.library(files, lazily: true)
        defer { folder.remove() }
        #expect(try lazy.render("other", Self.page) == "<p>A &amp; B</p>")
        do {
            _ = try lazy.render("page", Self.page)
            Issue.record("a template that does not parse was rendered")
        } catch {
            #expect("\(error)" == "Templates/item.mustache:3:1: error: a section is never closed; expected '{{/NAME}}' before the end of the file")
        }
        // Not said to parse, the same library is refused when read, with the same error.
        do {
            _ = try Self.library(files, lazily: false)
            Issue.record("a template that does not parse was read")
        } catch {
            #expect("\(error)" == "Templates/item.mustache:3:1: error: a section is never closed; expected '{{/NAME}}' before the end of the file")
        }
    }

    @Test("A theme that changes delimiters includes partials the scan cannot name: every template is parsed for a render")
    func changedDelimiters() throws {
        let files = [
            "page.mustache": "{{=<% %>=}}<p><%title%></p><%> part%>",
            "part.mustache": "<i>{{title}}</i>",
            "unused.mustache": "<b></b>",
        ]
        let (lazy, folder, _) = try Self.library(files, lazily: true)
        defer { folder.remove() }
        #expect(try lazy.render("page", Self.page) == "<p>A &amp; B</p><i>A &amp; B</i>")
        #expect(lazy.parsedNames == ["page", "part", "unused"])
    }
}
