/// Numbers as the DOT text writes them: at most two decimals, no trailing zeros, so that the
/// text is short and the same on every run.
enum DOTNumber {
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100, fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        if fraction % 10 == 0 { return sign + "\(whole).\(fraction / 10)" }
        return sign + "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A pinned position: points, y upwards as Graphviz has it.
    static func position(_ x: Double, _ y: Double) -> String {
        "\(format(x)),\(format(-y))!"
    }

    /// Points as inches, the unit of node sizes.
    static func inches(_ points: Double) -> String {
        format4(max(points, 0.72) / 72)
    }

    private static func format4(_ value: Double) -> String {
        let tenThousandths = Int((value * 10000).rounded(.up))
        let whole = tenThousandths / 10000, fraction = tenThousandths % 10000
        if fraction == 0 { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}
