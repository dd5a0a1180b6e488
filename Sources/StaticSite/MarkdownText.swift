import Mustache

/// Text made safe to place in generated Markdown: in a paragraph or a table cell it reads as
/// written, never as emphasis, a link, HTML or a column break.
public enum MarkdownText {
    /// Byte by byte: every character it changes is ASCII, and a text with none of them is
    /// returned as it is.
    public static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { isSpecial($0) || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 8)
        for byte in utf8 {
            if isSpecial(byte) {
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                out.append(UInt8(ascii: " "))
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What Markdown could read as markup, HTML or a column break: escaped with a backslash.
    private static let special: Set<UInt8> = Set("\\`*_[]<>|#!~&".utf8)

    /// Whether `byte` is one of `special`, looked up in two 64-bit masks of the ASCII bytes:
    /// the set's hashing of every byte of every text was 1 % of a one-scenario edit (callgrind).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 64 ? lowMask >> byte & 1 == 1 : byte < 128 && highMask >> (byte - 64) & 1 == 1
    }

    private static let lowMask = special.filter { $0 < 64 }.reduce(UInt64(0)) { $0 | 1 << $1 }
    private static let highMask = special.filter { $0 >= 64 && $0 < 128 }.reduce(UInt64(0)) { $0 | 1 << ($1 - 64) }

    /// A link destination in angle brackets, so that `(`, `)` and spaces cannot end it: `href`
    /// must already be percent-encoded (no `<`, `>`, newline or backslash); `&` is written as
    /// `&amp;`, since Markdown decodes character references in destinations.
    public static func destination(_ href: String) -> String {
        // Most hold no `&` byte, so no `&`: Foundation's replacing was 30,000 instructions a
        // link, 816 of them on the Evidence page (callgrind).
        guard href.utf8.contains(UInt8(ascii: "&")) else { return "<" + href + ">" }
        return "<" + href.replacingOccurrences(of: "&", with: "&amp;") + ">"
    }

    /// A fenced code block holding `lines` as they are: the fence is longer than any run of
    /// backticks in them.
    public static func codeBlock(_ lines: [String], language: String = "text") -> String {
        var longest = 0, run = 0
        for character in lines.joined(separator: "\n") {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return ([fence + language] + lines + [fence]).joined(separator: "\n")
    }
}

/// Mustache's escaping for a template that writes Markdown (`{{% CONTENT_TYPE: MARKDOWN}}` on its
/// first line): `{{name}}` is escaped as `MarkdownText.escape` says, `{{{name}}}` is written as it
/// is (a link destination, a code block or a figure the build made).
struct MarkdownContentType: MustacheContentType {
    static let name = "MARKDOWN"

    func escapeText(_ text: String) -> String { MarkdownText.escape(text) }
}
