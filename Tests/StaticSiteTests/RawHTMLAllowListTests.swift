@testable import StaticSite
import Testing

/// The allow-list's reading of raw HTML, fragment by fragment: what a browser's tokenizer makes
/// of attribute values and comment endings, written back as checked.
@Suite("Raw HTML allow-list")
struct RawHTMLAllowListTests {
    @Test("Character references in attribute values decode as in a browser, then are written back escaped", arguments: [
        // Named, with and without `;`; a legacy name before `=` or a letter stays as written.
        (#"<a title="&copy; &copy &amp;">"#, #"<a title="© © &amp;">"#),
        (#"<a href="?a=1&copy=2&amp;b">"#, #"<a href="?a=1&amp;copy=2&amp;b">"#),
        (#"<a title="&notit; &notin;">"#, #"<a title="&amp;notit; ∉">"#),
        (#"<a title="&colon;&Tab;&NewLine;&nosuch;">"#, "<a title=\":\t\n&amp;nosuch;\">"),
        // Decimal and hex, with and without `;`, and the standard's repairs.
        (#"<a title="&#106;&#x6A;&#X6a&#0000106">"#, #"<a title="jjjj">"#),
        (#"<a title="&#128;&#x9F;&#0;&#xD800;&#x110000;&#99999999999;">"#, "<a title=\"€Ÿ\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\">"),
        (#"<a title="&#; &#x; &">"#, #"<a title="&amp;#; &amp;#x; &amp;">"#),
        // Any quoting, any case; quotes and brackets in values escaped.
        (#"<A TITLE='say "hi"' Class=x ID = y>"#, #"<a title="say &quot;hi&quot;" class="x" id="y">"#),
        (#"<a title=a'b<c>"#, #"<a title="a&#39;b&lt;c">"#),
        (#"<details open><br/><br / ></details>"#, #"<details open><br /><br></details>"#),
    ])
    func references(html: String, written: String) throws {
        #expect(try RawHTMLAllowList.sanitized(html) == written)
    }

    @Test("Comments end where a browser ends them; text and comments stay as written", arguments: [
        ("<!-- a --> b", "<!-- a --> b"),
        ("<!--> b", "<!--> b"),
        ("<!---> b", "<!---> b"),
        ("<!-- a --!> b", "<!-- a --!> b"),
        ("<!-- a ---> b", "<!-- a ---> b"),
        ("<!-- a --!-> still <b>in</b> --> c", "<!-- a --!-> still <b>in</b> --> c"),
        ("<!-- <script>hidden</script> --> x < y & z", "<!-- <script>hidden</script> --> x < y & z"),
    ])
    func comments(html: String, written: String) throws {
        #expect(try RawHTMLAllowList.sanitized(html) == written)
    }

    @Test("A tag right after a comment a browser has already ended is checked")
    func afterComment() {
        #expect(throws: RawHTMLAllowList.Refusal(
            message: "raw HTML element <script> is not allowed; raw HTML may use \(Self.elements), and Markdown for the rest", at: 14)
        ) {
            try RawHTMLAllowList.sanitized("<!-- a --!> b <script>x</script> -->")
        }
    }

    static let elements = RawHTMLAllowList.elements.sorted().dropLast().joined(separator: ", ") + " and wbr"

    @Test("URL schemes are read as a browser's URL parser reads them", arguments: [
        ("javascript:x", "javascript"), (" \u{01}JavaScript:x", "javascript"), ("java\tscr\nipt:x", "javascript"),
        ("data:,x", "data"), ("file:///x", "file"), ("x-custom:y", "x-custom"),
        ("https://x", nil), ("HTTP://x", nil), ("mailto:a@b", nil), ("page.html", nil), ("#part", nil), ("//host/x", nil),
        ("./a:b", nil), ("a b:c", nil), ("java script:x", nil), ("?q=javascript:x", nil),
    ] as [(String, String?)])
    func schemes(url: String, forbidden: String?) {
        #expect(RawHTMLAllowList.forbiddenScheme([url]) == forbidden)
    }

    @Test("srcset candidates are its URLs, commas in them kept")
    func srcset() {
        #expect(RawHTMLAllowList.candidates("a.png 1x, b,c.png 2x,d.png, e.png (x,y) 3x, f.png") == ["a.png", "b,c.png", "d.png", "e.png", "f.png"])
    }
}
