import Foundation

/// The text of an SVG's root element between `<svg` and its `>`, found in the file's first bytes
/// with `memchr`: what a diagram's size and band are read from. Decoding the head
/// of each of 350 SVGs to a String and searching it Character by Character was a third of taking
/// the drawings from the cache (perf).
enum SVGRootTag {
    /// The tag's attributes, when `<svg` starts within the first `limit` bytes; the text runs to
    /// the tag's `>`, or to `limit` when `closed` is false and no `>` comes before it.
    static func attributes(of svg: Data, within limit: Int, closed: Bool) -> String? {
        svg.withUnsafeBytes { raw -> String? in
            guard let base = raw.baseAddress else { return nil }
            let count = min(raw.count, limit)
            let bytes = raw.bindMemory(to: UInt8.self)
            var at = 0
            // Each `<` in turn until one starts `<svg` (Glibc's `memmem` is not in Swift's view of it).
            while true {
                guard at + 4 <= count, let found = memchr(base + at, Int32(UInt8(ascii: "<")), count - at - 3) else { return nil }
                at = base.distance(to: UnsafeRawPointer(found))
                if bytes[at + 1] == UInt8(ascii: "s"), bytes[at + 2] == UInt8(ascii: "v"), bytes[at + 3] == UInt8(ascii: "g") { break }
                at += 1
            }
            let start = at + 4
            let close = memchr(base + start, Int32(UInt8(ascii: ">")), count - start)
            guard close != nil || !closed else { return nil }
            let end = close.map { base.distance(to: UnsafeRawPointer($0)) } ?? count
            return String(decoding: UnsafeRawBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        }
    }
}
