/// A Markdown table that reads at any width. A table of `cardColumns` columns or more is marked
/// `class="cards"`, so that the style sheet can show each row as a card of "heading: value" lines
/// on a narrow screen (the same HTML stays a table on a wide one); the theme's script gives each
/// cell its heading as `data-label` (written into every cell, the headings were 220 KB of the
/// site). A selector or Swift name in a cell may break after
/// each `:` and `(` and before each capital that ends a lower-case run (a `<wbr>`), so that a column
/// of them narrows where a reader sees a word end, never in the middle of one.
struct TableCards {
    /// From this many columns, a table becomes cards on a phone: two still fit its width.
    static let cardColumns = 3

    /// The plain text of each header cell, in order.
    var headings: [String]

    /// `html` is cmark-gfm's rendering of one table: each `<tr>`, `<th` and `<td` at the start of
    /// a line of its own (a cell's content never holds a line break, so a `<td` written inside a
    /// cell as raw HTML is never at a line's start).
    func label(_ html: String) -> String {
        var lines: [String] = []
        // Split at the LF bytes: an LF is always a Character of its own, so these are the lines
        // a split by Character gives, found without reading each Character (perf).
        for line in html.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init) {
            if line.hasPrefix("<td") {
                lines.append("<td" + Self.breakable(line.dropFirst("<td".count)))
            } else if line.hasPrefix("<th") {
                lines.append(Self.breakable(line))
            } else if line == "<table>", headings.count >= Self.cardColumns {
                lines.append("<table class=\"cards\">")
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `cell` with a `<wbr>` inside its code spans after each `:` and `(` that more text follows,
    /// and between a lower-case letter and a capital (`view<wbr>Will<wbr>Appear:`).
    static func breakable(_ cell: Substring) -> String {
        var result = ""
        var rest = cell
        // A cell without the bytes of `<code>` holds no code span: `firstRange(of:)`, which builds
        // a search table each call, is asked only when it may find one (perf).
        while Self.mayHold(Self.codeOpen, rest), let open = rest.firstRange(of: "<code>"), let close = rest[open.upperBound...].firstRange(of: "</code>") {
            result += rest[..<open.upperBound]
            let code = rest[open.upperBound..<close.lowerBound]
            for (index, character) in zip(code.indices, code) {
                result.append(character)
                let next = code.index(after: index)
                guard next < code.endIndex else { continue }
                if (character == ":" || character == "(") && code[next] != ")"
                    || character.isLowercase && code[next].isUppercase {
                    result += "<wbr>"
                }
            }
            result += "</code>"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    private static let codeOpen = Array("<code>".utf8)

    /// Whether `text`'s bytes hold `pattern`'s: false means no match of it, by Character or not.
    static func mayHold(_ pattern: [UInt8], _ text: Substring) -> Bool {
        var utf8 = text.utf8[...]
        while let start = utf8.firstIndex(of: pattern[0]) {
            if utf8[start...].starts(with: pattern) { return true }
            utf8 = utf8[utf8.index(after: start)...]
        }
        return false
    }
}
