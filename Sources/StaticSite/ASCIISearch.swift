import Foundation

extension Substring {
    /// The first place `needle` (ASCII text) is found, searched in the UTF-8 bytes: `range(of:)`
    /// goes through NSString, which copies the whole text to search it (perf: half a percent of a
    /// cold build, on pages' HTML of tens of kilobytes). An ASCII needle matches only at whole
    /// scalars, so the range is valid in the text.
    public func firstRange(ofASCII needle: String) -> Range<Index>? {
        let wanted = Array(needle.utf8)
        precondition(wanted.allSatisfy { $0 < 0x80 }, "an ASCII needle")
        guard let first = wanted.first else { return nil }
        let offset: Int?? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress, bytes.count >= wanted.count else { return nil }
            var at = 0
            while at + wanted.count <= bytes.count,
                let found = memchr(base + at, Int32(first), bytes.count - wanted.count + 1 - at)
            {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, wanted, wanted.count) == 0 { return index }
                at = index + 1
            }
            return nil
        }
        // Not contiguous (never so for Swift's own strings): the same search, a byte at a time.
        guard let found = offset ?? utf8.firstRange(of: wanted).map({ utf8.distance(from: utf8.startIndex, to: $0.lowerBound) }) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: found)
        return start..<utf8.index(start, offsetBy: wanted.count)
    }
}

extension String {
    /// `Substring.firstRange(ofASCII:)` of the whole text.
    public func firstRange(ofASCII needle: String) -> Range<Index>? {
        self[...].firstRange(ofASCII: needle)
    }
}
