import LifecycleModel

/// Reads a line's words one by one, with errors that point at the word that is wrong.
struct WordCursor {
    let line: SourceLine
    private(set) var index: Int
    /// The shape the line should have, quoted in "expected …" errors.
    let usage: String

    init(_ line: SourceLine, from index: Int = 0, usage: String) {
        self.line = line
        self.index = index
        self.usage = usage
    }

    var current: SourceLine.Word? { index < line.words.count ? line.words[index] : nil }
    var isAtEnd: Bool { current == nil }

    /// Where the current word is, or the end of the line when none is left.
    var location: SourceLocation {
        current.map(line.location(of:)) ?? line.endLocation
    }

    mutating func next() throws(ScenarioError) -> SourceLine.Word {
        guard let word = current else { throw expected() }
        index += 1
        return word
    }

    /// Consumes `text` (case-sensitive) if it is next.
    mutating func accept(_ text: String) -> Bool {
        guard current?.text == text else { return false }
        index += 1
        return true
    }

    /// Consumes the words of `phrase` if they are all next.
    /// Word by word, stopping at the first that differs: most phrases tried are not next, and
    /// splitting each into an array of Strings first was a quarter of parsing a scenario (callgrind).
    mutating func accept(phrase: String) -> Bool {
        var at = index
        var rest = phrase[...]
        while true {
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { break }
            let end = rest.firstIndex(of: " ") ?? rest.endIndex
            // Compared as Strings (canonical equivalence), as the split words were.
            guard at < line.words.count, line.words[at].text == rest[..<end] else { return false }
            at += 1
            rest = rest[end...]
        }
        index = at
        return true
    }

    mutating func expect(_ text: String) throws(ScenarioError) {
        guard accept(text) else { throw expected() }
    }

    mutating func integer() throws(ScenarioError) -> Int {
        let word = try next()
        guard let value = Int(word.text), value >= 0 else {
            throw ScenarioError(line.location(of: word), "expected a whole number of points, not '\(word.text)'; \(usageHint)")
        }
        return value
    }

    /// Nothing may follow.
    func end() throws(ScenarioError) {
        guard let word = current else { return }
        throw ScenarioError(line.location(of: word), "unexpected '\(word.text)'; \(usageHint)")
    }

    func expected() -> ScenarioError {
        if let word = current {
            return ScenarioError(line.location(of: word), "unexpected '\(word.text)'; \(usageHint)")
        }
        return ScenarioError(line.endLocation, "the line ends too early; \(usageHint)")
    }

    var usageHint: String { "expected '\(usage)'" }
}
