/// Build-time syntax highlighting for Swift and Objective-C code blocks: a small tokenizer that
/// knows comments, strings, numbers, keywords, attributes and directives, and marks type names
/// (capitalised identifiers). It does not parse: it colours what it can recognise from the
/// characters alone and leaves everything else plain. No library on this project's package list
/// highlights both languages (swift-syntax knows Swift only, and costs minutes of build time).
public struct SyntaxHighlighter: Sendable {
    /// The languages it knows, by the names a fenced block may give.
    public enum Language: Sendable {
        case swift
        case objectiveC

        public init?(infoString: String) {
            switch infoString.lowercased() {
            case "swift": self = .swift
            case "objc", "objective-c", "objectivec", "obj-c": self = .objectiveC
            default: return nil
            }
        }

        var keywords: Set<String> {
            switch self {
            case .swift: SyntaxHighlighter.swiftKeywords
            case .objectiveC: SyntaxHighlighter.objectiveCKeywords
            }
        }

        var className: String {
            switch self {
            case .swift: "language-swift"
            case .objectiveC: "language-objc"
            }
        }
    }

    /// The kinds of token that get a colour; each is a CSS class `hl-…`.
    enum TokenKind: String {
        case keyword = "k", type = "t", string = "s", number = "n", comment = "c", attribute = "a", directive = "p"
    }

    public init() {}

    /// The block as `<pre><code>` with highlighted spans, or nil for a language it does not know.
    public func html(_ code: String, language name: String) -> String? {
        guard let language = Language(infoString: name) else { return nil }
        return "<pre class=\"code\"><code class=\"\(language.className)\">\(highlight(code, as: language))</code></pre>"
    }

    /// The code's HTML: every character escaped, recognised tokens wrapped in `<span class="hl-…">`.
    public func highlight(_ code: String, as language: Language) -> String {
        let characters = Array(code.unicodeScalars)
        var out = ""
        var index = 0
        func emit(_ kind: TokenKind?, _ range: Range<Int>) {
            let text = HTML.escape(String(String.UnicodeScalarView(characters[range])))
            if let kind { out += "<span class=\"hl-\(kind.rawValue)\">\(text)</span>" } else { out += text }
        }
        while index < characters.count {
            let start = index
            let kind = scanToken(characters, &index, language)
            if index == start { index += 1 }  // a character no rule takes: plain
            emit(kind, start..<index)
        }
        return out
    }

    /// Advances `index` past one token and returns its kind (nil: plain text).
    private func scanToken(_ c: [Unicode.Scalar], _ index: inout Int, _ language: Language) -> TokenKind? {
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < c.count ? c[index + offset] : nil }
        let first = c[index]
        switch first {
        case "/" where at(1) == "/":
            while index < c.count, c[index] != "\n" { index += 1 }
            return .comment
        case "/" where at(1) == "*":
            scanBlockComment(c, &index, nests: language == .swift)
            return .comment
        case "\"":
            if language == .swift, at(1) == "\"", at(2) == "\"" {
                scanMultilineString(c, &index)
            } else {
                scanQuoted(c, &index, quote: "\"")
            }
            return .string
        case "'" where language == .objectiveC:
            scanQuoted(c, &index, quote: "'")
            return .string
        case "@" where language == .objectiveC && at(1) == "\"":
            index += 1
            scanQuoted(c, &index, quote: "\"")
            return .string
        case "@" where at(1).map(Self.isIdentifierStart) ?? false:
            index += 1
            scanIdentifier(c, &index)
            return language == .swift ? .attribute : .keyword
        case "#" where language == .objectiveC && isLineStart(c, index):
            while index < c.count, c[index] != "\n" { index += 1 }
            return .directive
        case "#" where at(1).map(Self.isIdentifierStart) ?? false:
            index += 1
            scanIdentifier(c, &index)
            return .directive
        case _ where Self.isDigit(first):
            scanNumber(c, &index)
            return .number
        case _ where Self.isIdentifierStart(first):
            let start = index
            scanIdentifier(c, &index)
            let word = String(String.UnicodeScalarView(c[start..<index]))
            if language.keywords.contains(word) { return .keyword }
            if first.properties.isUppercase { return .type }
            return nil
        default:
            index += 1
            return nil
        }
    }

    private func scanBlockComment(_ c: [Unicode.Scalar], _ index: inout Int, nests: Bool) {
        var depth = 0
        while index < c.count {
            if c[index] == "/", index + 1 < c.count, c[index + 1] == "*", nests || depth == 0 {
                depth += 1
                index += 2
            } else if c[index] == "*", index + 1 < c.count, c[index + 1] == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// A string or character literal on one line; a backslash escapes the next character.
    private func scanQuoted(_ c: [Unicode.Scalar], _ index: inout Int, quote: Unicode.Scalar) {
        index += 1
        while index < c.count, c[index] != "\n" {
            if c[index] == "\\" { index += 2; continue }
            if c[index] == quote { index += 1; return }
            index += 1
        }
        index = min(index, c.count)
    }

    private func scanMultilineString(_ c: [Unicode.Scalar], _ index: inout Int) {
        index += 3
        while index < c.count {
            if c[index] == "\\" { index += 2; continue }
            if c[index] == "\"", index + 2 < c.count, c[index + 1] == "\"", c[index + 2] == "\"" {
                index += 3
                return
            }
            index += 1
        }
        index = min(index, c.count)
    }

    /// Digits, letters (hex digits, exponents, suffixes), `_`, and a `.` only when a digit follows
    /// (so that `0..<3` stays a range).
    private func scanNumber(_ c: [Unicode.Scalar], _ index: inout Int) {
        while index < c.count {
            let character = c[index]
            if Self.isIdentifierPart(character) {
                index += 1
            } else if character == ".", index + 1 < c.count, Self.isDigit(c[index + 1]) {
                index += 1
            } else {
                return
            }
        }
    }

    private func scanIdentifier(_ c: [Unicode.Scalar], _ index: inout Int) {
        while index < c.count, Self.isIdentifierPart(c[index]) { index += 1 }
    }

    /// True when only spaces or tabs stand between the line's start and `index`.
    private func isLineStart(_ c: [Unicode.Scalar], _ index: Int) -> Bool {
        var position = index - 1
        while position >= 0, c[position] == " " || c[position] == "\t" { position -= 1 }
        return position < 0 || c[position] == "\n"
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || c.properties.isAlphabetic
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || isDigit(c) }

    // The Swift Programming Language, "Lexical Structure: Keywords and Punctuation".
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "lazy", "mutating",
        "nonmutating", "optional", "override", "required", "set", "some", "any", "unowned", "weak", "willSet",
    ]

    // C keywords, Objective-C's own, and the literals every Objective-C reader knows.
    static let objectiveCKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "return", "short",
        "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
        "volatile", "while", "id", "self", "super", "nil", "Nil", "YES", "NO", "BOOL", "SEL", "IMP",
        "instancetype", "nonatomic", "atomic", "strong", "weak", "copy", "assign", "readonly",
        "readwrite", "nullable", "nonnull", "NULL", "__weak", "__strong", "__block", "IBOutlet", "IBAction",
    ]
}
