import LifelineTestSupport
import StaticSite
import Testing

@Suite("Splitting text at a byte")
struct ByteSplitTests {
    @Test("Splitting at the bytes gives the standard library's pieces, for random texts, separators, split limits and empty pieces, on strings and substrings")
    func sameAsStandardLibrary() {
        var random = SeededGenerator(state: 61)
        // Separators, line ends, scalars that join a neighbour into one Character (combining
        // marks, a zero-width joiner, a prepended mark), wide text and emoji.
        let pieces = [" ", "/", ".", "\n", "\r", "\r\n", ":", "a", "bc", "\u{301}", "\u{338}", "\u{200D}", "\u{600}", "é", "视", "👍🏽", "#"]
        let separators: [Character] = [" ", "/", ".", "\n", "\r", ":", "#", "\r\n", "é"]
        var byBytes = 0
        for _ in 0..<6_000 {
            let text = (0..<Int.random(in: 0...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let separator = separators.randomElement(using: &random)!
            let limit = [0, 1, 2, Int.max].randomElement(using: &random)!
            let omitting = Bool.random(using: &random)
            #expect(text.splitAtBytes(separator: separator, maxSplits: limit, omittingEmptySubsequences: omitting)
                    == text.split(separator: separator, maxSplits: limit, omittingEmptySubsequences: omitting),
                    "\(Array(text.unicodeScalars)) at \(Array(separator.unicodeScalars)) \(limit) \(omitting)")
            let slice = text.dropFirst()
            #expect(slice.splitAtBytes(separator: separator, maxSplits: limit, omittingEmptySubsequences: omitting)
                    == slice.split(separator: separator, maxSplits: limit, omittingEmptySubsequences: omitting))
            if text.unicodeScalars.allSatisfy(\.isASCII), !text.contains("\r") { byBytes += 1 }
        }
        #expect(byBytes > 500)
    }
}
