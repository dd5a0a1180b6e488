import LifelineTestSupport
import Testing

import LifecycleModel

/// A text's lines by its UTF-8 bytes: LF, CRLF and CR end a line, and the lines are exactly those
/// a split by `Character` gives.
@Suite("Text lines")
struct TextLinesTests {
    /// The split by `Character` the byte split stands in for.
    static func byCharacter(_ text: String) -> [Substring] {
        var lines = Substring(text).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test("LF, CRLF and a lone CR end lines; a final line end starts none; an empty text is one empty line", arguments: [
        ("a\nb", ["a", "b"]), ("a\r\nb\r\n", ["a", "b"]), ("a\rb\r", ["a", "b"]), ("\n\r", ["", ""]),
        ("", [""]), ("a\r\r\nb", ["a", "", "b"]), ("é\u{301}\n视图", ["é\u{301}", "视图"]),
    ])
    func lines(text: String, expected: [String]) {
        #expect(TextLines.split(text).map { Array($0.utf8) } == expected.map { Array($0.utf8) })
    }

    @Test("Random texts of line ends, letters and combining marks: the same lines as a split by Character")
    func random() {
        var random = SeededGenerator(state: 13)
        let pieces = ["\n", "\r", "\r\n", "a", " ", "\u{301}", "视", "\u{200D}", "👍🏽"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(TextLines.split(text).map { Array($0.utf8) } == Self.byCharacter(text).map { Array($0.utf8) }, "\(Array(text.unicodeScalars))")
        }
    }
}
