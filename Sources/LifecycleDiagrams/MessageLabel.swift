import LifecycleModel

/// A call's numbered label as the sequence diagram draws it, broken so that long selectors do
/// not push the lifelines apart: between selector keywords when one line would be wider than
/// `maximumWidth` (`15. prepareForSegue: showB` over `sender: button`), and, when one keyword
/// with its value is wider than that alone, between the keyword and its value, the value on a
/// line of its own (`8. initWithFrame:` over `{{0, 0}, {393, 852}}`), unless the value is short
/// (`viewWillDisappear: YES` stays whole) or the line only just too wide.
///
/// A call drawn to or from UIKit in place of a hidden object (see `SequenceFocus`) names that
/// object last: `11. view (from nav)`, `28. init (to B)`.
enum MessageLabel {
    /// The widest a line may be where nothing gives a label more room.
    static let maximumWidth = 150.0
    /// A value narrower than this stays with its keyword: alone on a line it would read worse and
    /// save little (`YES`, `NO`, `nil`, `true`, `false`, `A`; `A.view` is wider).
    static let shortValueWidth = 30.0
    /// Nor is a value broken off when that brings the label less than this much (two characters
    /// or so) closer to its limit.
    static let worthwhileGain = 12.0

    /// - Parameters:
    ///   - width: the widest a line may be; an arrow that crosses wide headers has room for a
    ///     longer line without widening the diagram.
    ///   - drawn: the call as the diagram draws it, when a focus folded one of its ends into UIKit.
    static func text(_ number: Int, _ call: Call, width: Double = maximumWidth, drawn: Call? = nil) -> String {
        let size = SequenceLayout.fontSize
        func measure(_ line: String) -> Double { TextMetrics.width(of: line, size: size) }
        // Widths in thousandths of an em add up (`TextMetrics`), so each part is measured once
        // and a line's width is its parts' and the spaces' between them: measuring every line
        // tried, and making it, were most of laying out a diagram's labels (callgrind).
        func fits(_ thousandths: Int) -> Bool { TextMetrics.points(thousandths, size: size) <= width }
        let space = TextMetrics.thousandths(of: " ")
        var lines: [String] = []
        var line = "\(number)."
        var lineWidth = TextMetrics.thousandths(of: line[...])
        // A value broken off its keyword stands alone: the next keyword starts a line of its own.
        var canJoin = true
        var parts = call.diagramLabelParts
        if let drawn, drawn.caller != call.caller {
            parts.append("(from \(call.caller))")
        } else if let drawn, drawn.receiver != call.receiver {
            parts.append("(to \(call.receiver))")
        }
        for (index, part) in parts.enumerated() {
            let partWidth = TextMetrics.thousandths(of: part[...])
            if index == 0 || canJoin && fits(lineWidth + space + partWidth) {
                line += " " + part
                lineWidth += space + partWidth
            } else {
                lines.append(line)
                line = part
                lineWidth = partWidth
            }
            canJoin = true
            if !fits(lineWidth), let (keyword, value) = split(part) {
                let head = Self.dropping(part, from: line) + keyword
                let lineSize = TextMetrics.points(lineWidth, size: size)
                let gain = min(lineSize - width, lineSize - max(measure(head), measure(value)))
                if gain >= worthwhileGain, measure(value) >= shortValueWidth {
                    lines.append(head)
                    line = value
                    lineWidth = TextMetrics.thousandths(of: value[...])
                    canJoin = false
                }
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// A part broken after its keyword (`initWithFrame:` | `{{0, 0}, {393, 852}}`) or before its
    /// parenthesised arguments (`layoutIfNeeded` | `(reason: rotation)`); nil when it has neither.
    private static func split(_ part: String) -> (String, String)? {
        // An ASCII part, nearly every one, is searched at its bytes (where a byte is a
        // Character): finding the space by Character cost 9,000 instructions a label (callgrind).
        let ascii = part.utf8.allSatisfy { $0 < 0x80 }
        guard let space = ascii ? part.utf8.firstIndex(of: UInt8(ascii: " ")) : part.firstIndex(of: " ") else { return nil }
        let keyword = part[..<space], value = part[part.index(after: space)...]
        guard !value.isEmpty, keyword.hasSuffix(":") || value.hasPrefix("(") else { return nil }
        return (String(keyword), String(value))
    }

    /// `line` without `part`, the last thing appended to it: at the bytes when both are ASCII,
    /// by Character otherwise (as `dropLast(part.count)` reads them).
    private static func dropping(_ part: String, from line: String) -> String {
        guard line.utf8.allSatisfy({ $0 < 0x80 }), part.utf8.allSatisfy({ $0 < 0x80 }) else { return String(line.dropLast(part.count)) }
        return String(line.utf8.dropLast(part.utf8.count))!
    }
}
