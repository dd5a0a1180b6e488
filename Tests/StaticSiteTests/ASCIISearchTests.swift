import Foundation
import StaticSite
import Testing

/// `firstRange(ofASCII:)` finds what Foundation's literal `range(of:)` finds, searching the bytes.
/// (Without `.literal`, Foundation does not find a needle ending in a line break when a joining
/// mark follows it: the mark joins the break as one composed sequence. The HTML these searches
/// look through is the build's own, where a placeholder is a placeholder whatever follows it.)
@Suite struct ASCIISearchTests {
    /// Random texts of pieces that start, repeat and nearly make the needles, with accents,
    /// joining marks, CJK and emoji between them.
    @Test("The same range as a literal range(of:), in 3,000 random texts and in the slices that start inside them")
    func sameAsFoundation() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<", "</h1>", "</h1>\n", "</h1", "h1>", "\n", "é", "e\u{301}", "\u{301}", "中文", "👩‍👩‍👧", "<lifeline-figure data-block=\"1\"></lifeline-figure>\n", "<lifeline-figure data-block=\"12\"></lifeline-figure>\n", "a", " "]
        let needles = ["</h1>\n", "<lifeline-figure data-block=\"1\"></lifeline-figure>\n", "<", "h1>\n", "zz"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for needle in needles {
                #expect(text.firstRange(ofASCII: needle) == text.range(of: needle, options: .literal), "\(text.debugDescription) \(needle.debugDescription)")
                let cut = text.utf8.count / 2
                let slice = text[text.utf8.index(text.utf8.startIndex, offsetBy: cut)...]
                #expect(slice.firstRange(ofASCII: needle) == slice.range(of: needle, options: .literal), "\(slice.debugDescription) \(needle.debugDescription)")
            }
        }
    }

    @Test("An empty needle, or one longer than the text, is found nowhere")
    func edges() {
        #expect("abc".firstRange(ofASCII: "") == nil)
        #expect("abc".firstRange(ofASCII: "abcd") == nil)
        #expect("".firstRange(ofASCII: "a") == nil)
        #expect("abc".firstRange(ofASCII: "abc") == "abc".startIndex..<"abc".endIndex)
    }
}
