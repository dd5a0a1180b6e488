/// Where a page's front matter is: its YAML (lines joined by `\n`), the body after its closing
/// `---` and the body's first line number; read a line at a time, only as far as that line.
///
/// Lines end at `\n`, `\r\n` or `\r`, as Swift's Characters split them (`\r\n` is one Character,
/// and nothing joins a line break to what follows it). Splitting the whole page into Character
/// lines and joining the body again cost 7 M instructions a page of the site's guides (callgrind);
/// the body is now the page's own text after that line, its line breaks made `\n` only if it has
/// a `\r`.
enum FrontMatterLines {
    enum Found: Equatable {
        /// The text does not open with a `---` line.
        case none
        /// The opening `---` has no closing one.
        case unclosed
        case matter(yaml: String, body: String, bodyLine: Int)
    }

    static func find(in text: String) -> Found {
        let opening = line(in: text, from: text.startIndex)
        guard opening.text == "---" else { return .none }
        var yaml: [Substring] = []
        var number = 1
        var cursor = opening.next
        while let start = cursor {
            let current = line(in: text, from: start)
            if current.text == "---" {
                let body = current.next.map { text[$0...] } ?? ""
                return .matter(yaml: yaml.joined(separator: "\n"), body: body.utf8.contains(0x0D) ? linesJoined(body) : String(body), bodyLine: number + 2)
            }
            yaml.append(current.text)
            number += 1
            cursor = current.next
        }
        return .unclosed
    }

    /// The line of `text` that starts at `start`, and where the next one starts (nil when this
    /// one ends the text).
    private static func line(in text: String, from start: String.Index) -> (text: Substring, next: String.Index?) {
        let bytes = text.utf8
        var index = start
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x0A:
                return (text[start..<index], bytes.index(after: index))
            case 0x0D:
                let after = bytes.index(after: index)
                return (text[start..<index], after < bytes.endIndex && bytes[after] == 0x0A ? bytes.index(after: after) : after)
            default:
                index = bytes.index(after: index)
            }
        }
        return (text[start...], nil)
    }

    /// `text`'s lines joined by `\n`.
    private static func linesJoined(_ text: Substring) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).joined(separator: "\n")
    }
}
