/// The words of a log line as `LogPatterns.token` finds them, and the quick answers that let most
/// words skip the patterns read after them. On a line of ASCII (nearly every console line) the
/// words are scanned byte by byte, exactly as the pattern reads them: Swift Regex finding every
/// word of every line was a quarter of reading the device logs (perf). A line beyond ASCII is
/// left to the pattern, whose characters are Unicode's.
enum LogTokens {
    /// The range of each word in `text`, left to right: a name (`[A-Za-z_][A-Za-z0-9_]*`), with
    /// its `(…)` of letters, `_` and `:` (`viewWillAppear(_:)`) or its `:part:` pieces ending in
    /// `:` (`tableView:cellForRowAtIndexPath:`), or a run of digits.
    static func ranges(in text: String) -> [Range<String.Index>] {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.matches(of: LogPatterns.token).map(\.range) }
        var ranges: [Range<String.Index>] = []
        var index = 0
        func offset(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }
        while index < bytes.count {
            let start = index
            if isNameStart(bytes[index]) {
                index = nameEnd(bytes, from: index + 1)
                index = suffixEnd(bytes, from: index)
            } else if isDigit(bytes[index]) {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            } else {
                index += 1
                continue
            }
            ranges.append(offset(start)..<offset(index))
        }
        return ranges
    }

    /// Whether `rest` (what follows a word) may start with `end`, `ended` or `finished` after
    /// spaces (`LogPatterns.endWord`): false when the first byte after ASCII spaces can start
    /// none of them; otherwise the pattern decides.
    static func mayStartWithEndWord(_ rest: Substring) -> Bool {
        for byte in rest.utf8 {
            if byte < 0x80, UTF8Search.mayBeginSpace(byte) { continue }
            return byte >= 0x80 || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "F")
        }
        return false
    }

    /// Whether `word` may be a name with a tag glued after it (`LogPatterns.taggedName`,
    /// `viewDidLoad1`): it ends in a digit (or a byte beyond ASCII, left to the pattern).
    static func mayEndInTag(_ word: Substring) -> Bool {
        guard let last = word.utf8.last else { return false }
        return isDigit(last) || last >= 0x80
    }

    /// After a name's first byte: the end of `[A-Za-z0-9_]*`.
    private static func nameEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isNameStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
        return index
    }

    /// After a name: the end of `\([A-Za-z_:]*\)`, else of the longest `(:name)*:`, else `start`
    /// (the pattern tries the parentheses first, and backs off to the last `:` of the pieces).
    private static func suffixEnd(_ bytes: [UInt8], from start: Int) -> Int {
        if start < bytes.count, bytes[start] == UInt8(ascii: "(") {
            var index = start + 1
            while index < bytes.count, isNameStart(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: ")") { return index + 1 }
            return start
        }
        var end = start
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            end = index + 1
            guard index + 1 < bytes.count, isNameStart(bytes[index + 1]) else { break }
            index = nameEnd(bytes, from: index + 2)
        }
        return end
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
