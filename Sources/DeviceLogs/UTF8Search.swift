/// Byte searches that stand before `LogLineReader`'s patterns: a pattern runs only on a line
/// where its search finds something. Each finds at least every place a `Character` search
/// would (a byte match that is not on a character boundary, or a byte that may begin a space
/// outside ASCII, counts as found), so a line it rejects holds no match, and the pattern alone
/// decides the rest. `Character` searches before the patterns were a fifth of reading a log (perf).
enum UTF8Search {
    /// Whether `needle`'s bytes stand anywhere in `bytes` (a line's UTF-8).
    static func contains(_ needle: String, in bytes: [UInt8]) -> Bool {
        firstOffset(of: Array(needle.utf8), in: bytes, from: 0) != nil
    }

    /// Whether `needle`'s bytes stand anywhere in `text`'s UTF-8, read where the text keeps it:
    /// the `Character` search it stands for (`text.contains(">")`) walked every line's graphemes
    /// three times, 100 M instructions of reading the site's logs (callgrind).
    static func contains(_ needle: String, inUTF8Of text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            needle.utf8.withContiguousStorageIfAvailable { pattern in firstOffset(of: pattern, in: bytes) != nil }
        }
        return (found ?? nil) ?? contains(needle, in: Array(text.utf8))
    }

    /// Whether `word` stands in `bytes` right before a byte that may begin a space (an ASCII
    /// space, tab or line end, or any byte outside ASCII).
    static func contains(_ word: String, followedBySpaceIn bytes: [UInt8]) -> Bool {
        let pattern = Array(word.utf8)
        var from = 0
        while let found = firstOffset(of: pattern, in: bytes, from: from) {
            let next = found + pattern.count
            if next < bytes.count, mayBeginSpace(bytes[next]) { return true }
            from = found + 1
        }
        return false
    }

    /// Whether `byte` may be the first of a whitespace character: ASCII's (and the separators
    /// U+001C–U+001F, which some definitions count), or any byte beyond ASCII.
    static func mayBeginSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte) || (0x1C...0x1F).contains(byte) || byte >= 0x80
    }

    private static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        let last = bytes.count - pattern.count
        var index = 0
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < pattern.count && bytes[index + offset] == pattern[offset] { offset += 1 }
                if offset == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }

    private static func firstOffset(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count - start >= pattern.count else { return nil }
        let last = bytes.count - pattern.count
        var index = start
        while index <= last {
            guard let found = bytes[index...last].firstIndex(of: first) else { return nil }
            if bytes[found..<found + pattern.count].elementsEqual(pattern) { return found }
            index = found + 1
        }
        return nil
    }
}
