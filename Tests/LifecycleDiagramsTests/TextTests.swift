@testable import LifecycleDiagrams
import LifecycleModel
import LifelineTestSupport
import Testing

@Suite("Text: widths, labels, escaping")
struct TextTests {
    /// What Graphviz (pango, with the fonts `make` installs) measures: a margin-less box around
    /// the text, read back from the SVG's polygon.
    static func measured(_ text: String, size: Double, bold: Bool) throws -> Double {
        let font = bold ? DiagramFont.bold : DiagramFont.family
        let dot = "digraph \"m\" { node [shape=\"box\", margin=\"0\", width=\"0.01\", height=\"0.01\", fontname=\"\(font)\", fontsize=\"\(size)\"] a [label=\(DOTValue.quote(text))] }"
        let svg = String(decoding: try GraphvizRenderer.render(dot, engine: .dot, format: .svg), as: UTF8.self)
        let points = svg.split(separator: "\n").last { $0.hasPrefix("<polygon fill=\"none\"") }!
            .split(separator: "points=\"")[1].split(separator: "\"")[0].split(separator: " ")
        let xs = points.map { Double($0.split(separator: ",")[0])! }
        return xs.max()! - xs.min()!
    }

    @Test("The width estimate matches what Graphviz measures, Latin and CJK, regular and bold", arguments: [
        ("viewWillLayoutSubviews", false), ("12. prepareForSegue: showB", false), ("iiiiiiiiii", false),
        ("WWWWWWWWWW", false), ("视图控制器的生命周期", false), ("Mixed 中文 text", false),
        ("ViewController", true), ("UINavigationController", true), ("首页", true),
    ])
    func widths(text: String, bold: Bool) throws {
        let size = bold ? SequenceLayout.headerIDSize : SequenceLayout.fontSize
        let estimate = TextMetrics.width(of: text, size: size, bold: bold)
        let actual = try Self.measured(text, size: size, bold: bold)
        #expect(abs(estimate - actual) <= max(2, actual * 0.04), "\(text): estimated \(estimate), measured \(actual)")
    }

    @Test("East-Asian wide characters count about twice a Latin letter")
    func wide() {
        #expect(TextMetrics.isWide("视") && TextMetrics.isWide("，") && TextMetrics.isWide("한") && !TextMetrics.isWide("a"))
        #expect(TextMetrics.width(of: "视图", size: 10) == 20.6)
        #expect(TextMetrics.width(of: "ab\nlonger line", size: 10) == TextMetrics.width(of: "longer line", size: 10))
    }

    @Test("ASCII, summed from its bytes, measures what the characters' own widths give", arguments: [false, true])
    func asciiFromBytes(bold: Bool) {
        // A tab (ASCII, outside the table) and "é" (not ASCII, not wide) both count 0.8 em, so
        // each label is measured once from its bytes and once character by character.
        let printable = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
        for text in [printable, "viewDidLoad", "12. prepareForSegue: showB", "~"] {
            #expect(TextMetrics.width(of: text + "\t", size: 11, bold: bold) == TextMetrics.width(of: text + "é", size: 11, bold: bold), "\(text)")
        }
        #expect(TextMetrics.width(of: "\t", size: 10, bold: bold) == 8)
        #expect(TextMetrics.width(of: "i\u{7F}", size: 10, bold: bold) == TextMetrics.width(of: "iü", size: 10, bold: bold))
    }

    @Test("Call labels put argument values after their selector keywords")
    func callLabels() {
        #expect(Call(caller: "a", receiver: "b", method: "loadView").diagramLabel == "loadView")
        #expect(Call(caller: "a", receiver: "b", method: "viewWillAppear:", arguments: [Argument("animated", "true")]).diagramLabel == "viewWillAppear: true")
        #expect(Call(caller: "a", receiver: "b", method: "initWithNibName:bundle:", arguments: [Argument("nibName", "nil"), Argument("bundle", "nil")])
            .diagramLabel == "initWithNibName: nil bundle: nil")
        #expect(Call(caller: "a", receiver: "b", method: "layoutIfNeeded", arguments: [Argument("reason", "rotation")])
            .diagramLabel == "layoutIfNeeded (reason: rotation)")
        #expect(Call(caller: "a", receiver: "b", method: "a:b", arguments: [Argument("x", "1")]).diagramLabel == "a:b (x: 1)")
    }

    @Test("Long labels break between selector keywords, never inside one")
    func wrapping() {
        let segue = Call(caller: "a", receiver: "b", method: "prepareForSegue:sender:", arguments: [Argument("segue", "showB"), Argument("sender", "button")])
        // The first line is 3 pt over the limit: breaking `showB` off would gain too little.
        #expect(MessageLabel.text(15, segue) == "15. prepareForSegue: showB\nsender: button")
        let short = Call(caller: "a", receiver: "b", method: "viewWillAppear:", arguments: [Argument("animated", "true")])
        #expect(MessageLabel.text(3, short) == "3. viewWillAppear: true")
        let long = Call(caller: "a", receiver: "b", method: "aVeryLongSelectorNameThatCannotBreakAnywhereAtAll")
        #expect(MessageLabel.text(1, long) == "1. aVeryLongSelectorNameThatCannotBreakAnywhereAtAll")
    }

    @Test("A keyword too wide with its value puts the value on a line of its own, unless the value is short")
    func valueOnItsOwnLine() {
        let frame = Call(caller: "a", receiver: "b", method: "initWithFrame:", arguments: [Argument("frame", "{{0, 0}, {393, 852}}")])
        #expect(MessageLabel.text(8, frame) == "8. initWithFrame:\n{{0, 0}, {393, 852}}")
        // With room for one line (an arrow across wide headers), it stays one line.
        #expect(MessageLabel.text(8, frame, width: 220) == "8. initWithFrame: {{0, 0}, {393, 852}}")
        let dismiss = Call(caller: "a", receiver: "b", method: "dismissViewControllerAnimated:completion:", arguments: [Argument("flag", "YES"), Argument("completion", "nil")])
        #expect(MessageLabel.text(12, dismiss) == "12. dismissViewControllerAnimated: YES\ncompletion: nil")
        let rotation = Call(
            caller: "a", receiver: "b", method: "willRotateToInterfaceOrientation:duration:",
            arguments: [Argument("toInterfaceOrientation", "UIInterfaceOrientationLandscapeRight"), Argument("duration", "0.4")])
        #expect(MessageLabel.text(40, rotation) == "40. willRotateToInterfaceOrientation:\nUIInterfaceOrientationLandscapeRight\nduration: 0.4")
        let reason = Call(caller: "a", receiver: "b", method: "layoutIfNeeded", arguments: [Argument("reason", "rotation after the keyboard appeared")])
        #expect(MessageLabel.text(5, reason) == "5. layoutIfNeeded\n(reason: rotation after the keyboard appeared)")
    }

    /// `MessageLabel.text` as it was before it added up its parts' widths: every line tried made
    /// and measured whole. The reference for the random labels below.
    static func labelMeasuringLines(_ number: Int, _ call: Call, width: Double) -> String {
        func measure(_ line: String) -> Double { TextMetrics.width(of: line, size: SequenceLayout.fontSize) }
        func fits(_ line: String) -> Bool { measure(line) <= width }
        var lines: [String] = []
        var line = "\(number)."
        var canJoin = true
        for (index, part) in call.diagramLabelParts.enumerated() {
            let candidate = line + " " + part
            if index == 0 || canJoin && fits(candidate) {
                line = candidate
            } else {
                lines.append(line)
                line = part
            }
            canJoin = true
            if !fits(line), let space = part.firstIndex(of: " ") {
                let keyword = part[..<space], value = String(part[part.index(after: space)...])
                guard !value.isEmpty, keyword.hasSuffix(":") || value.hasPrefix("(") else { continue }
                let head = String(line.dropLast(part.count)) + keyword
                let gain = min(measure(line) - width, measure(line) - max(measure(head), measure(value)))
                if gain >= MessageLabel.worthwhileGain, measure(value) >= MessageLabel.shortValueWidth {
                    lines.append(head)
                    line = value
                    canJoin = false
                }
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    @Test("Labels broken by adding up their parts' widths are the labels made by measuring every line whole")
    func labelsAddUp() {
        var random = SeededGenerator(state: 11)
        let words = ["view", "Will", "Appear", "YES", "nil", "{{0, 0}, {393, 852}}", "视图", "e\u{301}", "\u{301}x", "W", "i", "👍🏽", "A.view", "\t", "\u{301}"]
        func word() -> String { (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random)! }.joined() }
        for _ in 0..<3_000 {
            let keywords = (0..<Int.random(in: 0...4, using: &random)).map { _ in word() }
            let method = keywords.isEmpty ? word() : keywords.map { $0 + ":" }.joined()
            var arguments = keywords.map { Argument($0, Bool.random(using: &random) ? word() : word() + " " + word()) }
            if keywords.isEmpty, Bool.random(using: &random) { arguments = [Argument("reason", word() + " " + word())] }
            let call = Call(caller: "a", receiver: "b", method: method, arguments: arguments)
            let width = [MessageLabel.maximumWidth, Double.random(in: 20...400, using: &random)].randomElement(using: &random)!
            let number = Int.random(in: 1...200, using: &random)
            #expect(MessageLabel.text(number, call, width: width) == Self.labelMeasuringLines(number, call, width: width), "\(call.diagramLabelParts) \(width)")
            // The keywords split at the method's characters, as labels did before they split ASCII at its bytes.
            let keywordsByCharacters = method.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            if method.hasSuffix(":"), keywordsByCharacters.count == arguments.count, !keywordsByCharacters.contains(where: \.isEmpty) {
                #expect(call.diagramLabelParts == zip(keywordsByCharacters, arguments).map { "\($0): \($1.value)" })
            }
        }
    }

    @Test("Lines split at their bytes are the lines split at the characters \"\\n\" and \"\\r\\n\"")
    func linesAtBytes() {
        var random = SeededGenerator(state: 5)
        let pieces = ["a", "\n", "\r", "\r\n", "\u{301}", "视", " ", "\n\u{301}", "👍🏽"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let characters = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            #expect(TextMetrics.lines(of: text) == characters, "\(Array(text.unicodeScalars))")
        }
    }

    @Test("A call drawn to or from UIKit in place of a hidden object names that object")
    func foldedLabels() {
        let call = Call(caller: "nav", receiver: "A", method: "viewWillAppear:", arguments: [Argument("animated", "NO")])
        var drawn = call
        drawn.caller = .uiKit
        #expect(MessageLabel.text(15, call, drawn: drawn) == "15. viewWillAppear: NO\n(from nav)")
        #expect(MessageLabel.text(15, call, width: 200, drawn: drawn) == "15. viewWillAppear: NO (from nav)")
        let push = Call(caller: "A", receiver: "nav", method: "pushViewController:animated:", arguments: [Argument("viewController", "B"), Argument("animated", "YES")])
        var toUIKit = push
        toUIKit.receiver = .uiKit
        #expect(MessageLabel.text(30, push, drawn: toUIKit) == "30. pushViewController: B\nanimated: YES (to nav)")
        #expect(MessageLabel.text(30, push, drawn: push) == "30. pushViewController: B\nanimated: YES")
    }

    @Test("DOT strings: backslashes, quotes, ampersands, newlines and characters XML forbids")
    func dotQuoting() {
        #expect(DOTValue.quote(#"a"b\c&d<e>{f}|g"#) == #""a\"b\\c&amp;d<e>{f}|g""#)
        #expect(DOTValue.quote("one\ntwo\r\nthree\u{2028}four") == #""one\ntwo\nthree\nfour""#)
        #expect(DOTValue.quote("tab\tnul\u{0}bell\u{7}\u{FFFE}end 视图") == #""tab nulbellend 视图""#)
        #expect(DOTValue.quote("trailing\\") == #""trailing\\""#)
        #expect(DOTValue.text("left\nlines").encoded == #""left\nlines""#)
        #expect(DOTValue.aligned("left\nlines", "\\l").encoded == #""left\llines\l""#)
    }

    @Test("Graph names carry no user text")
    func graphNames() {
        #expect(GraphName.safe("nav-push <pop> 视图") == "nav_push__pop____")
    }

    @Test("DOT numbers: two decimals at most, inches to four, rounded up")
    func numbers() {
        #expect(DOTNumber.format(12) == "12" && DOTNumber.format(-0.5) == "-0.5" && DOTNumber.format(1.006) == "1.01" && DOTNumber.format(-0.001) == "0")
        #expect(DOTNumber.position(10.25, 20) == "10.25,-20!")
        #expect(DOTNumber.inches(36) == "0.5" && DOTNumber.inches(10) == "0.1389" && DOTNumber.inches(0) == "0.01")
    }
}
