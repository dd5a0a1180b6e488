import Foundation

/// A polygon's `points` list without the points that draw nothing: a point equal to the one
/// before it, and, from four points up, a last point equal to the first (see `SVGDocument`).
enum PolygonPoints {
    /// `list` (points apart by spaces) rewritten in place: the points kept, apart by single
    /// spaces. Points are compared as written. One pass over the bytes: the ranges, indices and
    /// joined copy this took before were a fifth of shortening a shape (callgrind).
    static func removeRepeats(_ list: inout [UInt8]) {
        let count = list.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            // Points are copied down (`written` never passes `read`), so the last kept point is
            // whole where it was written when the next one is compared with it.
            var read = 0, written = 0, kept = 0
            var first = 0..<0, previous = 0..<0
            while read < buffer.count {
                let end = memchr(base + read, Int32(space), buffer.count - read)
                    .map { UnsafeMutableRawPointer(base).distance(to: $0) } ?? buffer.count
                if end > read, kept == 0 || !same(base, previous, read..<end) {
                    if kept > 0 {
                        base[written] = space
                        written += 1
                    }
                    if written != read { memmove(base + written, base + read, end - read) }
                    previous = written..<(written + end - read)
                    if kept == 0 { first = previous }
                    written = previous.upperBound
                    kept += 1
                }
                read = end + 1
            }
            // The space before the last point goes with it.
            if kept >= 4, same(base, first, previous) { written = previous.lowerBound - 1 }
            return written
        }
        list.removeSubrange(count...)
    }

    private static func same(_ base: UnsafeMutablePointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count && memcmp(base + a.lowerBound, base + b.lowerBound, a.count) == 0
    }

    private static let space = UInt8(ascii: " ")
}
