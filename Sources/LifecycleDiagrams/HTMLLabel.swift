/// The markup of a Graphviz HTML-like label, with every piece of user text escaped.
///
/// Graphviz parses these labels as XML, so text needs `&`, `<`, `>` escaped and no character XML
/// forbids; a malformed label is reported as an error (and a captured error fails the render).
struct HTMLLabel {
    private(set) var markup = ""

    /// Appends user text, escaped; newlines become line breaks.
    mutating func text(_ value: String) {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": markup += "&amp;"
            case "<": markup += "&lt;"
            case ">": markup += "&gt;"
            case "\"": markup += "&quot;"
            case "\n", "\u{2028}", "\u{2029}": markup += "<BR/>"
            case "\t": markup += " "
            case "\r": break
            default: if XMLText.isAllowed(scalar) { markup.unicodeScalars.append(scalar) }
            }
        }
    }

    /// Appends markup written in this module (never user text).
    mutating func tag(_ value: String) {
        markup += value
    }
}
