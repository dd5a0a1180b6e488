@testable import LifecycleDiagrams
import LifecycleModel
import Testing

@Suite("Sequence layout: nothing overlaps, every label fits")
struct SequenceLayoutTests {
    struct Box: CustomStringConvertible {
        var name: String
        var left, top, right, bottom: Double

        func overlaps(_ other: Box) -> Bool {
            left < other.right && other.left < right && top < other.bottom && other.top < bottom
        }

        var description: String { "\(name) [\(left), \(top)]–[\(right), \(bottom)]" }
    }

    /// Every fixture, and the focused one drawn showing only some objects.
    static let layoutNames = Fixtures.all.map(\.name) + ["focus showing A and B"]

    static func layout(_ name: String) -> SequenceLayout {
        guard let fixture = Fixtures.all.first(where: { $0.name == name }) else {
            return SequenceLayout(trace: Fixtures.focused, focus: Fixtures.showingAAndB)
        }
        return SequenceLayout(trace: fixture.trace)
    }

    static func texts(_ layout: SequenceLayout) -> [Box] {
        let labels = layout.labels.map { label in
            let height = TextMetrics.height(lines: label.lineCount, size: SequenceLayout.fontSize)
            return Box(name: label.text, left: label.left, top: label.y - height / 2, right: label.right, bottom: label.y + height / 2)
        }
        let boxes = (layout.boxes + layout.tabs).map { box in
            Box(name: box.text, left: box.x - box.width / 2, top: box.y - box.height / 2, right: box.x + box.width / 2, bottom: box.y + box.height / 2)
        }
        let headers = layout.columns.flatMap { column in
            [layout.headerY, layout.footerY].map { y in
                Box(name: "header \(column.object.id)", left: column.x - column.headerWidth / 2, top: y - SequenceLayout.headerHeight / 2,
                    right: column.x + column.headerWidth / 2, bottom: y + SequenceLayout.headerHeight / 2)
            }
        }
        return labels + boxes + headers
    }

    @Test("No text overlaps other text, a note, a tab or a header", arguments: layoutNames)
    func noOverlap(name: String) {
        let layout = Self.layout(name)
        let boxes = Self.texts(layout)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                #expect(!box.overlaps(other), "\(box) overlaps \(other)")
            }
        }
    }

    @Test("A label stops before any bar open beyond its start: a self-call's to its right, an arrow's along the arrow", arguments: layoutNames)
    func labelsClearBars(name: String) {
        let layout = Self.layout(name)
        let bars = layout.bars.map { Box(name: "bar", left: $0.x - 5, top: $0.top, right: $0.x + 5, bottom: $0.bottom) }
        for label in layout.labels where label.part == .callLabel {
            // The label's filled box as drawn: 2 pt wider than its text on each side.
            let height = TextMetrics.height(lines: label.lineCount, size: SequenceLayout.fontSize)
            let box = Box(name: label.text, left: label.left - 2, top: label.y - height / 2, right: label.right + 2, bottom: label.y + height / 2)
            for bar in bars where label.alignment == .right ? bar.right < label.right : bar.left > label.left {
                #expect(!box.overlaps(bar), "\(box) overlaps \(bar)")
            }
        }
    }

    @Test("Every arrow is long enough for its label, which sits just above it, next to the caller", arguments: layoutNames)
    func labelsFitArrows(name: String) {
        let layout = Self.layout(name)
        let inset = SequenceLayoutBuilder.labelInset
        for arrow in layout.arrows where arrow.part == .call {
            let rightwards = arrow.fromX < arrow.toX
            let label = layout.labels.first { label in
                let height = TextMetrics.height(lines: label.lineCount, size: SequenceLayout.fontSize)
                return abs(label.y + height / 2 + SequenceLayoutBuilder.labelGap - arrow.y) < 0.001
                    && label.alignment == (rightwards ? .left : .right)
                    && abs(label.x - (rightwards ? arrow.fromX + inset : arrow.fromX - inset)) < 0.001
            }
            guard let label else {
                Issue.record("no label for the arrow at y \(arrow.y)")
                continue
            }
            #expect(label.width + 2 * inset <= abs(arrow.toX - arrow.fromX) + 0.001, "\(label.text)")
        }
    }

    @Test("Every call label leaves room for both spellings, its selectors and its Swift names", arguments: layoutNames)
    func bothSpellingsFit(name: String) {
        let layout = Self.layout(name)
        let labels = layout.labels.filter { $0.part == .callLabel }
        for label in labels {
            for text in [label.text] + (label.swiftText.map { [$0] } ?? []) {
                #expect(TextMetrics.width(of: text, size: SequenceLayout.fontSize) <= label.width, "\(text)")
                #expect(TextMetrics.lineCount(text) <= label.lineCount, "\(text)")
            }
        }
    }

    @Test("An arrow across a lifeline whose bar is open keeps its label short of that bar, in both spellings")
    func labelAcrossAnOpenBar() {
        // A.view's view calls a view to the right of window, across window's bar (its
        // makeKeyAndVisible is still running): as a launch from a storyboard does.
        let trace = TraceScript.trace("across", "Across a bar", objects: [.uiKit, .controller("A", "ViewController"), .view("window", "UIWindow"), .view("A.view")], steps: ["launch"]) { s in
            s.call(.uiKit, "A", "init")
            s.call(.uiKit, "window", "makeKeyAndVisible") {
                s.call("window", "A", "loadView") {
                    s.call("A", "A.view", "initWithCoder:", [Argument("coder", "NSCoder")])
                }
            }
        }
        let layout = SequenceLayout(trace: trace)
        let x = Dictionary(uniqueKeysWithValues: layout.columns.map { ($0.object.id, $0.x) })
        let label = layout.labels.first { $0.text.hasPrefix("4. initWithCoder:") }!
        #expect(label.swiftText == "4. init(coder:)\n(coder: NSCoder)")
        #expect(label.right + 2 < x["window"]! - 5, "\(label.right) reaches window's bar at \(x["window"]! - 5)")
    }

    @Test("Lifelines run left to right in the order objects first appear; a deallocated one ends in a cross")
    func columns() {
        let layout = SequenceLayout(trace: Fixtures.modalSegue)
        #expect(layout.columns.map(\.object.id) == [.uiKit, "A", "window", "A.view", "B", "B.view"])
        #expect(zip(layout.columns, layout.columns.dropFirst()).allSatisfy { $0.x < $1.x })
        #expect(layout.columns.filter { $0.end != nil }.map(\.object.id) == ["B"])
        #expect(layout.crosses.count == 1)
    }

    @Test("An object whose dealloc releases what it owns still ends in a cross, after those releases")
    func deallocReleasingItsView() {
        let trace = TraceScript.trace(
            "release", "A pop", objects: [.uiKit, .controller("B", "DetailViewController"), .view("B.view")], steps: ["pop nav"]
        ) { s in
            s.call(.uiKit, "B", "viewDidLoad")
            s.call(.uiKit, "B", "dealloc") {
                s.call("B", "B.view", "dealloc")
            }
        }
        let layout = SequenceLayout(trace: trace)
        #expect(layout.columns.filter { $0.end != nil }.map(\.object.id) == ["B", "B.view"])
        #expect(layout.crosses.count == 2)
        // B's lifeline ends below its view's: the view goes first, inside B's dealloc.
        let ends = Dictionary(uniqueKeysWithValues: layout.columns.compactMap { column in column.end.map { (column.object.id, $0) } })
        #expect(ends["B"]! > ends["B.view"]!)
    }

    @Test("Bars follow the nesting: one per call with calls inside it, nested ones offset to the right")
    func bars() {
        let layout = SequenceLayout(trace: Fixtures.cutOffLoop)
        // window's makeKeyAndVisible, then B's view, viewDidLoad, view, viewDidLoad, view: each holds the next.
        #expect(layout.bars.count == 6)
        let onB = layout.bars.dropFirst()
        #expect(zip(onB, onB.dropFirst()).allSatisfy { $1.x == $0.x + SequenceLayout.barShift && $1.top > $0.top && $1.bottom < $0.bottom })
        // The loop is cut off inside them: none of these calls returns, so no return arrow is drawn.
        #expect(layout.arrows.filter { $0.part == .returnCall }.isEmpty)
        #expect(SequenceLayout(trace: Fixtures.crash).arrows.filter { $0.part == .returnCall }.isEmpty)
        #expect(SequenceLayout(trace: Fixtures.modalSegue).arrows.filter { $0.part == .returnCall }.count == 5)
    }

    @Test("A frame per step, in order, an empty step included")
    func frames() {
        let layout = SequenceLayout(trace: Fixtures.emptyStep)
        #expect(layout.frames.map(\.tab) == ["Step 1: create A in code", "Step 2: read A.isViewLoaded", "Step 3: access A.view"])
        #expect(zip(layout.frames, layout.frames.dropFirst()).allSatisfy { $0.bottom < $1.top })
        #expect(layout.labels.contains { $0.part == .emptyStep && $0.text == "nothing is called" })
    }
}
