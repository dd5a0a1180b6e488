import Mustache

/// Mustache's HTML escaping, the same bytes for every text, with the usual case made quick: a
/// text holding none of `<`, `>`, `&`, `"`, `'` is written as it is, found in its UTF-8 bytes.
/// swift-mustache's own escape walks every text Character by Character through a dictionary
/// (2.5 % of a cold build, perf); a text that holds one of them is escaped exactly as it does,
/// so a mark that combines with one (which makes them another Character) still leaves it as is.
///
/// `TemplateLibrary` names it in a pragma on a line of its own before each template's text, so
/// `{{name}}` goes through it; a template's own pragma (`MARKDOWN`) still switches after it.
struct HTMLContentType: MustacheContentType {
    static let name = "LIFELINE_HTML"

    func escapeText(_ text: String) -> String {
        guard text.utf8.contains(where: Self.mayEscape) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func mayEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }
}
