/// Greedy line breaking by estimated width: between words, and inside a word (East-Asian text
/// has no spaces) only when the word alone is too wide. Existing line breaks are kept.
enum TextWrap {
    static func lines(_ text: String, width: Double, size: Double) -> String {
        TextMetrics.lines(of: text).map { wrap(String($0), width: width, size: size) }.joined(separator: "\n")
    }

    private static func wrap(_ paragraph: String, width: Double, size: Double) -> String {
        var lines: [String] = []
        var line = ""
        func fits(_ candidate: String) -> Bool { TextMetrics.width(of: candidate, size: size) <= width }
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if fits(candidate) {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty, !fits(line + String(character)) {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
