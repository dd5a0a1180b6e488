import LifelineTestSupport
import Mustache
@testable import StaticSite
import Testing

@Suite("HTML escaping of template values")
struct HTMLEscapeTests {
    @Test("The escaping gives swift-mustache's own HTML escaping, for random texts with marks that join an escaped character into another")
    func sameAsMustache() throws {
        var random = SeededGenerator(state: 53)
        // Escaped characters, ASCII around them, and scalars that join a neighbour into one
        // Character: combining marks (U+0338, U+0301), a zero-width joiner, a prepended mark
        // (U+0600), a variation selector; and wide text, emoji, CR LF.
        let pieces = ["<", ">", "&", "\"", "'", "a", " ", "\r\n", "\u{338}", "\u{301}", "\u{200D}", "\u{600}", "\u{FE0F}", "é", "视", "👍🏽", "&amp;", "x'y"]
        let reference = try MustacheTemplate(string: "{{x}}")
        var escaped = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let ours = HTMLContentType().escapeText(text)
            #expect(ours == reference.render(["x": text]), "\(Array(text.unicodeScalars))")
            if HTMLContentType.escapedByBytes(text) != nil && ours != text { escaped += 1 }
        }
        // The byte road answered for many of them, not only the Character road.
        #expect(escaped > 1_000)
    }
}
