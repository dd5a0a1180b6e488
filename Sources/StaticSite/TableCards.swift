import Foundation

/// A Markdown table that reads at any width. A table of `cardColumns` columns or more is marked
/// `class="cards"`, so that the style sheet can show each row as a card of "heading: value" lines
/// on a narrow screen (the same HTML stays a table on a wide one); the theme's script gives each
/// cell its heading as `data-label` (written into every cell, the headings were 220 KB of the
/// site). A selector or Swift name in a cell may break after
/// each `:` and `(` and before each capital that ends a lower-case run (a `<wbr>`), so that a column
/// of them narrows where a reader sees a word end, never in the middle of one.
struct TableCards {
    /// From this many columns, a table becomes cards on a phone: two still fit its width.
    static let cardColumns = 3

    /// The plain text of each header cell, in order.
    var headings: [String]

    /// `html` is cmark-gfm's rendering of one table: each `<tr>`, `<th` and `<td` at the start of
    /// a line of its own (a cell's content never holds a line break, so a `<td` written inside a
    /// cell as raw HTML is never at a line's start).
    func label(_ html: String) -> String {
        var result = ""
        result.reserveCapacity(html.utf8.count + html.utf8.count / 16)
        let utf8 = html.utf8
        var start = utf8.startIndex
        // Line by line, at the LF bytes (an LF is always a Character of its own), each line's
        // start read at its bytes where the byte after the tag is ASCII (then no mark can join
        // the tag's last letter, and the bytes decide as Characters would); the Character road
        // otherwise. Splitting into Substrings and `hasPrefix` by Character were four fifths of
        // the Evidence page's tables (18 M instructions of a one-scenario edit, callgrind).
        while true {
            let end = Self.firstLineFeed(in: html[start...]) ?? utf8.endIndex
            let line = html[start..<end]
            if Self.starts(line, with: "<td") {
                result += "<td"
                result += Self.breakable(line.dropFirst("<td".count))
            } else if Self.starts(line, with: "<th") {
                result += Self.breakable(line)
            } else if headings.count >= Self.cardColumns, line.utf8.elementsEqual("<table>".utf8) {
                result += "<table class=\"cards\">"
            } else {
                result += line
            }
            guard end < utf8.endIndex else { break }
            result += "\n"
            start = utf8.index(after: end)
        }
        return result
    }

    /// `line.hasPrefix(tag)` for an ASCII `tag`, at the bytes when the byte after the tag is ASCII
    /// or there is none.
    static func starts(_ line: Substring, with tag: StaticString) -> Bool {
        let bytes = line.utf8, count = tag.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let tagBytes = UnsafeBufferPointer(start: tag.utf8Start, count: count)
        guard bytes.prefix(count).elementsEqual(tagBytes) else { return false }
        let after = bytes.index(bytes.startIndex, offsetBy: count)
        if after == bytes.endIndex || bytes[after] < 0x80 { return true }
        return line.hasPrefix(String(decoding: tagBytes, as: UTF8.self))
    }

    /// `cell` with a `<wbr>` inside its code spans after each `:` and `(` that more text follows,
    /// and between a lower-case letter and a capital (`view<wbr>Will<wbr>Appear:`).
    static func breakable(_ cell: Substring) -> String {
        var result = ""
        var rest = cell
        let ascii = !cell.utf8.contains { $0 >= 0x80 }
        while let (open, close) = codeSpan(in: rest, ascii: ascii) {
            result += rest[..<open.upperBound]
            let code = rest[open.upperBound..<close.lowerBound]
            if let broken = breakableASCII(code) {
                result += broken
                result += "</code>"
                rest = rest[close.upperBound...]
                continue
            }
            for (index, character) in zip(code.indices, code) {
                result.append(character)
                let next = code.index(after: index)
                guard next < code.endIndex else { continue }
                if (character == ":" || character == "(") && code[next] != ")"
                    || character.isLowercase && code[next].isUppercase {
                    result += "<wbr>"
                }
            }
            result += "</code>"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    private static let codeOpen = Array("<code>".utf8)
    private static let codeClose = Array("</code>".utf8)

    /// The first code span's tags in `rest`. In an ASCII cell, found at its bytes: there a
    /// Character is a byte (or CR LF, which no tag holds), so the bytes' first match is the
    /// Characters'. Otherwise by Character, asked only when the bytes may hold a match:
    /// `firstRange(of:)` builds a search table each call, 29,000 instructions a cell (callgrind).
    static func codeSpan(in rest: Substring, ascii: Bool) -> (open: Range<String.Index>, close: Range<String.Index>)? {
        let utf8 = rest.utf8
        if ascii, let offsets = utf8.withContiguousStorageIfAvailable({ bytes -> (open: Int, close: Int)? in
            guard let open = firstOffset(of: codeOpen, in: bytes) else { return nil }
            let after = open + codeOpen.count
            guard let close = firstOffset(of: codeClose, in: UnsafeBufferPointer(rebasing: bytes[after...])) else { return nil }
            return (open, after + close)
        }) {
            guard let offsets else { return nil }
            let open = utf8.index(utf8.startIndex, offsetBy: offsets.open), close = utf8.index(utf8.startIndex, offsetBy: offsets.close)
            return (open..<utf8.index(open, offsetBy: codeOpen.count), close..<utf8.index(close, offsetBy: codeClose.count))
        }
        guard mayHold(codeOpen, rest), let open = rest.firstRange(of: "<code>"), let close = rest[open.upperBound...].firstRange(of: "</code>") else { return nil }
        return (open, close)
    }

    /// Where `pattern` first starts in `bytes`: each candidate's first byte found by `memchr`,
    /// the rest compared by `memcmp`.
    private static func firstOffset(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var at = base, left = bytes.count
        return pattern.withUnsafeBytes { wanted in
            while left >= wanted.count, let hit = memchr(at, Int32(wanted[0]), left - wanted.count + 1) {
                let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(candidate, wanted.baseAddress!, wanted.count) == 0 { return base.distance(to: candidate) }
                left -= at.distance(to: candidate) + 1
                at = candidate + 1
            }
            return nil
        }
    }

    /// `breakable`'s code span when it is ASCII, read at its bytes: there a Character is a byte
    /// (or CR LF, which neither breaks nor is broken before), and a lower-case or capital one is
    /// a byte `a`–`z` or `A`–`Z`. Nil otherwise (a mark may join a letter), for the Character road. Asking each Character of
    /// 11,782 cells whether it was a capital was two thirds of the tables' cards (127 M
    /// instructions of a cold build, callgrind).
    static func breakableASCII(_ code: Substring) -> String? {
        let utf8 = code.utf8
        guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        var result = ""
        var segment = utf8.startIndex
        var previous: UInt8?
        for index in utf8.indices {
            let byte = utf8[index]
            if let previous,
               (previous == UInt8(ascii: ":") || previous == UInt8(ascii: "(")) && byte != UInt8(ascii: ")")
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(previous) && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                result += code[segment..<index]
                result += "<wbr>"
                segment = index
            }
            previous = byte
        }
        result += code[segment...]
        return result
    }

    /// Whether `text`'s bytes hold `pattern`'s: false means no match of it, by Character or not.
    static func mayHold(_ pattern: [UInt8], _ text: Substring) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ firstOffset(of: pattern, in: $0) != nil }) { return found }
        var utf8 = text.utf8[...]
        while let start = utf8.firstIndex(of: pattern[0]) {
            if utf8[start...].starts(with: pattern) { return true }
            utf8 = utf8[utf8.index(after: start)...]
        }
        return false
    }

    /// The index of `text`'s first LF byte, found by `memchr` where the bytes lie together.
    static func firstLineFeed(in text: Substring) -> String.Index? {
        let utf8 = text.utf8
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base, 0x0A, bytes.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        guard let offset else { return utf8.firstIndex(of: UInt8(ascii: "\n")) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}
