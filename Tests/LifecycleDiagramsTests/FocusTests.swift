@testable import LifecycleDiagrams
import LifecycleModel
import LifelineTestSupport
import Testing

/// A sequence diagram limited to some objects: the others fold into UIKit (see `SequenceFocus`).
@Suite("Sequence diagrams showing only some objects")
struct FocusTests {
    static let layout = SequenceLayout(trace: Fixtures.focused, focus: Fixtures.showingAAndB)

    @Test("The DOT text, whole")
    func golden() throws {
        let dot = DiagramRenderer.dot(.sequence, for: Fixtures.focused, focus: Fixtures.showingAAndB)
        try GoldenFile("focus-sequence-show-A-B.dot").check(dot)
    }

    @Test("Lifelines: UIKit, standing for the hidden objects, then the shown ones in the trace's order")
    func lifelines() {
        #expect(Self.layout.columns.map(\.object.id) == [.uiKit, "A", "B"])
        #expect(Self.layout.columns[0].object.className == "+ nav, B.view")
        // Given in another order, or with UIKit and a repeat, the same diagram.
        let reordered = DiagramRenderer.dot(.sequence, for: Fixtures.focused, focus: SequenceFocus(showing: ["B", "UIKit", "A", "B"]))
        #expect(reordered == DiagramRenderer.dot(.sequence, for: Fixtures.focused, focus: Fixtures.showingAAndB))
        #expect(SequenceFocus.objects(in: Fixtures.focused) == [.uiKit, "A", "nav", "B", "B.view"])
    }

    @Test("Calls keep their numbers from the whole trace; calls among hidden objects are left out; folded calls name the hidden object")
    func numbering() {
        let calls = Self.layout.labels.filter { $0.part == .callLabel }.map(\.text)
        #expect(calls == [
            "3. view (from nav)", "4. loadView", "6. viewWillAppear: false (from nav)",
            "7. pushViewController: B\nanimated: true (to nav)", "8. view (from nav)",
            "9. initWithFrame: {{0, 0}, {393, 852}} (to B.view)", "10. viewDidLoad", "12. navigationItem (from nav)",
            "15. dealloc (from nav)", "16. dealloc (to B.view)",
        ])
        // The same labels in Swift names, where they differ, from SelectorSpelling.
        let swift = Self.layout.labels.filter { $0.part == .callLabel }.map { $0.swiftText ?? "(same)" }
        #expect(swift == [
            "(same)", "4. loadView()", "6. viewWillAppear(_:)\n(animated: false)\n(from nav)",
            "7. pushViewController(_:animated:)\n(viewController: B, animated: true)\n(to nav)", "(same)",
            "9. init(frame:) (frame: {{0, 0}, {393, 852}}) (to B.view)", "10. viewDidLoad()", "(same)",
            "15. deinit (from nav)", "16. deinit (to B.view)",
        ])
    }

    @Test("Nesting stays exact: a shown call inside a left-out one keeps its drawn ancestors' bars, and returns to them")
    func nesting() {
        let x = Dictionary(uniqueKeysWithValues: Self.layout.columns.map { ($0.object.id, $0.x) })
        // A's view (3, holding loadView), UIKit's push (7, holding 8 to 12), B's view (8), B's dealloc (15, holding 16).
        #expect(Self.layout.bars.map(\.x) == [x["A"]!, x[.uiKit]!, x["B"]!, x["B"]!])
        // 12 is drawn from UIKit's bar, though the call it was made in (11, nav's self-call) is left out.
        let returns = Self.layout.arrows.filter { $0.part == .returnCall }
        #expect(returns.count == 4)
        #expect(Self.layout.arrows.filter { $0.part == .call }.count == 8)
        #expect(Self.layout.loops.count == 2)
        // UIKit stands for nav, whose dealloc (14) is left out: UIKit's lifeline never ends.
        #expect(Self.layout.columns.allSatisfy { $0.object.id != .uiKit || $0.end == nil })
    }

    @Test("Notes about hidden objects only are left out, unless they end the run; every step keeps its frame")
    func notesAndSteps() {
        #expect(Self.layout.boxes.map(\.text) == ["run loop turn", "B.view is released twice"])
        #expect(Self.layout.boxes[1].x == Self.layout.columns[0].x)
        #expect(Self.layout.frames.map(\.tab) == ["Step 1: launch with root nav", "Step 2: push B onto nav", "Step 3: nav lays out", "Step 4: release nav"])
        #expect(Self.layout.labels.filter { $0.part == .emptyStep }.map(\.text) == ["only calls between hidden objects"])
    }

    @Test("The description says what is shown and what is folded, with the calls as the trace has them")
    func summary() {
        let summary = DiagramRenderer.summary(.sequence, for: Fixtures.focused, focus: Fixtures.showingAAndB)
        #expect(summary.description == """
            A and B, nav folded (iOS 17+): the calls between UIKit, A (ListViewController) and B (DetailViewController), top to bottom. \
            Only A and B are shown; nav and B.view are folded into UIKit: calls among them are left out, their calls with the shown \
            objects are drawn from or to UIKit, and every call keeps its number from the whole trace. \
            Step 1: launch with root nav. 3. nav, folded into UIKit, calls view on A. 4. A calls loadView on itself. \
            6. nav, folded into UIKit, calls viewWillAppear: false on A. \
            Step 2: push B onto nav. 7. A calls pushViewController: B animated: true on nav (folded into UIKit). \
            8. nav, folded into UIKit, calls view on B. 9. B calls initWithFrame: {{0, 0}, {393, 852}} on B.view (folded into UIKit). \
            10. B calls viewDidLoad on itself. 12. nav, folded into UIKit, calls navigationItem on B. Note (run loop): run loop turn. \
            Step 3: nav lays out. Only calls between hidden objects. \
            Step 4: release nav. 15. nav, folded into UIKit, calls dealloc on B. 16. B calls dealloc on B.view (folded into UIKit). \
            Note (crash): B.view is released twice.
            """)
    }

    @Test("Showing every object changes nothing: the same DOT and description as the whole diagram", arguments: Fixtures.all.map(\.name))
    func showingEverything(name: String) {
        let trace = Fixtures.all.first { $0.name == name }!.trace
        let everything = SequenceFocus(showing: SequenceFocus.objects(in: trace))
        #expect(DiagramRenderer.dot(.sequence, for: trace, focus: everything) == DiagramRenderer.dot(.sequence, for: trace))
        #expect(DiagramRenderer.summary(.sequence, for: trace, focus: everything) == DiagramRenderer.summary(.sequence, for: trace))
    }

    @Test("Ids with no lifeline are reported, UIKit never")
    func unknown() {
        #expect(SequenceFocus(showing: ["A", "Av", "UIKit", "window"]).unknown(in: Fixtures.focused) == ["Av", "window"])
        #expect(Fixtures.showingAAndB.unknown(in: Fixtures.focused).isEmpty)
    }

    @Test("The SVG says what it shows in its <desc>")
    func svg() throws {
        let svg = String(decoding: try DiagramRenderer.render(.sequence, for: Fixtures.focused, as: .svg, focus: Fixtures.showingAAndB), as: UTF8.self)
        #expect(svg.contains("<desc>A and B, nav folded (iOS 17+): the calls between UIKit, A (ListViewController) and B (DetailViewController), top to bottom. Only A and B are shown; nav and B.view are folded into UIKit:"))
        #expect(svg.contains(">+ nav, B.view</text>"))
    }
}
