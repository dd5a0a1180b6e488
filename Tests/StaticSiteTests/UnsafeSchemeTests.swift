import LifelineTestSupport
@testable import StaticSite
import Testing

@Suite("Refused URL schemes")
struct UnsafeSchemeTests {
    @Test("The byte road finds the scheme the scalar road finds, for random URLs of spaces, controls, case and non-ASCII letters")
    func bytesAgreeWithScalars() {
        var random = SeededGenerator(state: 41)
        // Pieces of refused schemes and of harmless links, the whitespace and controls browsers
        // skip, and non-ASCII letters that lowercase to ASCII or to more than one scalar.
        let pieces = ["java", "JAVA", "Script", "script:", "vb", "VBS", "data", "DATA:", ":", "a", "J", "\t", "\n", " ", "\u{1}", "\u{7F}",
                      "\u{212A}", "\u{130}", "\u{A0}", "é", "视", "https://", "#x", "page.html", "../", "%20"]
        var refused = 0
        for _ in 0..<20_000 {
            let url = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let scheme = UnsafeMarkup.scheme(of: url)
            #expect(scheme == UnsafeMarkup.schemeByScalars(of: url), "\(Array(url.unicodeScalars))")
            if scheme != nil { refused += 1 }
        }
        // The random URLs reach both answers, so the comparison is not of nils alone.
        #expect(refused > 500)
    }

    @Test("Each refused scheme is found behind skipped bytes and in any case; others are not")
    func examples() {
        #expect(UnsafeMarkup.scheme(of: " \t JaVa\nScRiPt:alert(1)") == "javascript:")
        #expect(UnsafeMarkup.scheme(of: "\u{1}vbscript:msgbox") == "vbscript:")
        #expect(UnsafeMarkup.scheme(of: "DATA:text/html,x") == "data:")
        #expect(UnsafeMarkup.scheme(of: "datas:x") == nil)
        #expect(UnsafeMarkup.scheme(of: "java") == nil)
        #expect(UnsafeMarkup.scheme(of: "https://example.org/javascript:") == nil)
        #expect(UnsafeMarkup.scheme(of: "ja\u{A0}vascript:") == nil)
    }
}
