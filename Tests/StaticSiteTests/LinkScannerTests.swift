import Foundation
@testable import StaticSite
import Testing

/// The link checker's hand-written scanners: a scheme without a regular expression, attributes as bytes.
@Suite struct LinkScannerTests {
    @Test("A scheme is a letter, then letters, digits, +, . or -, then a colon")
    func scheme() {
        for link in ["https://x", "mailto:a@b", "x-y.z+w:1", "A:"] { #expect(LinkChecker.hasScheme(link), "\(link)") }
        for link in ["", ":x", "1a:b", "a b:c", "page.html", "dir/a:b", "#a:b", "é:x"] { #expect(!LinkChecker.hasScheme(link), "\(link)") }
    }

    @Test("Attribute values in order, non-ASCII kept, an unclosed one ignored")
    func attributes() {
        let html = #"<a href="a.html">x</a><img src="ü/β.svg" alt="q"><a  href="b.html#é">y</a><a href="c"#
        let found = LinkChecker.attributes(in: Data(html.utf8))
        #expect(found.hrefs == ["a.html", "b.html#é"])
        #expect(found.srcs == ["ü/β.svg"])
        #expect(found.ids.isEmpty)
    }

    @Test("Only id, href and src after a space; an = inside a value or without a quote is passed over")
    func names() {
        let html = #"<h2 id="a=b" data-id="no" xid="no"><a title="x = y" href="p.html?q=1" data-href="no">t</a> id=x <img src="s.svg"><p id="">"#
        let found = LinkChecker.attributes(in: Data(html.utf8))
        #expect(found.ids == ["a=b", ""])
        #expect(found.hrefs == ["p.html?q=1"])
        #expect(found.srcs == ["s.svg"])
    }
}
