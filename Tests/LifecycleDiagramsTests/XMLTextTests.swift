import LifelineTestSupport
import Testing

@testable import LifecycleDiagrams

/// The title and description Lifeline writes into an SVG: markup escaped, characters XML forbids
/// dropped, everything else as written; a text that needs nothing is returned as it is.
@Suite("SVG text escaping")
struct XMLTextTests {
    @Test("Markup escaped, forbidden characters dropped, other scripts and emoji kept", arguments: [
        ("viewDidLoad → viewWillAppear:", "viewDidLoad → viewWillAppear:"),
        ("<A & \"B\" 'C'>", "&lt;A &amp; &quot;B&quot; &#39;C&#39;&gt;"),
        ("a\u{0}b\u{1F}c\td\ne\rf", "abc\td\ne\rf"),
        ("视图 \u{FFFE}\u{FFFF}\u{FFFD}👍🏽", "视图 \u{FFFD}👍🏽"),
    ])
    func escapes(text: String, escaped: String) {
        #expect(XMLText.escape(text) == escaped)
    }

    @Test("The byte check's answer is the scalars' road's for random texts")
    func sameAsScalars() {
        var random = SeededGenerator(state: 31)
        let pieces = ["a", " ", "&", "<", ">", "\"", "'", "\u{0}", "\u{8}", "\t", "\n", "\u{FFFE}", "\u{FFFF}", "\u{FFEF}", "视", "👍🏽", "\u{EF}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(XMLText.escape(text) == XMLText.escapedByScalars(text), "\(Array(text.unicodeScalars))")
        }
    }
}
