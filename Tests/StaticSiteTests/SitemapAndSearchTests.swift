import Foundation
import LifelineTestSupport
@testable import StaticSite
import Testing

@Suite("Sitemap and search index")
struct SitemapAndSearchTests {
    @Test("The sitemap lists absolute URLs in path order, folders for index pages, no dates")
    func sitemap() {
        let xml = Sitemap(baseURL: "https://example.org/docs").xml(paths: ["b.html", "index.html", "guide/index.html", "a b.html"])
        #expect(String(decoding: xml, as: UTF8.self) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.org/docs/a%20b.html</loc></url>
              <url><loc>https://example.org/docs/b.html</loc></url>
              <url><loc>https://example.org/docs/guide/</loc></url>
              <url><loc>https://example.org/docs/</loc></url>
            </urlset>

            """)
    }

    @Test("The search index holds titles and second-level-and-deeper headings, as a script")
    func searchIndex() throws {
        var index = SearchIndex()
        index.add(title: "Loading", url: "loading.html", headings: [
            .init(level: 1, text: "Loading", anchor: "loading", line: 1),
            .init(level: 2, text: "</script> & loadView", anchor: "script--loadview", line: 3),
        ])
        #expect(String(decoding: try index.script(variable: "idx"), as: UTF8.self) == """
            window.idx = [{"kind":"page","title":"Loading","url":"loading.html"},{"kind":"heading","page":"Loading","title":"<\\/script> & loadView","url":"loading.html#script--loadview"}];

            """)
    }

    @Test("Entries appended as reference pages say so; the guide's entries leave the key out")
    func referenceEntries() throws {
        var guide = SearchIndex(), log = SearchIndex(), index = SearchIndex()
        guide.add(title: "Appearing", url: "appearing.html")
        log.add(title: "A log", url: "evidence/a.html", headings: [.init(level: 2, text: "The log", anchor: "the-log", line: 2)])
        index.append(contentsOf: guide)
        index.append(contentsOf: log, reference: true)
        #expect(String(decoding: try index.script(variable: "idx"), as: UTF8.self) == """
            window.idx = [{"kind":"page","title":"Appearing","url":"appearing.html"},{"kind":"page","reference":true,"title":"A log","url":"evidence/a.html"},{"kind":"heading","page":"A log","reference":true,"title":"The log","url":"evidence/a.html#the-log"}];

            """)
    }

    @Test("Pages' entries encoded one page at a time and joined are the bytes of one index holding them all")
    func encodedParts() throws {
        var guide = SearchIndex(), empty = SearchIndex(), log = SearchIndex(), whole = SearchIndex()
        guide.add(title: "Appearing", url: "appearing.html", headings: [.init(level: 2, text: "a </b>", anchor: "a-b", line: 2)])
        log.add(title: "A log", url: "evidence/a.html")
        whole.append(contentsOf: guide)
        whole.append(contentsOf: log, reference: true)
        let parts = [try guide.encodedEntries(), try empty.encodedEntries(), try log.encodedEntries(reference: true)]
        #expect(parts[1].isEmpty)
        #expect(String(decoding: parts[2], as: UTF8.self) == #"{"kind":"page","reference":true,"title":"A log","url":"evidence/a.html"}"#)
        #expect(SearchIndex.script(encodedParts: parts, variable: "idx") == (try whole.script(variable: "idx")))
        #expect(String(decoding: SearchIndex.script(encodedParts: [], variable: "idx"), as: UTF8.self) == "window.idx = [];\n")
    }

    @Test("Each page entry and heading entry gets the plain text of its part of the page; a scenario its steps and callbacks")
    func searchText() throws {
        var index = SearchIndex()
        index.add(
            title: "Memory", url: "memory.html",
            headings: [.init(level: 1, text: "Memory", anchor: "memory", line: 1), .init(level: 2, text: "iOS 6", anchor: "ios-6", line: 5)],
            html: """
                <h1 id="memory">Memory<a class="anchor" href="#memory" aria-label="Link to this section">#</a></h1>
                <p>UIKit calls <code>didReceiveMemoryWarning</code>, then &lt;more&gt;.</p>
                <h2 id="ios-6">iOS 6<a class="anchor" href="#ios-6">#</a></h2>
                <p>No more <em>unloading</em>.</p>
                """,
            terms: ["viewDidLoad", "viewDidLoad", "loadView"])
        index.addScenario(title: "Launch", url: "scenarios/launch.html", text: "launch with root A", callbacks: ["loadView"])
        #expect(index.entries == [
            .init(title: "Memory", url: "memory.html", kind: .page, text: "UIKit calls didReceiveMemoryWarning, then <more>.", terms: "viewDidLoad loadView"),
            .init(title: "iOS 6", page: "Memory", url: "memory.html#ios-6", kind: .heading, text: "No more unloading."),
            .init(title: "Launch", url: "scenarios/launch.html", kind: .scenario, text: "launch with root A", terms: "loadView"),
        ])
    }

    @Test("A page's words: tags dropped (a block leaves a space), cmark's five entities decoded once, Unicode's white space collapsed")
    func plainText() {
        #expect(SearchIndex.plainText("<p>A&amp;B &lt;b&gt; &quot;q&quot; it&#39;s &amp;lt;</p><p>next</p>") == "A&B <b> \"q\" it's &lt; next")
        #expect(SearchIndex.plainText("  <li>one</li>\n\t<li>two\u{00A0}three\u{2009}four\u{3000}five</li>  ") == "one two three four five")
        #expect(SearchIndex.plainText("<code>view</code>Will<em>Appear</em> &amp &nbsp; é") == "viewWillAppear &amp &nbsp; é")
        #expect(SearchIndex.plainText("") == "")
    }
}

@Suite("The search index's script")
struct SearchScriptTests {
    @Test("Every '</' in the parts gets a backslash between, and nothing else changes, for random parts of '<', '/' and other bytes")
    func escapesClosingTags() {
        var random = SeededGenerator(state: 71)
        let pieces = ["<", "/", "</", "<<", "//", "a", "\"", "视", "<\\/"]
        for _ in 0..<2_000 {
            let parts = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Data((0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined().utf8)
            }
            // The reference: the joined array, a byte at a time.
            let json = "[" + parts.filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ",") + "]"
            var expected = "window.idx = "
            var previous: Character = " "
            for character in json.unicodeScalars.map(Character.init) {
                if previous == "<", character == "/" { expected += "\\" }
                expected.append(character)
                previous = character
            }
            expected += ";\n"
            #expect(String(decoding: SearchIndex.script(encodedParts: parts, variable: "idx"), as: UTF8.self) == expected)
        }
    }
}
