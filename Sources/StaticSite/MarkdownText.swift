import Mustache

/// Text made safe to place in generated Markdown: in a paragraph or a table cell it reads as
/// written, never as emphasis, a link, HTML or a column break.
public enum MarkdownText {
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "!", "~", "&": out += "\\\(character)"
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// A link destination in angle brackets, so that `(`, `)` and spaces cannot end it: `href`
    /// must already be percent-encoded (no `<`, `>`, newline or backslash); `&` is written as
    /// `&amp;`, since Markdown decodes character references in destinations.
    public static func destination(_ href: String) -> String {
        "<" + href.replacingOccurrences(of: "&", with: "&amp;") + ">"
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
