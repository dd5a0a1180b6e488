/// A text's lines, whatever ended them: LF, CRLF (Windows, and many web pages' `<pre>` blocks as
/// copied) or a lone CR (classic Mac OS, some terminals).
///
/// Swift reads `"\r\n"` as one `Character`, so `split(separator: "\n")` finds no line end in a
/// CRLF text: the whole log was one line, and a divergent log "agreed (1 call)". Splitting here on
/// all three line ends, and on nothing else, reads every file exactly as its LF copy.
public enum TextLines {
    /// The lines of `text` without their line ends. A final line end ends the last line; it starts
    /// none (`"a\r\n"` is one line). An empty text is one empty line.
    ///
    /// Split on the UTF-8 bytes: CR and LF are characters of their own (or, as CRLF, one together)
    /// whatever surrounds them, so the lines are those a split by `Character` gives, found without
    /// reading each character (that split was a tenth of reading the device logs, perf).
    public static func split(_ text: some StringProtocol) -> [Substring] {
        let text = Substring(text)
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            var next = bytes.index(after: index)
            if byte == UInt8(ascii: "\r"), next < bytes.endIndex, bytes[next] == UInt8(ascii: "\n") { next = bytes.index(after: next) }
            start = next
            index = next
        }
        // The last line, empty when a line end closed the one before it (then dropped, below).
        lines.append(text[start...])
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
