/// The x of each lifeline: every gap wide enough for the headers beside it and for every label
/// drawn across it, so that nothing overlaps.
struct SequenceColumns {
    /// A need for `width` points of text, plus `allowance` around it, between the lifelines
    /// `low` and `high`.
    struct Span {
        var low: Int
        var high: Int
        var width: Double
        var allowance: Double
    }

    var headerWidths: [Double]
    var spans: [Span]

    /// Narrowest the space between two lifelines may be.
    static let minimumGap = 60.0
    /// Between two header boxes.
    static let headerSpacing = 12.0
    /// Around a label across lifelines: both bars' edges (with one level of nesting) and air.
    static let arrowAllowance = 30.0
    /// Beside a self-call's label: the bar it leaves (nested once), its gap, the bar it must not
    /// reach and air.
    static let selfCallAllowance = 34.0

    /// Column centres, the first at 0.
    func positions() -> [Double] {
        guard !headerWidths.isEmpty else { return [] }
        var gaps = (0..<(headerWidths.count - 1)).map { index in
            max(Self.minimumGap, (headerWidths[index] + headerWidths[index + 1]) / 2 + Self.headerSpacing)
        }
        // Shorter spans first, so that a long arrow widens only what its short neighbours left narrow.
        let ordered = spans.enumerated().sorted { lhs, rhs in
            let left = lhs.element.high - lhs.element.low, right = rhs.element.high - rhs.element.low
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        for (_, span) in ordered where span.low < span.high {
            let range = span.low..<span.high
            let deficit = span.width + span.allowance - range.reduce(0) { $0 + gaps[$1] }
            guard deficit > 0 else { continue }
            for gap in range { gaps[gap] += deficit / Double(range.count) }
        }
        var positions = [0.0]
        for gap in gaps { positions.append(positions[positions.count - 1] + gap) }
        return positions
    }
}
