import LifelineTestSupport
@testable import StaticSite
import Testing

@Suite("Mustache templates")
struct TemplateLibraryTests {
    struct Page {
        var title: String
        var items: [Item]
        var body: String
    }

    struct Item {
        var name: String
    }

    static func library(_ files: [String: String]) throws -> (TemplateLibrary, TemporaryFolder) {
        let folder = try TemporaryFolder()
        do {
            for (name, text) in files { try folder.write(name, text) }
            return (try TemplateLibrary(directory: folder.url, displayPath: "Templates"), folder)
        } catch {
            // A library refused leaves no folder behind (a run of the suite left one a test).
            folder.remove()
            throw error
        }
    }

    @Test("A page inherits the shared layout and fills its block; partials are included")
    func layoutAndPartials() throws {
        let (library, folder) = try Self.library([
            "layout.mustache": "<title>{{title}}</title>{{> header}}<main>{{$main}}default{{/main}}</main>",
            "header.mustache": "<header>{{#items}}[{{name}}]{{/items}}</header>",
            "page.mustache": "{{<layout}}{{$main}}{{{body}}}{{/main}}{{/layout}}",
        ])
        defer { folder.remove() }
        #expect(library.names == ["header", "layout", "page"])
        let html = try library.render("page", Page(title: "A & B", items: [Item(name: "x"), Item(name: "y")], body: "<p>hi</p>"))
        #expect(html == "<title>A &amp; B</title><header>[x][y]</header><main><p>hi</p></main>")
    }

    @Test("A syntax error names the template file, line and column, and says what is wrong", arguments: [
        ("<p>\n{{#items}}\n{{name}}\n{{/item}}\n", "Templates/page.mustache:4:4: error: a section is closed with a name it was not opened with"),
        ("<p>\n{{#items}}\n{{name}}\n", "Templates/page.mustache:4:1: error: a section is never closed; expected '{{/NAME}}' before the end of the file"),
        ("<p>\n{{name", "Templates/page.mustache:2:7: error: the file ends inside a tag; expected '}}'"),
        ("<p>{{=<%=}}</p>", "Templates/page.mustache:1:7: error: a delimiter change must look like '{{=<% %>=}}'"),
    ])
    func syntaxError(text: String, message: String) throws {
        do {
            _ = try Self.library(["page.mustache": text, "layout.mustache": "{{$main}}{{/main}}"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("A partial or parent that does not exist is an error at the tag")
    func missingPartial() throws {
        do {
            _ = try Self.library(["page.mustache": "<p>\n  {{> footer }}\n"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Templates/page.mustache:2:3: error: no partial named 'footer' (expected Templates/footer.mustache)")
        }
        do {
            _ = try Self.library(["page.mustache": "{{<base}}{{/base}}"])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Templates/page.mustache:1:1: error: no parent template named 'base' (expected Templates/base.mustache)")
        }
    }

    @Test("A name the model does not have is an error at the tag, also in a partial")
    func unknownName() throws {
        let (library, folder) = try Self.library([
            "page.mustache": "<h1>{{title}}</h1>\n{{> list}}",
            "list.mustache": "{{#items}}\n<li>{{nmae}}</li>{{/items}}",
        ])
        defer { folder.remove() }
        do {
            _ = try library.render("page", Page(title: "T", items: [Item(name: "x")], body: ""))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Templates/list.mustache:2:5: error: 'nmae' is not a stored property of the page model (rendering 'page')")
        }
        // Inside a section that is empty, no element shows its properties: nothing to judge.
        #expect(try library.render("page", Page(title: "T", items: [], body: "")) == "<h1>T</h1>\n")
    }

    /// A model that names its values itself, as the site's page models do.
    struct Notes: TemplateModel {
        var title: String
        var notes: [Item]

        func child(named name: String) -> Any? {
            switch name {
            case "title": title
            case "notes": notes
            default: nil
            }
        }
    }

    /// Notes in groups: a section inside a list's section.
    struct Groups: TemplateModel {
        var groups: [Notes]

        func child(named name: String) -> Any? { name == "groups" ? groups : nil }
    }

    @Test("A model whose sections around the names not yet judged are all empty is not walked again; the first that fills one is, and its error comes")
    func emptySectionsNotWalkedAgain() throws {
        let (library, folder) = try Self.library([
            "notes.mustache": "<h1>{{title}}</h1>\n{{#notes}}<li>{{nmae}}</li>{{/notes}}",
            "groups.mustache": "{{#groups}}<h2>{{title}}</h2>{{#notes}}<li>{{nmae}}</li>{{/notes}}{{/groups}}",
        ])
        defer { folder.remove() }
        for index in 1...3 {
            #expect(try library.render("notes", Notes(title: "T\(index)", notes: [])) == "<h1>T\(index)</h1>\n")
        }
        #expect(library.modelsWalked == 1)
        do {
            _ = try library.render("notes", Notes(title: "T", notes: [Item(name: "x")]))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Templates/notes.mustache:2:15: error: 'nmae' is not a stored property of the page model (rendering 'notes')")
        }
        #expect(library.modelsWalked == 2)
        // Inside a list, every element's section is looked at: groups whose notes are all empty
        // judge nothing; one group with a note does.
        let empty = Groups(groups: [Notes(title: "A", notes: []), Notes(title: "B", notes: [])])
        for _ in 1...3 { #expect(try library.render("groups", empty) == "<h2>A</h2><h2>B</h2>") }
        #expect(library.modelsWalked == 3)
        do {
            _ = try library.render("groups", Groups(groups: [Notes(title: "A", notes: []), Notes(title: "B", notes: [Item(name: "x")])]))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Templates/groups.mustache:1:44: error: 'nmae' is not a stored property of the page model (rendering 'groups')")
        }
        #expect(library.modelsWalked == 4)
    }

    @Test("Rendering a template that does not exist is an error")
    func unknownTemplate() throws {
        let (library, folder) = try Self.library(["page.mustache": "x"])
        defer { folder.remove() }
        #expect(throws: SiteDiagnostic(path: "Templates/nowhere.mustache", message: "missing template 'nowhere'")) {
            try library.render("nowhere", Page(title: "", items: [], body: ""))
        }
    }

    @Test("A site requires the templates it renders with, and the first missing one is named")
    func required() throws {
        let (library, folder) = try Self.library(["page.mustache": "x", "404.mustache": "y"])
        defer { folder.remove() }
        try library.require(["page", "404"])
        #expect(throws: SiteDiagnostic(path: "Templates/scenario.mustache", message: "missing template; the site renders with 'page', 'scenario', '404'")) {
            try library.require(["page", "scenario", "404"])
        }
    }

    @Test("A partial or parent that includes itself, directly or through others, is an error at the tag where the cycle starts", arguments: [
        (["x.mustache": "a\n  {{> x}}"], "Templates/x.mustache:2:3: error: partial 'x' includes itself (x → x)"),
        (["x.mustache": "{{> y}}", "y.mustache": "\n{{> x}}"], "Templates/x.mustache:1:1: error: partial 'x' includes itself (x → y → x)"),
        (["a.mustache": "{{> x}}", "x.mustache": "{{> y}}", "y.mustache": "{{> z}}", "z.mustache": "{{<x}}{{/x}}"],
         "Templates/x.mustache:1:1: error: parent template 'x' includes itself (x → y → z → x)"),
    ])
    func cycles(files: [String: String], message: String) throws {
        #expect(throws: SiteDiagnostic(path: message.components(separatedBy: ":")[0], line: Int(message.components(separatedBy: ":")[1])!,
                                       column: Int(message.components(separatedBy: ":")[2])!,
                                       message: String(message.split(separator: "error: ", maxSplits: 1)[1]))) {
            _ = try Self.library(files)
        }
        #expect(message.contains("error: "))
    }

    struct Links {
        var lines: [Line]
    }

    struct Line {
        var text: String
        var href: String
        var extra: Extra?
    }

    struct Extra {
        var note: String
    }

    @Test("A template that writes Markdown escapes every double-braced name for Markdown and none triple-braced")
    func markdownContentType() throws {
        let (library, folder) = try Self.library([
            "list.mustache": "{{% CONTENT_TYPE: MARKDOWN}}\n{{#lines}}\n- [{{text}}]({{{href}}})\n{{/lines}}\n",
        ])
        defer { folder.remove() }
        let markdown = try library.render("list", Links(lines: [Line(text: "*a* [b](c) <i>|x|</i> #1 & 2\\", href: "<p/a%20b.html>")]))
        #expect(markdown == ##"- [\*a\* \[b\](c) \<i\>\|x\|\</i\> \#1 \& 2\\](<p/a%20b.html>)"## + "\n")
    }

    @Test("A partial's names are judged in the sections it is included in: a name no model has is an error at the partial's tag")
    func partialNamesInTheirSections() throws {
        let (library, folder) = try Self.library([
            "list.mustache": "{{#lines}}{{#extra}}{{> note}}{{/extra}}{{/lines}}",
            "note.mustache": "({{note}})",
            "wrong.mustache": "{{#lines}}{{#extra}}{{> typo}}{{/extra}}{{/lines}}",
            "typo.mustache": "\n({{nothing}})",
        ])
        defer { folder.remove() }
        // `extra` is nil in every line: what the partial asks for cannot be judged, and renders nothing.
        #expect(try library.render("list", Links(lines: [Line(text: "a", href: "h", extra: nil)])) == "")
        #expect(try library.render("list", Links(lines: [Line(text: "a", href: "h", extra: Extra(note: "n"))])) == "(n)")
        do {
            _ = try library.render("wrong", Links(lines: [Line(text: "a", href: "h", extra: Extra(note: "n"))]))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Templates/typo.mustache:2:2: error: 'nothing' is not a stored property of the page model (rendering 'wrong')")
        }
    }

    @Test("Names are HTML-escaped to the bytes swift-mustache's own escaping gives, marks combining with '<' or '\"' included; a template's first line stays its first")
    func escapingAsMustache() throws {
        let (library, folder) = try Self.library([
            "ours.mustache": "{{title}}|{{body}}\n",
            "theirs.mustache": "{{% CONTENT_TYPE: HTML}}\n{{title}}|{{body}}\n",
        ])
        defer { folder.remove() }
        var random = SeededGenerator(state: 3)
        let pieces = ["<", ">", "&", "\"", "'", "a", "\u{301}", "视", " ", "\n", "&amp;"]
        for _ in 0..<2_000 {
            let text = { (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
            let page = Page(title: text(), items: [], body: text())
            #expect(try library.render("ours", page) == library.render("theirs", page), "\(Array(page.title.unicodeScalars)) \(Array(page.body.unicodeScalars))")
        }
        #expect(try library.render("ours", Page(title: "'\u{301}<>", items: [], body: "&\"")) == "'\u{301}&lt;&gt;|&amp;&quot;\n")
    }

    @Test("A pair of template and model type judged whole is given back by judgedPairs; taken back, it is not checked again; a pair only half judged is not given")
    func judgedPairs() throws {
        let files = ["page.mustache": "<h1>{{title}}</h1>{{#items}}{{name}}{{/items}}", "half.mustache": "{{#items}}{{name}}{{/items}}"]
        let (library, folder) = try Self.library(files)
        defer { folder.remove() }
        _ = try library.render("page", Page(title: "T", items: [Item(name: "x")], body: ""))
        _ = try library.render("half", Page(title: "T", items: [], body: ""))
        #expect(library.judgedPairs == ["page\u{1F}StaticSiteTests.TemplateLibraryTests.Page"])

        // A library that takes a pair as judged renders without the check: here a misspelled
        // name passes, which only shows the check was skipped (a caller assumes pairs only for
        // the same templates and program).
        let (misspelled, other) = try Self.library(["page.mustache": "<h1>{{titel}}</h1>"])
        defer { other.remove() }
        #expect(throws: SiteDiagnostic.self) { try misspelled.render("page", Page(title: "T", items: [], body: "")) }
        let (assuming, third) = try Self.library(["page.mustache": "<h1>{{titel}}</h1>"])
        defer { third.remove() }
        assuming.assumeJudged(library.judgedPairs)
        #expect(try assuming.render("page", Page(title: "T", items: [], body: "")) == "<h1></h1>")
        #expect(assuming.judgedPairs == library.judgedPairs)
    }
}
