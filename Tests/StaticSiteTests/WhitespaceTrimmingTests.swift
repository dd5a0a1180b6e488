import Foundation
import LifelineTestSupport
import StaticSite
import Testing

@Suite("Trimming spaces and tabs")
struct WhitespaceTrimmingTests {
    @Test("Trimming gives what Foundation's trimming of .whitespaces gives, for random texts and every space separator")
    func sameAsFoundation() {
        var random = SeededGenerator(state: 17)
        // Every space separator (Zs) and tab, and characters next to them that are not: line
        // ends, a combining mark after a space, zero-width and Mongolian separators (Cf).
        let pieces = [" ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
                      "\n", "\r", "\u{85}", "\u{2028}", "\u{200B}", "\u{180E}", "\u{FEFF}", "\u{301}", "a", "视", "👍🏽", ":"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            let slice = text.dropFirst()
            #expect(slice.trimmingWhitespace() == slice.trimmingCharacters(in: .whitespaces), "\(Array(slice.unicodeScalars))")
        }
    }
}
