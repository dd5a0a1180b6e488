import LifelineTestSupport
import Testing

@testable import LifecycleDiagrams

/// DOT's quoted values: a value that needs no escape is copied whole, as the scalars' road would write it.
@Suite("DOT quoting")
struct DOTQuotingTests {
    @Test("The byte check's answer is the scalars' road's for random values, centred and justified")
    func sameAsScalars() {
        var random = SeededGenerator(state: 37)
        let pieces = ["a", " ", "&", "\\", "\"", "\n", "\r", "\t", "\u{0}", "\u{2028}", "\u{2029}", "\u{2027}", "—", "→", "\u{FFFE}", "\u{FFFD}", "视", "👍🏽"]
        for _ in 0..<3_000 {
            let value = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for lineEnd in ["\\n", "\\l"] {
                #expect(DOTValue.quote(value, lineEnd: lineEnd) == DOTValue.quotedByScalars(value, lineEnd: lineEnd), "\(Array(value.unicodeScalars))")
            }
        }
    }
}
