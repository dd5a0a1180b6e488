import LifelineTestSupport
import Testing

@testable import LifecycleDiagrams

/// DOT's quoted values, copied whole or escaped byte by byte: as the scalars' road wrote them
/// (its code kept here as the reference).
@Suite("DOT quoting")
struct DOTQuotingTests {
    @Test("The bytes' roads write what the scalars' road wrote for random values, centred and justified")
    func sameAsScalars() {
        var random = SeededGenerator(state: 37)
        let pieces = ["a", " ", "&", "\\", "\"", "\n", "\r", "\t", "\u{0}", "\u{2028}", "\u{2029}", "\u{2027}", "—", "→", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{FEFF}", "\u{F8FF}", "\u{B}", "\u{1F}", "\u{7F}", "视", "👍🏽"]
        for _ in 0..<20_000 {
            let value = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for lineEnd in ["\\n", "\\l", "\\r"] {
                #expect(DOTValue.quote(value, lineEnd: lineEnd) == Self.quotedByScalars(value, lineEnd: lineEnd), "\(Array(value.unicodeScalars))")
            }
        }
    }

    /// The scalars' road, as `DOTValue` had it for a value that needs escaping.
    static func quotedByScalars(_ value: String, lineEnd: String = "\\n") -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "&": out += "&amp;"
            case "\n", "\u{2028}", "\u{2029}": out += lineEnd
            case "\t": out += " "
            case "\r": break
            default: if XMLText.isAllowed(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out + (lineEnd == "\\n" ? "" : lineEnd) + "\""
    }
}
