import Foundation

/// Where a sequence diagram's top row of lifeline headers lies in its SVG, in the SVG's own units
/// (its `viewBox`): the page draws that band again, from the same file, as a strip that sticks to
/// the top of the window while the reader scrolls through a tall diagram.
struct HeaderBand: Equatable {
    /// The `viewBox` width.
    var width: Double
    /// The band's top and bottom, from the top of the `viewBox`.
    var top: Double
    var bottom: Double

    init(width: Double, top: Double, bottom: Double) {
        self.width = width
        self.top = top
        self.bottom = bottom
    }

    /// Reads the band from the header nodes (`class="ll_header"`) Graphviz wrote in the upper
    /// half of the diagram, with a little room around them; nil when the SVG has none.
    /// One pass over the bytes: splitting the text at every header (and the rest at every `</g>`)
    /// was quadratic, an eighth of a cold build (perf).
    init?(svg: Data) {
        let found: (viewBox: [Double], transform: Double, ys: [[Double]])? = svg.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let viewBox = Self.value(after: " viewBox=\"", until: UInt8(ascii: "\""), in: bytes, from: 0),
                  let canvas = Self.find("class=\"ll_canvas\"", in: bytes, from: 0),
                  let translate = Self.value(after: "translate(", until: UInt8(ascii: ")"), in: bytes, from: canvas)
            else { return nil }
            let box = Self.numbers(in: bytes[viewBox]), shift = Self.numbers(in: bytes[translate])
            guard box.count == 4, shift.count == 2 else { return nil }
            var groups: [[Double]] = []
            var position = 0
            while let header = Self.find("<g class=\"ll_header\">", in: bytes, from: position) {
                let end = Self.find("</g>", in: bytes, from: header) ?? bytes.count
                groups.append(Self.shapeYs(in: bytes, header..<end).map { $0 + shift[1] })
                position = end
            }
            return (box, shift[1], groups)
        }
        guard let found else { return nil }
        let height = found.viewBox[3]
        var top = Double.infinity, bottom = -Double.infinity
        for ys in found.ys {
            guard let low = ys.min(), let high = ys.max(), low < height / 2 else { continue }
            top = min(top, low)
            bottom = max(bottom, high)
        }
        guard top.isFinite, bottom > top else { return nil }
        width = found.viewBox[2]
        self.top = max(0, top - 4)
        self.bottom = min(height, bottom + 4)
    }

    /// The y of every point of the paths and polygons in `range`. A path's `H` carries an x
    /// alone and its `V` a y alone (the SVG writes straight segments so); its other commands,
    /// like a polygon's points, carry x,y pairs.
    private static func shapeYs(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Double] {
        var ys: [Double] = []
        for name in [" d=\"", " points=\""] {
            var position = range.lowerBound
            while let value = value(after: name, until: UInt8(ascii: "\""), in: bytes, from: position), value.upperBound <= range.upperBound {
                var start = value.lowerBound
                var command = UInt8(ascii: "M")
                for end in value.lowerBound...value.upperBound where end == value.upperBound || Self.isCommand(bytes[end]) {
                    let numbers = numbers(in: bytes[start..<end])
                    switch command {
                    case UInt8(ascii: "H"): break
                    case UInt8(ascii: "V"): ys += numbers
                    default: ys += stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
                    }
                    if end < value.upperBound { command = bytes[end] }
                    start = end + 1
                }
                position = value.upperBound
            }
        }
        return ys
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) && byte != UInt8(ascii: "E")
    }

    /// Where `needle` starts at or after `start` (`memmem` is not in Swift's Glibc module).
    private static func find(_ needle: String, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) { return index }
            index += 1
        }
        return nil
    }

    /// The bytes after `prefix` (found at or after `start`) up to the `terminator`.
    private static func value(after prefix: String, until terminator: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        guard let found = find(prefix, in: bytes, from: start) else { return nil }
        let begin = found + prefix.utf8.count
        var end = begin
        while end < bytes.count, bytes[end] != terminator { end += 1 }
        return begin..<end
    }

    /// Every number in a path or list: `M55.94,-776C55.94,-776` → 55.94, -776, 55.94, -776.
    private static func numbers(in text: Slice<UnsafeBufferPointer<UInt8>>) -> [Double] {
        var numbers: [Double] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty, let number = Double(String(decoding: current, as: UTF8.self)) { numbers.append(number) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in text {
            if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || (byte == UInt8(ascii: "-") && current.isEmpty) {
                current.append(byte)
            } else {
                flush()
                if byte == UInt8(ascii: "-") { current.append(byte) }
            }
        }
        flush()
        return numbers
    }
}

extension DiagramSet {
    /// The header band of the sequence diagram at `path` (an SVG of this set).
    func headerBand(_ path: String) -> HeaderBand? {
        files[path].flatMap(HeaderBand.init(svg:))
    }
}
