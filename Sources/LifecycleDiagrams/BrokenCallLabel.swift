import LifecycleModel

/// A call's label as a sequence diagram draws it: broken into lines for a line width
/// (`MessageLabel`) in both spellings, with the size that placing it needs.
struct BrokenCallLabel: Equatable {
    /// The line width it was broken for.
    var lineWidth: Double
    var text: String
    /// The label in Swift names; nil where that is the same text.
    var swiftText: String?
    /// The widest line of either spelling.
    var width: Double
    /// The lines of the taller spelling.
    var lineCount: Int
    /// How wide the call's line is when both spellings came out whole, each on one line (the
    /// lines of `notes` aside); nil when either was broken.
    var wholeWidth: Double?

    /// - Parameters:
    ///   - drawn: the call as the diagram draws it (see `MessageLabel.text`).
    ///   - notes: lines under the call's own (a diff mark, our guess).
    init(_ number: Int, _ original: Call, drawn: Call, lineWidth: Double, notes: [String] = []) {
        let size = SequenceLayout.fontSize
        var text = MessageLabel.text(number, original, width: lineWidth, drawn: drawn)
        var swiftText = MessageLabel.text(number, original.spelled(.swift), width: lineWidth, drawn: drawn.spelled(.swift))
        let callWidth = max(TextMetrics.width(of: text, size: size), TextMetrics.width(of: swiftText, size: size))
        let callLines = max(TextMetrics.lineCount(text), TextMetrics.lineCount(swiftText))
        wholeWidth = callLines == 1 ? callWidth : nil
        for note in notes {
            text += "\n" + note
            swiftText += "\n" + note
        }
        self.lineWidth = lineWidth
        self.text = text
        self.swiftText = swiftText == text ? nil : swiftText
        width = notes.isEmpty ? callWidth : max(TextMetrics.width(of: text, size: size), TextMetrics.width(of: swiftText, size: size))
        // Each note adds its lines to both spellings.
        lineCount = notes.reduce(callLines) { $0 + TextMetrics.lineCount($1) }
    }

    /// Whether breaking the label for `lineWidth` gives this label again: it was broken for that
    /// width, or it is whole and fits. `MessageLabel` keeps a label whole on one line whenever
    /// that line fits, whatever the width: the layout's second pass over the final column
    /// positions, which widen the room of most arrows, broke most labels again for nothing
    /// (callgrind).
    func holds(_ lineWidth: Double) -> Bool {
        lineWidth == self.lineWidth || wholeWidth.map { $0 <= lineWidth } == true
    }
}
