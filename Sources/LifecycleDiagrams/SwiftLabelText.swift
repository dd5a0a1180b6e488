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
    /// Lines are bytes, as `SVGDocument` reads them (as Strings, this was 9 % of a build).
    static func node(_ texts: [[UInt8]], swift: [String]) -> [[UInt8]] {
        let parts = texts.compactMap(split)
        guard parts.count == texts.count, let last = parts.last else { return texts }
        let swift = swift.map { Array(XMLText.escape($0).utf8) }
        if swift.count == parts.count {
            return zip(parts, swift).map { part, swift in
                part.content.elementsEqual(swift) ? part.line : Array(part.opening) + pair(part.content, swift[...]) + closing
            }
        }
        var lines = parts.dropLast().map { Array($0.opening) + tspan + $0.content + tspanEnd + closing }
        let step: Double
        if parts.count > 1, let first = parts.first?.y, let end = last.y {
            step = (end - first) / Double(parts.count - 1)
        } else {
            step = lineStep(fontSize: last.fontSize ?? 11)
        }
        var text = Array(last.opening) + tspan + last.content + tspanEnd
        let x = last.x.map(Array.init) ?? Array("0".utf8)
        for (index, line) in swift.enumerated() {
            let y = (last.y ?? 0) - Double(swift.count - 1 - index) * step
            text += Array("<tspan x=\"".utf8) + x + Array("\" y=\"\(DOTNumber.format(y))\">".utf8) + line + tspanEnd
        }
        lines.append(text + closing)
        return lines
    }

    /// A text line whose content, spaces around it aside, has a Swift name in `swift`, with both
    /// spellings and without those spaces (Graphviz writes all but the first of a run as
    /// `&#160;`; they only made room); nil for any other line.
    static func line(_ text: [UInt8], swift: [String: String]) -> [UInt8]? {
        guard let part = split(text) else { return nil }
        var core = part.content
        while let space = spaces.first(where: { core.starts(with: $0) }) { core = core.dropFirst(space.count) }
        while let space = spaces.first(where: { core.reversed().starts(with: $0.reversed()) }) { core = core.dropLast(space.count) }
        guard let name = swift[String(decoding: core, as: UTF8.self)] else { return nil }
        return Array(part.opening) + pair(core, Array(name.utf8)[...]) + closing
    }

    /// Graphviz's distance between two lines' baselines with DejaVu Sans (pango): one point more
    /// than the font size, measured in its SVG (12 at 11 pt, 11 at 10 pt).
    static func lineStep(fontSize: Double) -> Double { fontSize + 1 }

    private static let closing = Array("</text>".utf8)
    private static let tspan = Array("<tspan>".utf8)
    private static let tspanEnd = Array("</tspan>".utf8)
    private static let spaces = [Array(" ".utf8), Array("&#160;".utf8)]

    private static func pair(_ selector: ArraySlice<UInt8>, _ swift: ArraySlice<UInt8>) -> [UInt8] {
        tspan + selector + tspanEnd + tspan + swift + tspanEnd
    }

    private struct Part {
        var line: [UInt8]
        /// `<text …>`, up to and with its `>`.
        var opening: ArraySlice<UInt8>
        var content: ArraySlice<UInt8>
        var x: ArraySlice<UInt8>?
        var y: Double?
        var fontSize: Double?
    }

    private static func split(_ line: [UInt8]) -> Part? {
        guard line.count >= closing.count, line.suffix(closing.count).elementsEqual(closing),
            let close = line.firstIndex(of: UInt8(ascii: ">")), close < line.count - closing.count
        else { return nil }
        let opening = line[...close]
        return Part(
            line: line, opening: opening, content: line[(close + 1)..<(line.count - closing.count)], x: attribute(xName, of: opening),
            y: attribute(yName, of: opening).flatMap(number), fontSize: attribute(fontSizeName, of: opening).flatMap(number))
    }

    private static let xName = Array(" x=\"".utf8)
    private static let yName = Array(" y=\"".utf8)
    private static let fontSizeName = Array(" font-size=\"".utf8)

    private static func number(_ bytes: ArraySlice<UInt8>) -> Double? { Double(String(decoding: bytes, as: UTF8.self)) }

    /// The value of the attribute `name` (` x="`, with its space and opening quote) in `tag`.
    private static func attribute(_ name: [UInt8], of tag: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard tag.count >= name.count else { return nil }
        var index = tag.startIndex
        while index <= tag.endIndex - name.count {
            if tag[index] == name[0], tag[index..<(index + name.count)].elementsEqual(name) {
                let rest = tag[(index + name.count)...]
                return rest.firstIndex(of: UInt8(ascii: "\"")).map { rest[..<$0] }
            }
            index += 1
        }
        return nil
    }
}
