import StaticSite
import Testing

@Suite("Markdown through cmark-gfm")
struct MarkdownRendererTests {
    @Test("GFM tables, strikethrough, task lists and autolinks render; a raw <xmp> is refused before the tag filter could escape it")
    func extensions() throws {
        let markdown = "| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n\nSee www.example.org\n"
        let html = try MarkdownRenderer().render(markdown).html
        #expect(html == """
            <table>
            <thead>
            <tr>
            <th>a</th>
            <th>b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>1</td>
            <td>2</td>
            </tr>
            </tbody>
            </table>
            <p><del>old</del></p>
            <ul>
            <li><input type="checkbox" checked="" disabled="" /> done</li>
            </ul>
            <p>See <a href="http://www.example.org">www.example.org</a></p>

            """)
        // cmark-gfm's tag filter escapes nine tags; the allow-list refuses every tag not on it.
        #expect(throws: UnsafeMarkup.self) { try MarkdownRenderer().render("Text\n\nA <xmp>raw</xmp>\n") }
        do {
            _ = try MarkdownRenderer().render("Text\n\nA <xmp>raw</xmp>\n")
        } catch let error as UnsafeMarkup {
            #expect(error.line == 3 && error.column == 3 && error.message.hasPrefix("raw HTML element <xmp> is not allowed; raw HTML may use a, abbr, "))
        }
    }

    @Test("A table of three columns or more becomes cards on a phone (the theme's script labels its cells), its selectors break between words")
    func tableCards() throws {
        let markdown = "| Callback | `Swift` & co | Seen |\n|:--|---|--:|\n| `viewWillAppear:` | `viewWillAppear(_:)` | [yes](a.md) |\n| `init` | x | |\n"
        let html = try MarkdownRenderer(rewriteLink: { $0.replacingOccurrences(of: ".md", with: ".html") }).render(markdown).html
        #expect(html == """
            <table class="cards">
            <thead>
            <tr>
            <th align="left">Callback</th>
            <th><code>Swift</code> &amp; co</th>
            <th align="right">Seen</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td align="left"><code>view<wbr>Will<wbr>Appear:</code></td>
            <td><code>view<wbr>Will<wbr>Appear(<wbr>_:)</code></td>
            <td align="right"><a href="a.html">yes</a></td>
            </tr>
            <tr>
            <td align="left"><code>init</code></td>
            <td>x</td>
            <td align="right"></td>
            </tr>
            </tbody>
            </table>

            """)
    }

    @Test("A fenced-block handler replaces the blocks it knows and learns their line")
    func fencedBlocks() throws {
        var seen: [Int] = []
        let html = try MarkdownRenderer(highlighter: nil).render("Text\n\n```demo\nx\n```\n\n```swift\nlet y = 1\n```\n") { block in
            seen.append(block.line)
            return block.info == "demo" ? "<div>\(block.code)</div>" : nil
        }.html
        #expect(seen == [3, 7])
        #expect(html == "<p>Text</p>\n<div>x\n</div>\n<pre><code class=\"language-swift\">let y = 1\n</code></pre>\n")
    }

    @Test("Fenced blocks can be listed without rendering, with their language and line")
    func listsFencedBlocks() throws {
        let blocks = try MarkdownRenderer().fencedBlocks(in: "# A\n\n```lifeline extra\nscenario: x\n```\n\n    indented\n\n~~~swift\nlet a = 1\n~~~\n")
        #expect(blocks == [
            .init(info: "lifeline extra", code: "scenario: x\n", line: 3),
            .init(info: "swift", code: "let a = 1\n", line: 9),
        ])
        #expect(blocks.map(\.language) == ["lifeline", "swift"])
    }

    @Test("Headings get GitHub-style anchors, unique on the page, and a link to themselves")
    func headingAnchors() throws {
        let rendered = try MarkdownRenderer().render("# Hello, *World*!\n\n## `loadView` & you\n\n## Hello, World\n\n### 視圖\n")
        #expect(rendered.headings == [
            .init(level: 1, text: "Hello, World!", anchor: "hello-world", line: 1),
            .init(level: 2, text: "loadView & you", anchor: "loadview--you", line: 3),
            .init(level: 2, text: "Hello, World", anchor: "hello-world-1", line: 5),
            .init(level: 3, text: "視圖", anchor: "視圖", line: 7),
        ])
        #expect(rendered.html == """
            <h1 id="hello-world">Hello, <em>World</em>!<a class="anchor" href="#hello-world" aria-label="Link to this section">#</a></h1>
            <h2 id="loadview--you"><code>loadView</code> &amp; you<a class="anchor" href="#loadview--you" aria-label="Link to this section">#</a></h2>
            <h2 id="hello-world-1">Hello, World<a class="anchor" href="#hello-world-1" aria-label="Link to this section">#</a></h2>
            <h3 id="視圖">視圖<a class="anchor" href="#視圖" aria-label="Link to this section">#</a></h3>

            """)
    }

    @Test("Links and images are rewritten and reported with their lines, also inside headings")
    func links() throws {
        let renderer = MarkdownRenderer(rewriteLink: { $0.replacingOccurrences(of: ".md", with: ".html") })
        let rendered = try renderer.render("Go to [a](a.md#x).\n\n## See [b](b.md)\n\n![pic](img/p.svg)\n")
        #expect(rendered.links == [
            .init(destination: "a.html#x", isImage: false, line: 1),
            .init(destination: "b.html", isImage: false, line: 3),
            .init(destination: "img/p.svg", isImage: true, line: 5),
        ])
        #expect(rendered.html.contains(#"<a href="a.html#x">a</a>"#))
        #expect(rendered.html.contains(#"<h2 id="see-b">See <a href="b.html">b</a><a class="anchor""#))
        #expect(rendered.html.contains(#"<img src="img/p.svg" alt="pic" />"#))
    }

    @Test("Swift and Objective-C code blocks are highlighted; other languages stay plain")
    func highlighting() throws {
        let html = try MarkdownRenderer().render("```swift\nlet a = 1\n```\n\n```objc\nid a = nil;\n```\n\n```ruby\nputs 1\n```\n").html
        #expect(html == """
            <pre class="code"><code class="language-swift"><span class="hl-k">let</span> a = <span class="hl-n">1</span>
            </code></pre>
            <pre class="code"><code class="language-objc"><span class="hl-k">id</span> a = <span class="hl-k">nil</span>;
            </code></pre>
            <pre><code class="language-ruby">puts 1
            </code></pre>

            """)
    }

    @Test("Documents parsed on many threads at once all get their autolinks (cmark-gfm keeps the trigger characters in a global table)")
    func concurrentAutolinks() throws {
        // A long document keeps a parse busy while short ones start and finish around it.
        let long = String(repeating: "Some text, a sample (https://example.org/a) and www.example.org here.\n\n", count: 400)
        let documents = (0..<64).map { $0 % 4 == 0 ? long : "See https://example.org/\($0) now." }
        let rendered = try documents.concurrentMap { try MarkdownRenderer().render($0).html }
        for (index, html) in rendered.enumerated() {
            let expected = index % 4 == 0 ? 800 : 1
            #expect(html.components(separatedBy: "<a href=").count - 1 == expected, "document \(index)")
        }
    }

    @Test("A NUL in Markdown given to the renderer becomes U+FFFD, as CommonMark says; nothing after it is lost")
    func nul() throws {
        let html = try MarkdownRenderer().render("Before \u{0}after\n\nAnd more.\n").html
        #expect(html == "<p>Before \u{FFFD}after</p>\n<p>And more.</p>\n")
    }
}
