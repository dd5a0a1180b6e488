import Foundation

/// `firstRange(of:)` and `ranges(of:).last` on text, with their answers, found in the UTF-8
/// bytes: the standard library's searches build a table per call and walk the text character by
/// character (the search index's sections of a 100 KB page were a twentieth of a one-scenario
/// edit's instructions, callgrind).
///
/// A byte match counts only where both its ends are character boundaries, which is where a
/// character search finds the same pattern, for a pattern of ASCII characters that no other
/// character is canonically equivalent to. Swift compares characters by canonical equivalence,
/// and three ASCII characters have a singleton equivalent (K: U+212A KELVIN SIGN; `;`: U+037E;
/// `` ` ``: U+1FEF), so a pattern holding one of them, or anything beyond ASCII, is searched by
/// the standard library.
enum CharacterSearch {
    static func firstRange(of pattern: String, in text: Substring) -> Range<String.Index>? {
        let bytes = Array(pattern.utf8)
        guard bytesDecide(bytes) else { return text.firstRange(of: pattern) }
        let found = text.utf8.withContiguousStorageIfAvailable { buffer -> Range<String.Index>? in
            var from = 0
            while let offset = first(bytes, in: buffer, from: from) {
                if let range = characters(offset, bytes.count, in: text) { return range }
                from = offset + 1
            }
            return nil
        }
        return found ?? text.firstRange(of: pattern)
    }

    static func lastRange(of pattern: String, in text: Substring) -> Range<String.Index>? {
        let bytes = Array(pattern.utf8)
        guard bytesDecide(bytes) else { return text.ranges(of: pattern).last }
        let found = text.utf8.withContiguousStorageIfAvailable { buffer -> Range<String.Index>? in
            var offset = buffer.count - bytes.count
            while offset >= 0 {
                if buffer[offset] == bytes[0], memcmp(buffer.baseAddress! + offset, bytes, bytes.count) == 0,
                   let range = characters(offset, bytes.count, in: text) {
                    return range
                }
                offset -= 1
            }
            return nil
        }
        return found ?? text.ranges(of: pattern).last
    }

    /// Whether a byte search answers as a character search would (see the type's comment).
    private static func bytesDecide(_ pattern: [UInt8]) -> Bool {
        !pattern.isEmpty && pattern.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }
    }

    /// The first offset from `from` where `pattern` stands in `buffer`.
    private static func first(_ pattern: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = buffer.baseAddress, buffer.count - from >= pattern.count else { return nil }
        let last = buffer.count - pattern.count
        var index = from
        while index <= last {
            guard let hit = memchr(base + index, Int32(pattern[0]), last - index + 1) else { return nil }
            let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if memcmp(base + offset, pattern, pattern.count) == 0 { return offset }
            index = offset + 1
        }
        return nil
    }

    /// `count` bytes from `offset` of `text` as string indices, when both ends are character
    /// boundaries of `text`.
    private static func characters(_ offset: Int, _ count: Int, in text: Substring) -> Range<String.Index>? {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: offset), upper = utf8.index(lower, offsetBy: count)
        guard String.Index(lower, within: text) != nil, String.Index(upper, within: text) != nil else { return nil }
        return lower..<upper
    }
}
