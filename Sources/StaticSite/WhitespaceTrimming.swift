import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`, without Foundation's character set where the text
    /// ends in ASCII: that set cost 16,000 instructions a call (callgrind: half of reading a
    /// page's diagram blocks). Its only ASCII members are the space and the tab, so where the
    /// first and last scalars that are neither are ASCII, trimming stops at them.
    public func trimmingWhitespace() -> String {
        WhitespaceTrimming.trimmed(Substring(self))
    }
}

/// The body of `trimmingWhitespace`, on a Substring alone: the generic body was not specialized
/// across modules, and built its result a scalar at a time (15,000 instructions a call,
/// callgrind).
enum WhitespaceTrimming {
    static func trimmed(_ text: Substring) -> String {
        let utf8 = text.utf8
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = utf8.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = utf8.lastIndex(where: { !isBlank($0) })!
        // The bytes around are whole scalars (spaces and tabs), so an ASCII byte at either end is
        // the first or last scalar that is neither; a non-ASCII one is part of a longer scalar.
        guard utf8[first] < 0x80, utf8[last] < 0x80 else { return text.trimmingCharacters(in: .whitespaces) }
        return String(text[first...last])
    }
}
