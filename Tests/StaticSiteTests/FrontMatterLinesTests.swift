@testable import StaticSite
import Testing

/// `FrontMatterLines` reads a page a line at a time as far as its front matter goes: what it finds
/// must be what splitting the whole page into Character lines found.
@Suite("Front matter found a line at a time")
struct FrontMatterLinesTests {
    /// The road it replaced: every line of the text, split as Characters, then joined again.
    static func byCharacterLines(_ text: String) -> FrontMatterLines.Found {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        guard lines.first == "---" else { return .none }
        guard let end = lines.dropFirst().firstIndex(of: "---") else { return .unclosed }
        return .matter(yaml: lines[1..<end].joined(separator: "\n"), body: lines[(end + 1)...].joined(separator: "\n"), bodyLine: end + 2)
    }

    @Test("The same YAML, body and body line as the Character lines, for pages of every line break and neighbour")
    func sameAsCharacterLines() {
        let pieces = ["---", "---", "\n", "\n", "\r\n", "\r", "title: A", "a", " ", "é", "e\u{301}", "\u{301}", "-", "--", "视图", "\n\u{301}", "\r\u{301}"]
        var generator = SystemRandomNumberGenerator()
        var texts = ["", "---", "---\n", "---\n---", "---\n---\n", "---\r\n---\r\nbody\r\n", "---\ntitle: A\n---\n# A\n\ntext\n", "---\rtitle: A\r---\rbody", "x\n---\n---\n", "---\n--- \n---\n"]
        for _ in 0..<5000 {
            texts.append((0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            #expect(FrontMatterLines.find(in: text) == Self.byCharacterLines(text), "\(text.debugDescription)")
        }
    }

    @Test("A page's own body is given back as it is when it has no carriage return")
    func bodyAsWritten() {
        #expect(FrontMatterLines.find(in: "---\ntitle: A\n---\n# A\n\n- b\n") == .matter(yaml: "title: A", body: "# A\n\n- b\n", bodyLine: 4))
        #expect(FrontMatterLines.find(in: "---\r\ntitle: A\r\n---\r\n# A\r\nb") == .matter(yaml: "title: A", body: "# A\nb", bodyLine: 4))
    }
}
