/// A text's lines, whatever ended them: LF, CRLF (Windows, and many web pages' `<pre>` blocks as
/// copied) or a lone CR (classic Mac OS, some terminals).
///
/// Swift reads `"\r\n"` as one `Character`, so `split(separator: "\n")` finds no line end in a
/// CRLF text: the whole log was one line, and a divergent log "agreed (1 call)". Splitting here on
/// all three line ends, and on nothing else, reads every file exactly as its LF copy.
public enum TextLines {
    /// The lines of `text` without their line ends. A final line end ends the last line; it starts
    /// none (`"a\r\n"` is one line). An empty text is one empty line.
    public static func split(_ text: some StringProtocol) -> [Substring] {
        var lines = Substring(text).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
