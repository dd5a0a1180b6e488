import LifelineTestSupport
import Testing

@testable import StaticSite

/// A table's cells made breakable and its cards labelled: the same text as the Character-by-
/// Character reading the byte searches stand in for (its code kept here as the reference).
@Suite struct TableCardsTests {
    static func referenceLabel(_ cards: TableCards, _ html: String) -> String {
        var lines: [String] = []
        for line in html.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<td") {
                lines.append("<td" + referenceBreakable(line.dropFirst("<td".count)))
            } else if line.hasPrefix("<th") {
                lines.append(referenceBreakable(line))
            } else if line == "<table>", cards.headings.count >= TableCards.cardColumns {
                lines.append("<table class=\"cards\">")
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func referenceBreakable(_ cell: Substring) -> String {
        var result = ""
        var rest = cell
        while let open = rest.firstRange(of: "<code>"), let close = rest[open.upperBound...].firstRange(of: "</code>") {
            result += rest[..<open.upperBound]
            let code = rest[open.upperBound..<close.lowerBound]
            for (index, character) in zip(code.indices, code) {
                result.append(character)
                let next = code.index(after: index)
                guard next < code.endIndex else { continue }
                if (character == ":" || character == "(") && code[next] != ")" || character.isLowercase && code[next].isUppercase {
                    result += "<wbr>"
                }
            }
            result += "</code>"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    @Test("A code span's breaks, ASCII or not, CR included: the reference's text", arguments: [
        "viewWillAppear:", "a(b)", "x(:)", "aZ", "zA", "`A", "@a", "a\rB", "a\r\nB", "e\u{301}B", "视A", "a:\u{301})", "", ":", "((", "a:)",
        "<code>a</code>", "</code", "<code", "a</code>\u{301}b", "</code>\u{301}", "x<code>\u{301}yZ",
    ])
    func codeSpan(code: String) {
        let cell = Substring("<td><code>\(code)</code> and <code>\(code)B</code>")
        #expect(TableCards.breakable(cell) == Self.referenceBreakable(cell))
    }

    @Test("Random table HTML, combining marks after tags and line ends included: the reference's text")
    func random() {
        var random = SeededGenerator(state: 17)
        // "<td" and "<th" alone, so that a mark or a letter may follow the tag's last letter.
        let pieces = ["\n", "<td>", "<th>", "<td", "<th", "<table>", "<code>", "</code>", "view", "Will", ":", "(", ")", "\u{301}", "视", " ", "<tr>", "x", "Z", "a", "@", "[", "`", "{"]
        for headings in [["a"], Array(repeating: "h", count: TableCards.cardColumns)] {
            let cards = TableCards(headings: headings)
            for _ in 0..<3_000 {
                let html = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                #expect(cards.label(html) == Self.referenceLabel(cards, html), "\(Array(html.unicodeScalars))")
            }
        }
    }
}
