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
        guard Self.holdsEscaped(text) else { return text }
        // Byte by byte where no escaped character has a non-ASCII byte beside it: only then can
        // a scalar join it into another Character (a combining mark after it, a prepended
        // mark before it); ASCII neighbours never do. The Character road below took 20,000
        // instructions a text, 2 % of a one-scenario edit (callgrind).
        return Self.escapedByBytes(text) ?? Self.escapedByCharacters(text)
    }

    /// `text` escaped at its bytes; nil when an escaped character has a non-ASCII neighbour.
    static func escapedByBytes(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for index in bytes.indices {
                let byte = bytes[index]
                guard mayEscape(byte) else {
                    out.append(byte)
                    continue
                }
                if index > 0 && bytes[index - 1] >= 0x80 || index + 1 < bytes.count && bytes[index + 1] >= 0x80 { return nil }
                switch byte {
                case UInt8(ascii: "<"): out += lessThan
                case UInt8(ascii: ">"): out += greaterThan
                case UInt8(ascii: "&"): out += ampersand
                case UInt8(ascii: "\""): out += quote
                default: out += apostrophe
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let ampersand = Array("&amp;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)

    /// `text` escaped Character by Character, as swift-mustache escapes it.
    static func escapedByCharacters(_ text: String) -> String {
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

    /// Whether `text` holds a byte that may be escaped, read where the text keeps its bytes:
    /// through the generic `contains(where:)` the look cost 670 instructions a value, most of
    /// filling a trace's rows (callgrind).
    private static func holdsEscaped(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where mayEscape(byte) { return true }
            return false
        } ?? text.utf8.contains(where: mayEscape)
    }

    private static func mayEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }
}

extension HTML {
    /// `text` escaped as a template's `{{name}}` escapes it (`HTMLContentType`): for a row that
    /// Swift fills in place of Mustache (`RowShapes`), byte for byte what Mustache would write.
    public static func escapedAsInTemplates(_ text: String) -> String {
        HTMLContentType().escapeText(text)
    }
}
