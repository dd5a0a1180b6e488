import Foundation

/// Byte-string tests the SVG finisher makes on every line, with `memchr` and `memcmp`: the
/// standard library's generic `starts(with:)` and `elementsEqual` compared an array slice with
/// an array a byte at a time through their iterators, and were a fifth of finishing an SVG (perf).
enum Bytes {
    /// Whether `line` begins with `prefix`.
    static func starts(_ line: ArraySlice<UInt8>, with prefix: [UInt8]) -> Bool {
        line.count >= prefix.count && same(line[line.startIndex..<(line.startIndex + prefix.count)], prefix[...])
    }

    /// Whether `a` and `b` hold the same bytes.
    static func same(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Where `pattern` first starts in `line` (an index of `line`), or nil.
    static func find(_ pattern: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
        guard let first = pattern.first, line.count >= pattern.count else { return nil }
        return line.withUnsafeBufferPointer { bytes -> Int? in
            pattern.withUnsafeBufferPointer { pattern -> Int? in
                let base = bytes.baseAddress!, last = bytes.count - pattern.count
                var index = 0
                while index <= last {
                    guard let found = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                    let candidate = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                    if memcmp(base + candidate, pattern.baseAddress!, pattern.count) == 0 { return line.startIndex + candidate }
                    index = candidate + 1
                }
                return nil
            }
        }
    }
}
