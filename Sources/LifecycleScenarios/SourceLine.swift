import LifecycleModel

/// One line of a scenario file, split into words that remember their columns.
struct SourceLine {
    struct Word {
        var text: String
        /// 1-based column of the word's first character.
        var column: Int
    }

    let text: String
    let number: Int
    let path: String
    let words: [Word]

    init(text: String, number: Int, path: String) {
        self.text = text
        self.number = number
        self.path = path
        // `#` starts a comment that runs to the end of the line.
        let code = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var words: [Word] = []
        var current = ""
        var start = 0
        for (offset, character) in code.enumerated() {
            if character == " " || character == "\t" || character == "\r" {
                if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        self.words = words
    }

    func location(of word: Word) -> SourceLocation {
        SourceLocation(file: path, line: number, column: word.column)
    }

    /// The rest of the line after a word, trimmed: the free text of `title: …`.
    func rest(after word: Word) -> String {
        let tail = words.drop { $0.column <= word.column }
        return tail.map(\.text).joined(separator: " ")
    }
}
