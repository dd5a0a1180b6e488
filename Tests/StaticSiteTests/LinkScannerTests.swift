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
        #expect(LinkChecker.attributeValues("href", in: html) == ["a.html", "b.html#é"])
        #expect(LinkChecker.attributeValues("src", in: html) == ["ü/β.svg"])
        #expect(LinkChecker.attributeValues("id", in: html).isEmpty)
    }
}
