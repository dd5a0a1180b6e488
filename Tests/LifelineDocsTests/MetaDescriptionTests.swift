@testable import LifelineDocs
import Testing

@Suite("A page's meta description: whole when short, cut at a word when long")
struct MetaDescriptionTests {
    @Test("A description of 300 characters or fewer is kept whole")
    func short() {
        let text = String(repeating: "a", count: 300)
        #expect(PageModel.metaDescription(text) == text)
        #expect(PageModel.metaDescription("Two words.") == "Two words.")
    }

    @Test("A longer one is cut at the last space within 300 characters, its trailing punctuation dropped, with an ellipsis")
    func long() {
        // Words of four letters and a comma, six characters with the space: the 50th ends at 299, past
        // the last space within 299 characters, so 49 words are kept, the last without its comma.
        let text = Array(repeating: "abcd,", count: 70).joined(separator: " ")
        let cut = PageModel.metaDescription(text)
        #expect(cut == Array(repeating: "abcd,", count: 48).joined(separator: " ") + " abcd…")
        #expect(cut.count <= PageModel.metaDescriptionLength)
    }

    @Test("Non-Latin text is counted in characters, and a text without spaces is cut at the limit")
    func unspaced() {
        let text = String(repeating: "视图", count: 200)
        #expect(PageModel.metaDescription(text) == String(repeating: "视图", count: 149) + "视…")
    }

    @Test("The same as the first road (count it all, trim through reversals) for texts around the limit, of every kind of character")
    func sameAsCountingRoad() {
        func counted(_ text: String) -> String {
            guard text.count > PageModel.metaDescriptionLength else { return text }
            let kept = text.prefix(PageModel.metaDescriptionLength - 1)
            let cut = kept.lastIndex(of: " ").map { kept[..<$0] } ?? kept
            return String(cut.reversed().drop(while: { $0.isPunctuation || $0.isWhitespace }).reversed()) + "…"
        }
        // Letters, spaces, punctuation, CJK, an emoji, a combining mark, a line break: each a
        // Character of one to many bytes, so byte and character counts part.
        let pieces = ["a", "bc", " ", ",", ".", "视", "👍🏽", "e\u{301}", "\n", "—", "!", "  "]
        var generator = SystemRandomNumberGenerator()
        var texts = ["", String(repeating: "a", count: 299), String(repeating: "a", count: 300), String(repeating: "a", count: 301),
            String(repeating: "视", count: 100), String(repeating: "视", count: 300), String(repeating: "视", count: 301),
            String(repeating: "e\u{301}", count: 300), String(repeating: "e\u{301}", count: 301), String(repeating: ". ", count: 200)]
        for _ in 0..<500 {
            let count = Int.random(in: 200...420, using: &generator)
            texts.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            #expect(PageModel.metaDescription(text) == counted(text), "\(text.debugDescription)")
        }
    }
}
