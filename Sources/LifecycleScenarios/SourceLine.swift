import LifecycleModel

/// One line of a scenario, split into words that remember their columns.
///
/// `#` starts a comment; spaces, tabs and commas separate words (`with A, B, C`); the leading
/// whitespace is the line's indentation (an override's body is indented).
struct SourceLine {
    struct Word: Equatable {
        var text: String
        /// 1-based column of the word's first character.
        var column: Int
    }

    let number: Int
    let path: String
    /// The line without its comment.
    let code: String
    let words: [Word]
    /// Columns of leading whitespace.
    let indentation: Int
    /// 1-based column just past the last character of code (where "expected …" points at the end).
    let endColumn: Int

    init(text: String, number: Int, path: String) {
        self.number = number
        self.path = path
        (code, words, indentation, endColumn) = text.utf8.allSatisfy { $0 < 0x80 } ? Self.asciiParts(text) : Self.characterParts(text)
    }

    typealias Parts = (code: String, words: [Word], indentation: Int, endColumn: Int)

    /// The line's parts, Character by Character (columns count Characters).
    static func characterParts(_ text: String) -> Parts {
        let code = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var words: [Word] = []
        var current = ""
        var start = 0
        var last = 0
        for (offset, character) in code.enumerated() {
            if character == " " || character == "\t" || character == "\r" || character == "," {
                if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
                last = offset + 1
            }
        }
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        return (code, words, code.prefix { $0 == " " || $0 == "\t" }.count, last + 1)
    }

    /// The same parts of an ASCII line (nearly every line written), found in its bytes: each
    /// byte is a Character there, so the columns are the same. Built a Character at a time, the
    /// words were half of reading a scenario's lines (perf).
    static func asciiParts(_ text: String) -> Parts {
        let bytes = Array(text.utf8)
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ",")
        }
        var words: [Word] = []
        var index = 0
        var last = 0
        while index < end {
            guard !isSeparator(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < end, !isSeparator(bytes[index]) { index += 1 }
            words.append(Word(text: String(decoding: bytes[start..<index], as: UTF8.self), column: start + 1))
            last = index
        }
        let indentation = bytes[..<end].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        return (String(decoding: bytes[..<end], as: UTF8.self), words, indentation, last + 1)
    }

    var isBlank: Bool { words.isEmpty }

    func location(of word: Word) -> SourceLocation {
        SourceLocation(file: path, line: number, column: word.column)
    }

    var endLocation: SourceLocation { SourceLocation(file: path, line: number, column: endColumn) }

    /// The raw text after a word, trimmed: the free text of `description: …`, commas kept.
    func rest(after word: Word) -> String {
        let start = code.index(code.startIndex, offsetBy: word.column - 1 + word.text.count)
        return Self.trailingBlanksDropped(code[start...].drop(while: Self.isBlank))
    }

    /// The line as written, without indentation, comment or trailing blanks: a step's text.
    var text: String {
        guard let first = words.first else { return "" }
        let start = code.index(code.startIndex, offsetBy: first.column - 1)
        return Self.trailingBlanksDropped(code[start...])
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }

    /// `text` up to its last character that is not blank. (Reversed twice and copied character by
    /// character, it was a tenth of reading the scenarios: perf.)
    private static func trailingBlanksDropped(_ text: Substring) -> String {
        guard let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(text[...last])
    }
}
