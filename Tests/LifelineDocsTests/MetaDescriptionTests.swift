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
}
