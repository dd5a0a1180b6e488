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

    /// Escaping scalar by scalar, as `XMLText` did before it worked on bytes: the reference.
    static func escapedByScalars(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: if XMLText.isAllowed(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    @Test("Escaping bytes gives what escaping scalars gives, for random texts")
    func sameAsScalars() {
        var random = SeededGenerator(state: 31)
        let pieces = ["a", " ", "&", "<", ">", "\"", "'", "\u{0}", "\u{8}", "\u{7F}", "\t", "\n", "\r", "\u{FFFE}", "\u{FFFF}", "\u{FFEF}", "\u{FFFD}", "\u{EFBF}", "视", "👍🏽", "\u{EF}", "\u{10FFFF}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(XMLText.escape(text) == Self.escapedByScalars(text), "\(Array(text.unicodeScalars))")
        }
    }
}
