import Foundation
@testable import LifecycleDiagrams
import LifelineTestSupport
import Testing

/// DOT numbers written as digits into bytes: the text the Strings' road wrote (its code kept here
/// as the reference), for fixed and random values.
@Suite struct DOTNumberTests {
    @Test("Numbers, positions and inches as the Strings' road wrote them, for fixed and 200,000 random values")
    func sameAsStrings() {
        var random = SeededGenerator(state: 61)
        let fixed: [Double] = [0, -0, 0.004, 0.005, -0.005, 1.006, -0.001, 12, -0.5, 0.72, 10, 36, 0.01, 99.995, 123456.789, -98765.4321, 1e-9, 71.99999, 72.00001]
        var values = fixed
        for _ in 0..<200_000 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: values.append(Double.random(in: -5_000...5_000, using: &random))
            case 1: values.append(Double(Int.random(in: -500_000...500_000, using: &random)) / 100)
            case 2: values.append(Double(Int.random(in: -50_000...50_000, using: &random)) / 1000 + 0.0005)
            default: values.append(Double.random(in: 0...3, using: &random))
            }
        }
        for (index, value) in values.enumerated() {
            #expect(DOTNumber.format(value) == Self.format(value), "\(value)")
            #expect(DOTNumber.inches(value) == Self.inches(value), "\(value)")
            let y = values[(index + 1) % values.count]
            #expect(DOTNumber.position(value, y) == "\(Self.format(value)),\(Self.format(-y))!", "\(value), \(y)")
            #expect(DOTValue.position(value, y).encoded == "\"\(Self.format(value)),\(Self.format(-y))!\"")
            #expect(DOTValue.inches(value).encoded == "\"\(Self.inches(value))\"")
        }
    }

    /// The Strings' road before the digits were written into bytes.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + "\(whole).\(fraction / 10)" }
        return sign + "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func inches(_ points: Double) -> String {
        let value = max(points, 0.72) / 72
        let tenThousandths = Int((value * 10000).rounded(.up))
        let whole = tenThousandths / 10000, fraction = tenThousandths % 10000
        if fraction == 0 { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
