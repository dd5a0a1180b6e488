@testable import LifecycleDiagrams
import LifecycleModel
import LifelineTestSupport
import Testing

/// `MessageLabel.text` reads ASCII labels at their bytes: the same lines as the Character-by-
/// Character reading it stands in for (its code kept here as the reference), for random labels
/// with spaces, keywords, marks that join a space and wide characters.
@Suite struct MessageLabelReferenceTests {
    static func reference(_ number: Int, _ call: Call, width: Double = MessageLabel.maximumWidth) -> String {
        let size = SequenceLayout.fontSize
        func measure(_ line: String) -> Double { TextMetrics.width(of: line, size: size) }
        func fits(_ thousandths: Int) -> Bool { TextMetrics.points(thousandths, size: size) <= width }
        let space = TextMetrics.thousandths(of: " ")
        var lines: [String] = []
        var line = "\(number)."
        var lineWidth = TextMetrics.thousandths(of: line[...])
        var canJoin = true
        for (index, part) in call.diagramLabelParts.enumerated() {
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
                let head = String(line.dropLast(part.count)) + keyword
                let lineSize = TextMetrics.points(lineWidth, size: size)
                let gain = min(lineSize - width, lineSize - max(measure(head), measure(value)))
                if gain >= MessageLabel.worthwhileGain, measure(value) >= MessageLabel.shortValueWidth {
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

    static func split(_ part: String) -> (String, String)? {
        guard let space = part.firstIndex(of: " ") else { return nil }
        let keyword = part[..<space], value = part[part.index(after: space)...]
        guard !value.isEmpty, keyword.hasSuffix(":") || value.hasPrefix("(") else { return nil }
        return (String(keyword), String(value))
    }

    @Test("Random labels: the reference's lines")
    func random() {
        var random = SeededGenerator(state: 29)
        let pieces = ["initWith", "Frame", "view", "Will", "Appear", ":", " ", "(", ")", "\u{301}", "视图", "{{0, 0}, {393, 852}}", "YES", "x", "longerKeywordName"]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        for _ in 0..<2_000 {
            let keywords = (0..<Int.random(in: 0...3, using: &random)).map { _ in text(1...3) }
            let method = keywords.isEmpty ? text(1...4) : keywords.joined(separator: ":") + ":"
            let arguments = keywords.isEmpty && Bool.random(using: &random) ? [Argument("reason", text(1...4))] : keywords.map { Argument($0, text(1...5)) }
            let call = Call(caller: "a", receiver: "b", method: method, arguments: arguments)
            for width in [MessageLabel.maximumWidth, 60, 300] {
                #expect(MessageLabel.text(7, call, width: width) == Self.reference(7, call, width: width), "\(Array(method.unicodeScalars)) \(arguments.map(\.value))")
            }
        }
    }
}
