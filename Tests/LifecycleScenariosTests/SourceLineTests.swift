import LifelineTestSupport
import Testing

@testable import LifecycleScenarios

/// A scenario line's words, found in the bytes of an ASCII line, are those a reading Character
/// by Character finds: the same code, words, columns, indentation and end column.
@Suite("Scenario lines: words")
struct SourceLineTests {
    @Test("Lines as written: comments, commas, tabs, indentation, a trailing CR", arguments: [
        "", "   ", "# only a comment", "title: App launch # why", "\tpush B, C,D  ", "  override viewDidLoad of A:",
        "launch with root A\r", ",,a,,", "a#b#c", "x\t\t y",
    ])
    func written(line: String) {
        expectSameParts(line)
    }

    @Test("Random ASCII lines of letters, separators and '#': the same parts as the Character reading")
    func random() {
        var random = SeededGenerator(state: 29)
        let pieces = [" ", "\t", "\r", ",", "#", "a", "B", "7", ":", "-", "("]
        for _ in 0..<3_000 {
            let line = (0..<Int.random(in: 0...16, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            expectSameParts(line)
        }
    }

    @Test("A line that is not ASCII is read Character by Character: columns count Characters")
    func nonASCII() {
        let line = SourceLine(text: "push 视图, e\u{301}x # note", number: 3, path: "a.scenario")
        #expect(line.words == [.init(text: "push", column: 1), .init(text: "视图", column: 6), .init(text: "e\u{301}x", column: 10)])
        #expect(line.endColumn == 12)
        #expect(line.code == "push 视图, e\u{301}x ")
    }

    private func expectSameParts(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ascii = SourceLine.asciiParts(line), characters = SourceLine.characterParts(line)
        #expect(ascii.code == characters.code, "\(Array(line.utf8))", sourceLocation: sourceLocation)
        #expect(ascii.words == characters.words, "\(Array(line.utf8))", sourceLocation: sourceLocation)
        #expect(ascii.indentation == characters.indentation, "\(Array(line.utf8))", sourceLocation: sourceLocation)
        #expect(ascii.endColumn == characters.endColumn, "\(Array(line.utf8))", sourceLocation: sourceLocation)
    }
}
