import Foundation

/// Byte-string tests the SVG finisher makes on every line, with `memchr` and `memcmp`: the
/// standard library's generic `starts(with:)` and `elementsEqual` compared an array slice with
/// an array a byte at a time through their iterators, and were a fifth of finishing an SVG (perf).
enum Bytes {
    /// Whether `line` begins with `prefix`.
    static func starts<Line: Collection<UInt8>>(_ line: Line, with prefix: [UInt8]) -> Bool where Line.Index == Int {
        line.count >= prefix.count && same(line[line.startIndex..<(line.startIndex + prefix.count)], prefix[...])
    }

    /// Whether `a` and `b` hold the same bytes.
    static func same<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
        guard a.count == b.count else { return false }
        return a.withContiguousStorageIfAvailable { a in
            b.withContiguousStorageIfAvailable { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }.flatMap { $0 } ?? a.elementsEqual(b)
    }

    /// Where `pattern` first starts in `line` (an index of `line`), or nil.
    static func find<Line: Collection<UInt8>>(_ pattern: [UInt8], in line: Line) -> Int? where Line.Index == Int {
        guard let first = pattern.first, line.count >= pattern.count else { return nil }
        let found = line.withContiguousStorageIfAvailable { bytes -> Int? in
            pattern.withUnsafeBufferPointer { pattern -> Int? in
                let base = bytes.baseAddress!, last = bytes.count - pattern.count
                var index = 0
                while index <= last {
                    guard let found = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                    let candidate = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                    if memcmp(base + candidate, pattern.baseAddress!, pattern.count) == 0 { return candidate }
                    index = candidate + 1
                }
                return nil
            }
        }
        guard let found else { return (line.startIndex...(line.endIndex - pattern.count)).first { same(line[$0..<($0 + pattern.count)], pattern) } }
        return found.map { line.startIndex + $0 }
    }
}
