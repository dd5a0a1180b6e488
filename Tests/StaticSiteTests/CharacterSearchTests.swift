import Foundation
import LifelineTestSupport
@testable import StaticSite
import Testing

/// `CharacterSearch` answers as the standard library's character searches do, whatever the
/// text around a match: combining marks, a CR LF pair, characters canonically equivalent to
/// ASCII ones (the Kelvin sign), text beyond ASCII.
@Suite struct CharacterSearchTests {
    static let pieces = [
        "<h", "2", " id=\"", "x\"", ">", "</h", "1", "<a class=\"anchor\"", "#</a>", "a", "K", "\u{212A}", ";", "\u{037E}",
        "\u{301}", "e\u{301}", "é", "\r", "\n", " ", "中文", "🇫🇷", "\u{600}", "`", "\u{1FEF}",
    ]
    static let patterns = ["<h", "<h1", "</h", ">", "</h1>", "<a class=\"anchor\"", " id=\"x\"", " id=\"K\"", " id=\"é\"", "\n", "1;", "a`"]

    @Test("First and last ranges are the standard library's, on 4,000 random texts and every pattern")
    func sameAsStandardLibrary() {
        var random = SeededGenerator(state: 24)
        for _ in 0..<4_000 {
            let whole = (0..<Int.random(in: 0...24, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            // A slice too, as the search index searches what is left of a page.
            let cut = whole.index(whole.startIndex, offsetBy: Int.random(in: 0...whole.count, using: &random))
            for text in [Substring(whole), whole[cut...], whole[..<cut]] {
                for pattern in Self.patterns {
                    #expect(CharacterSearch.firstRange(of: pattern, in: text) == text.firstRange(of: pattern), "\(Array(text.unicodeScalars)) \(pattern)")
                    #expect(CharacterSearch.lastRange(of: pattern, in: text) == text.ranges(of: pattern).last, "\(Array(text.unicodeScalars)) \(pattern)")
                }
            }
        }
    }

    @Test("A match inside a character is none: a combining mark after it, a Kelvin sign for K")
    func boundaries() {
        let text = Substring("<h\u{301}2 id=\"x\"> <h3>")
        #expect(CharacterSearch.firstRange(of: "<h", in: text).map { text[$0.lowerBound...].hasPrefix("<h3") } == true)
        #expect(CharacterSearch.firstRange(of: " id=\"K\"", in: Substring(" id=\"\u{212A}\"")) != nil)
        #expect(CharacterSearch.lastRange(of: "<h", in: Substring("<h1 <h\u{301}")).map(\.lowerBound) == Substring("<h1 <h\u{301}").startIndex)
    }
}
