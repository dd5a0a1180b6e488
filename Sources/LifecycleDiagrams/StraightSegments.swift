/// A Graphviz path with its straight cubic segments written as `H` or `V` lines.
///
/// Graphviz writes every edge, and every side of a rounded box, as cubic Bézier segments:
/// `M x0,y0C x1,y1 x2,y2 x3,y3 …`. When a segment's four points share one y and their x values
/// run in order (or share one x, the y values in order), the curve never leaves the segment
/// between its ends nor turns back on it, so it is exactly that line: `H x3` (or `V y3`) draws
/// the same pixels in a third of the bytes. (Not so for dashes: a browser spaces them along the
/// curve's measured length, see `SVGDocument`.) Measured in Chromium over the site's diagrams:
/// calls and lifelines draw byte-identical pixels; where a rounded box's side meets its corner, a
/// few pixels per diagram (at most 45 of millions) differ by 1 of 255 in one channel: rounding.
/// To trade those bytes for exact pixels, shorten only paths of one segment. Horizontal calls and vertical
/// lifelines are most of a sequence diagram's paths.
enum StraightSegments {
    /// The shorter path data, or nil when no segment is straight or the data is not Graphviz's
    /// `M` point, `C` and a whole number of point triples (then it is left as it is).
    static func shortened(_ data: ArraySlice<UInt8>) -> [UInt8]? {
        // Numbers are held as ranges of the data, not slices: slices retained and released the
        // data's buffer at every step, and a path took 16,000 instructions (callgrind).
        data.withUnsafeBufferPointer { data in
            guard let points = points(data), points.count >= 4, (points.count - 1) % 3 == 0 else { return nil }
            var result: [UInt8] = [UInt8(ascii: "M")]
            result.reserveCapacity(data.count)
            func write(_ number: Number) { result += data[number.text] }
            func write(_ point: Point) {
                write(point.x)
                result.append(UInt8(ascii: ","))
                write(point.y)
            }
            write(points[0])
            var shortenedAny = false
            var inCurve = false
            for start in stride(from: 0, to: points.count - 1, by: 3) {
                let (p0, p1, p2, p3) = (points[start], points[start + 1], points[start + 2], points[start + 3])
                if p0.y.value == p1.y.value, p0.y.value == p2.y.value, p0.y.value == p3.y.value,
                   inOrder(p0.x.value, p1.x.value, p2.x.value, p3.x.value) {
                    result.append(UInt8(ascii: "H"))
                    write(p3.x)
                    shortenedAny = true
                    inCurve = false
                } else if p0.x.value == p1.x.value, p0.x.value == p2.x.value, p0.x.value == p3.x.value,
                          inOrder(p0.y.value, p1.y.value, p2.y.value, p3.y.value) {
                    result.append(UInt8(ascii: "V"))
                    write(p3.y)
                    shortenedAny = true
                    inCurve = false
                } else {
                    // Graphviz's own form: one `C`, then the triples apart by spaces.
                    result.append(inCurve ? UInt8(ascii: " ") : UInt8(ascii: "C"))
                    write(p1)
                    result.append(UInt8(ascii: " "))
                    write(p2)
                    result.append(UInt8(ascii: " "))
                    write(p3)
                    inCurve = true
                }
            }
            return shortenedAny ? result : nil
        }
    }

    /// Four coordinates that run one way, from a first to a different last.
    private static func inOrder(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Bool {
        guard a != d else { return false }
        return a < d ? a <= b && b <= c && c <= d : a >= b && b >= c && c >= d
    }

    /// A number as written (its range in the data), and its value in hundredths: Graphviz
    /// prints at most two decimals, so equal values are equal integers and comparing them is exact.
    private struct Number {
        var text: Range<Int>
        var value: Int
    }

    private struct Point {
        var x: Number
        var y: Number
    }

    /// The points of `Mx,yCx,y x,y x,y …`; nil for anything else.
    private static func points(_ data: UnsafeBufferPointer<UInt8>) -> [Point]? {
        var index = 0
        guard index < data.count, data[index] == UInt8(ascii: "M") else { return nil }
        index += 1
        var points: [Point] = []
        while true {
            guard let x = number(data, &index), index < data.count, data[index] == UInt8(ascii: ",") else { return nil }
            index += 1
            guard let y = number(data, &index) else { return nil }
            points.append(Point(x: x, y: y))
            if index == data.count { return points.count > 1 ? points : nil }
            let separator = data[index]
            guard separator == (points.count == 1 ? UInt8(ascii: "C") : UInt8(ascii: " ")) else { return nil }
            index += 1
        }
    }

    /// `-12.34`, `5`, `0.5`: a sign, digits, and at most two decimals.
    private static func number(_ data: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Number? {
        let start = index
        let negative = index < data.count && data[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0, digits = 0, decimals: Int?
        while index < data.count {
            let byte = data[index]
            if byte == UInt8(ascii: "."), decimals == nil {
                decimals = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if let places = decimals {
                    guard places < 2 else { return nil }
                    decimals = places + 1
                }
                guard digits < 12 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        for _ in (decimals ?? 0)..<2 { value *= 10 }
        return Number(text: start..<index, value: negative ? -value : value)
    }
}
