import LifecycleModel

/// A call's numbered label as the sequence diagram draws it, broken between selector keywords
/// when one line would be wider than `maximumWidth`, so that long selectors do not push the
/// lifelines apart: `15. prepareForSegue: showB` over `sender: button`.
enum MessageLabel {
    static let maximumWidth = 150.0

    static func text(_ number: Int, _ call: Call) -> String {
        let parts = call.diagramLabelParts
        var lines: [String] = []
        var line = "\(number). \(parts[0])"
        for part in parts.dropFirst() {
            let candidate = line + " " + part
            if TextMetrics.width(of: candidate, size: SequenceLayout.fontSize) > maximumWidth {
                lines.append(line)
                line = part
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
