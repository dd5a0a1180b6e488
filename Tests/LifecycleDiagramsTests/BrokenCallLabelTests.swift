@testable import LifecycleDiagrams
import LifecycleModel
import LifelineTestSupport
import Testing

/// The layout breaks each call's label once and keeps it for another line width when the label
/// `holds` there: it must then be the label that width would break anew.
@Suite struct BrokenCallLabelTests {
    @Test("A label kept for another width is the label broken anew for it, for 3,000 random calls and widths")
    func keptIsBrokenAnew() {
        var random = SeededGenerator(state: 53)
        let pieces = ["initWith", "Frame", "view", "Will", "Appear", ":", " ", "(", ")", "视图", "{{0, 0}, {393, 852}}", "YES", "NO", "x", "longerKeywordName", "\n"]
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        // Selectors with Swift names, so the two spellings differ.
        let selectors = ["viewWillAppear:", "initWithNibName:bundle:", "prepareForSegue:sender:", "viewDidLoad", "willMoveToParentViewController:", "loadView"]
        var keptElsewhere = 0
        for _ in 0..<3_000 {
            let call: Call
            if Bool.random(using: &random) {
                let method = selectors.randomElement(using: &random)!
                let keywords = method.split(separator: ":").map(String.init)
                let arguments = method.hasSuffix(":") ? keywords.map { Argument($0, text(1...3)) } : []
                call = Call(caller: "a", receiver: "b", method: method, arguments: arguments)
            } else {
                let keywords = (0..<Int.random(in: 0...3, using: &random)).map { _ in text(1...3) }
                let method = keywords.isEmpty ? text(1...4) : keywords.joined(separator: ":") + ":"
                call = Call(caller: "a", receiver: "b", method: method, arguments: keywords.map { Argument($0, text(1...4)) })
            }
            var drawn = call
            if Int.random(in: 0..<4, using: &random) == 0 { drawn.receiver = .uiKit }
            let notes = [[], ["(only left)"], [BrokenCallLabelTestsGuess.mark]].randomElement(using: &random)!
            let number = Int.random(in: 1...120, using: &random)
            let widths = (0..<2).map { _ in Bool.random(using: &random) ? MessageLabel.maximumWidth : Double.random(in: 150...420, using: &random).rounded() }
            let first = BrokenCallLabel(number, call, drawn: drawn, lineWidth: widths[0], notes: notes)
            guard first.holds(widths[1]) else { continue }
            var anew = BrokenCallLabel(number, call, drawn: drawn, lineWidth: widths[1], notes: notes)
            anew.lineWidth = first.lineWidth
            #expect(first == anew, "\(call) at \(widths)")
            if widths[0] != widths[1] { keptElsewhere += 1 }
        }
        // The road under test is taken often.
        #expect(keptElsewhere > 500)
    }

    @Test("A label broken onto two lines is kept for its own width only")
    func brokenIsKeptForItsWidthOnly() {
        let call = Call(caller: "a", receiver: "b", method: "initWithNibName:bundle:", arguments: [Argument("initWithNibName", "ViewControllerWithALongName"), Argument("bundle", "nil")])
        let label = BrokenCallLabel(12, call, drawn: call, lineWidth: MessageLabel.maximumWidth)
        #expect(label.text == "12. initWithNibName:\nViewControllerWithALongName\nbundle: nil")
        #expect(label.wholeWidth == nil)
        #expect(label.holds(MessageLabel.maximumWidth) && !label.holds(400))
        let whole = BrokenCallLabel(12, call, drawn: call, lineWidth: 1_000)
        #expect(whole.text == "12. initWithNibName: ViewControllerWithALongName bundle: nil" && whole.holds(whole.wholeWidth!) && !whole.holds(whole.wholeWidth! - 1))
    }
}

private enum BrokenCallLabelTestsGuess {
    static let mark = SequenceLayoutBuilder.guessMark
}
