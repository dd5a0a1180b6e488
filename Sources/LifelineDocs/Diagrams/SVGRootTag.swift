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

    /// The value of attribute `name` (` name="value"`) in `tag`, up to its closing quote or the
    /// tag's end; found in the bytes (`firstRange(of:)` built a search table for each of the
    /// 700 searches a build makes, perf).
    static func value(of name: String, in tag: String) -> Substring? {
        let pattern = Array(" \(name)=\"".utf8)
        let bytes = tag.utf8
        var start = bytes.startIndex
        while let space = bytes[start...].firstIndex(of: UInt8(ascii: " ")) {
            if bytes[space...].starts(with: pattern) {
                let valueStart = bytes.index(space, offsetBy: pattern.count)
                let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.endIndex
                return Substring(bytes[valueStart..<valueEnd])
            }
            start = bytes.index(after: space)
        }
        return nil
    }
}
