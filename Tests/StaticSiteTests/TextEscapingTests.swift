import StaticSite
import Testing

/// Text placed in HTML and in generated Markdown: exactly the characters that would be read as
/// markup are escaped, byte by byte, whatever the characters around them.
@Suite struct TextEscapingTests {
    @Test("HTML: the five characters become entities; other text, in any script, stays as it is", arguments: [
        (#"<a href="x">Tom & Jerry's</a>"#, "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;"),
        ("viewWillAppear: → 第一个控制器 ✓", "viewWillAppear: → 第一个控制器 ✓"),
        // An ampersand joined to a combining mark is one Character, and still an ampersand to a browser.
        ("&\u{301}<\u{301}", "&amp;\u{301}&lt;\u{301}"),
        ("", ""),
    ])
    func html(text: String, escaped: String) {
        #expect(HTML.escape(text) == escaped)
    }

    @Test("Markdown: markup characters get a backslash, line breaks become spaces, other text stays", arguments: [
        (##"*a* _b_ [c](d) <e> |f| #g !h ~i &j \k `l`"##, ##"\*a\* \_b\_ \[c\](d) \<e\> \|f\| \#g \!h \~i \&j \\k \`l\`"##),
        ("line\r\nbreak\nhere", "line  break here"),
        ("第一个控制器 viewDidLoad", "第一个控制器 viewDidLoad"),
        ("*\u{301}", "\\*\u{301}"),
    ])
    func markdown(text: String, escaped: String) {
        #expect(MarkdownText.escape(text) == escaped)
    }

    @Test("Markdown: each ASCII character alone is escaped exactly when it is one of the fourteen markup characters")
    func markdownEveryASCII() {
        let markup = Set("\\`*_[]<>|#!~&")
        for value in UInt8(0)..<128 {
            let character = Character(UnicodeScalar(value))
            let expected = markup.contains(character) ? "\\\(character)" : value == 10 || value == 13 ? " " : String(character)
            #expect(MarkdownText.escape(String(character)) == expected, "\(value)")
        }
    }

    @Test("Markdown link destinations: in angle brackets, '&' as '&amp;', the rest as it is", arguments: [
        ("evidence/a.html", "<evidence/a.html>"),
        ("a.html?x=1&y=2", "<a.html?x=1&amp;y=2>"),
        // An `&` that a combining mark makes another character is not replaced (Foundation
        // replaces characters); Markdown reads no character reference there either.
        ("&\u{301}", "<&\u{301}>"),
        ("", "<>"),
    ])
    func destination(href: String, written: String) {
        #expect(MarkdownText.destination(href) == written)
    }
}
