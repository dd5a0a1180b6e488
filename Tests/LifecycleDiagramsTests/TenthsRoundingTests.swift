import Foundation
@testable import LifecycleDiagrams
import LifelineTestSupport
import Testing

@Suite("Coordinates to a tenth of a point")
struct TenthsRoundingTests {
    private func rounded(_ data: String) -> String {
        String(decoding: TenthsRounding.rounded(ArraySlice(data.utf8)), as: UTF8.self)
    }

    @Test("Each number is rounded half away from zero, without a zero tenth or the sign of zero")
    func numbers() {
        #expect(rounded("12.35") == "12.4")
        #expect(rounded("12.34") == "12.3")
        #expect(rounded("7.96") == "8")
        #expect(rounded("99.95") == "100")
        #expect(rounded("0.95") == "1")
        #expect(rounded("0.04") == "0")
        #expect(rounded("-0.04") == "0")
        #expect(rounded("-0.05") == "-0.1")
        #expect(rounded("-26834.85") == "-26834.9")
        #expect(rounded("-9.96") == "-10")
        #expect(rounded("14.4") == "14.4")
        #expect(rounded("1041") == "1041")
        #expect(rounded("3.0") == "3")
    }

    @Test("Numbers as Graphviz prints them round as the digits' road rounds them, and so do others", arguments: [false, true])
    func bothRoads(graphvizForm: Bool) {
        var random = SeededGenerator(state: 7)
        for _ in 0..<5_000 {
            let whole = String(Int.random(in: 0...(Bool.random(using: &random) ? 9 : 999_999_999), using: &random))
            let twoDecimals = whole + "." + String(format: "%02d", Int.random(in: 0...99, using: &random))
            // Graphviz writes no trailing zero: `12.34`, `12.3`, `12`.
            var number = [twoDecimals, String(twoDecimals.dropLast()), whole].randomElement(using: &random)!
            if !graphvizForm {
                // Leading zeros, three decimals, a lone point, two points, 16 digits.
                number = ["00" + number, number + "7", whole + ".", number + ".5", "1234567890123456" + number].randomElement(using: &random)!
            }
            if Bool.random(using: &random) { number = "-" + number }
            let data = ArraySlice("M\(number),\(number)C1.05 \(number)".utf8)
            #expect(TenthsRounding.rounded(data) == TenthsRounding.rounded(data, byDigits: true), "\(number)")
        }
    }

    @Test("Any run of digits, points and signs rounds alike on both roads and never comes out longer")
    func anyNumbers() {
        var random = SeededGenerator(state: 23)
        let alphabet = Array("0123456789.-, MC".utf8)
        for _ in 0..<20_000 {
            let data = ArraySlice((0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let rounded = TenthsRounding.rounded(data)
            #expect(rounded == TenthsRounding.rounded(data, byDigits: true), "\(String(decoding: data, as: UTF8.self))")
            #expect(rounded.count <= data.count)
        }
    }

    @Test("Path data and point lists keep their commands, commas and spaces")
    func data() {
        #expect(rounded("M471.32,-996H1017.19") == "M471.3,-996H1017.2")
        #expect(rounded("M796.08,-1025C774.55,-1025 125.36,-1025 47.74,-1025") == "M796.1,-1025C774.6,-1025 125.4,-1025 47.7,-1025")
        #expect(rounded("478.42,-1034.55 471.42,-1037 478.42,-1039.45") == "478.4,-1034.6 471.4,-1037 478.4,-1039.5")
        #expect(rounded("") == "")
    }
}
