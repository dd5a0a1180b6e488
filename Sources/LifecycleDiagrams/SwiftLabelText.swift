/// Graphviz's `<text>` lines of a callback label rewritten to hold both spellings: the selector
/// in a first `<tspan>`, the Swift name in the next, which the SVG's style sheet hides unless
/// the SVG is opened with `#ll_swift` (see `DiagramStylesheet`). Readers without that fragment,
/// a PNG and the DOT text see the selectors.
///
/// A line is `<text attributes>content</text>`, its content escaped by Graphviz; the Swift text
/// given here is escaped already (`XMLText`).
enum SwiftLabelText {
    /// The element whose `:target` switches the SVG to Swift names; it precedes the drawing.
    static let marker = "<g id=\"\(SwiftSpellings.fragment)\"/>"

    /// A node's text lines with its label's Swift lines. When both spellings have as many lines,
    /// each line holds its own pair; otherwise the Swift lines follow the last selector line,
    /// placed from the bottom up as Graphviz would (the layout left room above the label).
    static func node(_ texts: [String], swift: [String]) -> [String] {
        let parts = texts.compactMap(split)
        guard parts.count == texts.count, let last = parts.last else { return texts }
        let swift = swift.map(XMLText.escape)
        if swift.count == parts.count {
            return zip(parts, swift).map { part, swift in
                part.content == swift ? part.line : part.opening + pair(part.content, swift) + closing
            }
        }
        var lines = parts.dropLast().map { $0.opening + "<tspan>\($0.content)</tspan>" + closing }
        let step: Double
        if parts.count > 1, let first = parts.first?.y, let end = last.y {
            step = (end - first) / Double(parts.count - 1)
        } else {
            step = lineStep(fontSize: last.fontSize ?? 11)
        }
        var text = last.opening + "<tspan>\(last.content)</tspan>"
        for (index, line) in swift.enumerated() {
            let y = (last.y ?? 0) - Double(swift.count - 1 - index) * step
            text += "<tspan x=\"\(last.x ?? "0")\" y=\"\(DOTNumber.format(y))\">\(line)</tspan>"
        }
        lines.append(text + closing)
        return lines
    }

    /// A text line whose content, spaces around it aside, has a Swift name in `swift`, with both
    /// spellings and without those spaces (Graphviz writes all but the first of a run as
    /// `&#160;`; they only made room); nil for any other line.
    static func line(_ text: String, swift: [String: String]) -> String? {
        guard let part = split(text) else { return nil }
        var core = Substring(part.content)
        while let space = [" ", "&#160;"].first(where: { core.hasPrefix($0) }) { core = core.dropFirst(space.count) }
        while let space = [" ", "&#160;"].first(where: { core.hasSuffix($0) }) { core = core.dropLast(space.count) }
        guard let name = swift[String(core)] else { return nil }
        return part.opening + pair(String(core), name) + closing
    }

    /// Graphviz's distance between two lines' baselines with DejaVu Sans (pango): one point more
    /// than the font size, measured in its SVG (12 at 11 pt, 11 at 10 pt).
    static func lineStep(fontSize: Double) -> Double { fontSize + 1 }

    private static let closing = "</text>"

    private static func pair(_ selector: String, _ swift: String) -> String {
        "<tspan>\(selector)</tspan><tspan>\(swift)</tspan>"
    }

    private struct Part {
        var line: String
        /// `<text …>`, up to and with its `>`.
        var opening: String
        var content: String
        var x: String?
        var y: Double?
        var fontSize: Double?
    }

    private static func split(_ line: String) -> Part? {
        guard line.hasSuffix(closing), let close = line.firstIndex(of: ">") else { return nil }
        let opening = String(line[...close])
        let content = String(line[line.index(after: close)..<line.index(line.endIndex, offsetBy: -closing.count)])
        return Part(
            line: line, opening: opening, content: content, x: attribute("x", of: opening),
            y: attribute("y", of: opening).flatMap(Double.init), fontSize: attribute("font-size", of: opening).flatMap(Double.init))
    }

    private static func attribute(_ name: String, of tag: String) -> String? {
        guard let range = tag.firstRange(of: " \(name)=\"") else { return nil }
        let rest = tag[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
