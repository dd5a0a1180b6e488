/// Raw HTML split into text, tags and comments as the WHATWG HTML tokenizer splits it
/// (https://html.spec.whatwg.org/multipage/parsing.html#tokenization), for the states that matter
/// to a fragment of a page: data, tags and their attributes in any case and any quoting, character
/// references in attribute values, comments with every ending a browser accepts (`-->`, `--!>`,
/// `<!-->`), and the markup a browser reads as a bogus comment (`<!x`, `<?x`, `</ x`, `<![CDATA[`).
///
/// Raw-text elements (`<script>`, `<style>`, …) are not followed into: the allow-list refuses
/// them at their start tag, before their content could matter.
struct HTMLTokenizer {
    struct Attribute: Equatable {
        /// Lowercased, as a browser stores it.
        var name: String
        /// With its character references decoded; "" when the attribute has no value.
        var value: String
        var hasValue: Bool
        /// Index of the name's first scalar.
        var at: Int
    }

    enum Token: Equatable {
        /// Text as written (character references in it stay references).
        case text(String)
        /// `name` lowercased; `at` is the index of its `<`.
        case startTag(name: String, attributes: [Attribute], selfClosing: Bool, at: Int)
        case endTag(name: String, at: Int)
        /// A whole comment as written, its ending included.
        case comment(String, at: Int)
        /// Markup a browser reads as a bogus comment or a doctype: `<!DOCTYPE`, `<![CDATA[`, `<?`, `</ `.
        case bogus(String, at: Int)
    }

    /// Where a fragment ends in the middle of something: the browser would read the page's
    /// following HTML as part of it.
    enum Unterminated: Error, Equatable {
        case tag(name: String, at: Int)
        case comment(at: Int)
        case bogus(at: Int)
    }

    let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ html: String) {
        scalars = Array(html.unicodeScalars)
    }

    /// Every token of the fragment, in order.
    mutating func tokens() throws(Unterminated) -> [Token] {
        var tokens: [Token] = []
        var text = String.UnicodeScalarView()
        func flush() {
            if !text.isEmpty { tokens.append(.text(String(text))) }
            text = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "<", index + 1 < scalars.count else {
                text.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            if Self.isASCIILetter(next) {
                flush()
                tokens.append(try startTag())
            } else if next == "/" {
                let start = index
                guard index + 2 < scalars.count else { throw .bogus(at: start) }
                if Self.isASCIILetter(scalars[index + 2]) {
                    flush()
                    tokens.append(try endTag())
                } else {
                    // `</>` is dropped by a browser, `</ x>` read as a bogus comment up to `>`.
                    flush()
                    tokens.append(.bogus(try bogusComment(from: start, contentAt: index + 2), at: start))
                }
            } else if next == "!" {
                flush()
                let start = index
                if matches("<!--") {
                    tokens.append(.comment(try comment(), at: start))
                } else {
                    tokens.append(.bogus(try bogusComment(from: start, contentAt: index + 2), at: start))
                }
            } else if next == "?" {
                flush()
                let start = index
                tokens.append(.bogus(try bogusComment(from: start, contentAt: index + 1), at: start))
            } else {
                text.append(scalar)
                index += 1
            }
        }
        flush()
        return tokens
    }

    // MARK: Tags

    private mutating func startTag() throws(Unterminated) -> Token {
        let start = index
        index += 1
        let name = tagName()
        var attributes: [Attribute] = []
        while true {
            skipWhitespace()
            guard index < scalars.count else { throw .tag(name: name, at: start) }
            switch scalars[index] {
            case ">":
                index += 1
                return .startTag(name: name, attributes: attributes, selfClosing: false, at: start)
            case "/":
                index += 1
                guard index < scalars.count else { throw .tag(name: name, at: start) }
                if scalars[index] == ">" {
                    index += 1
                    return .startTag(name: name, attributes: attributes, selfClosing: true, at: start)
                }
            // Anything else after `/` starts an attribute (the `/` is dropped).
            default:
                attributes.append(try attribute(of: name, tagAt: start))
            }
        }
    }

    private mutating func endTag() throws(Unterminated) -> Token {
        let start = index
        index += 2
        let name = tagName()
        // An end tag's attributes are read and dropped, as by a browser; only its end matters.
        while true {
            skipWhitespace()
            guard index < scalars.count else { throw .tag(name: name, at: start) }
            if scalars[index] == ">" {
                index += 1
                return .endTag(name: name, at: start)
            }
            if scalars[index] == "/" {
                index += 1
                continue
            }
            _ = try attribute(of: name, tagAt: start)
        }
    }

    /// Letters after `<` or `</` up to whitespace, `/` or `>`, lowercased; NUL reads as U+FFFD.
    private mutating func tagName() -> String {
        var name = String.UnicodeScalarView()
        while index < scalars.count, !Self.isWhitespace(scalars[index]), scalars[index] != "/", scalars[index] != ">" {
            name.append(Self.lowercased(scalars[index]))
            index += 1
        }
        return String(name)
    }

    /// One attribute, from its name's first scalar (which may be `=`, `"`, `'` or `<`: a browser
    /// takes those into the name) through its value.
    private mutating func attribute(of tag: String, tagAt start: Int) throws(Unterminated) -> Attribute {
        let at = index
        var name = String.UnicodeScalarView()
        name.append(Self.lowercased(scalars[index]))
        index += 1
        while index < scalars.count, !Self.isWhitespace(scalars[index]), !["/", ">", "="].contains(scalars[index]) {
            name.append(Self.lowercased(scalars[index]))
            index += 1
        }
        skipWhitespace()
        guard index < scalars.count, scalars[index] == "=" else {
            return Attribute(name: String(name), value: "", hasValue: false, at: at)
        }
        index += 1
        skipWhitespace()
        guard index < scalars.count else { throw .tag(name: tag, at: start) }
        var value = ""
        switch scalars[index] {
        case "\"", "'":
            let quote = scalars[index]
            index += 1
            while true {
                guard index < scalars.count else { throw .tag(name: tag, at: start) }
                if scalars[index] == quote {
                    index += 1
                    break
                }
                value += characterOrReference()
            }
        case ">":
            break
        default:
            while index < scalars.count, !Self.isWhitespace(scalars[index]), scalars[index] != ">" {
                value += characterOrReference()
            }
        }
        return Attribute(name: String(name), value: value, hasValue: true, at: at)
    }

    /// The scalar at `index` in an attribute value, or the reference that starts there, decoded.
    private mutating func characterOrReference() -> String {
        if scalars[index] == "&", let (text, end) = HTMLCharacterReference.read(scalars, at: index, inAttribute: true) {
            index = end
            return text
        }
        defer { index += 1 }
        return scalars[index] == "\0" ? "\u{FFFD}" : String(Character(scalars[index]))
    }

    // MARK: Comments

    /// From `<!--` through the first ending a browser accepts.
    private mutating func comment() throws(Unterminated) -> String {
        let start = index
        index += 4
        // `<!-->` and `<!--->` end at once.
        if matches(">") {
            index += 1
        } else if matches("->") {
            index += 2
        } else {
            while true {
                guard index < scalars.count else { throw .comment(at: start) }
                if matches("--") {
                    var end = index + 2
                    while end < scalars.count, scalars[end] == "-" { end += 1 }
                    if end < scalars.count, scalars[end] == ">" {
                        index = end + 1
                        break
                    }
                    if end + 1 < scalars.count, scalars[end] == "!", scalars[end + 1] == ">" {
                        index = end + 2
                        break
                    }
                }
                index += 1
            }
        }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    /// From `start` through the next `>` after `contentAt`.
    private mutating func bogusComment(from start: Int, contentAt: Int) throws(Unterminated) -> String {
        index = contentAt
        while index < scalars.count, scalars[index] != ">" { index += 1 }
        guard index < scalars.count else { throw .bogus(at: start) }
        index += 1
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    // MARK: Scalars

    private func matches(_ text: String) -> Bool {
        var at = index
        for scalar in text.unicodeScalars {
            guard at < scalars.count, scalars[at] == scalar else { return false }
            at += 1
        }
        return true
    }

    private mutating func skipWhitespace() {
        while index < scalars.count, Self.isWhitespace(scalars[index]) { index += 1 }
    }

    /// Tab, line feed, form feed, space, and carriage return (which a browser reads as a line feed).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" || scalar == " " || scalar == "\r"
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if ("A"..."Z").contains(scalar) { return Unicode.Scalar(scalar.value + 0x20)! }
        return scalar == "\0" ? "\u{FFFD}" : scalar
    }
}
