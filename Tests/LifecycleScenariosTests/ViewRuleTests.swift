import LifecycleEngine
import LifecycleModel
import Testing

/// The view rules (seed 001 and the observed logs it is checked against).
@Suite("View rules: hierarchy, layout, drawing")
struct ViewRuleTests {
    static let hierarchy: Set<String> = ["willMoveToSuperview:", "didMoveToSuperview", "willMoveToWindow:", "didMoveToWindow", "didAddSubview:", "willRemoveSubview:", "removeFromSuperview", "dealloc"]

    @Test("Into and out of a window: the observed orders")
    func inAndOut() throws {
        let trace = try Canonical.trace("remove-from-superview")
        #expect(trace.calls(to: ["T", "P"], among: Self.hierarchy, inSteps: 2...2) == [
            "T willMoveToWindow:", "T willMoveToSuperview:", "T didMoveToWindow", "T didMoveToSuperview", "P didAddSubview:",
        ])
        #expect(trace.calls(to: ["T", "P"], among: Self.hierarchy, inSteps: 4...4) == [
            "T removeFromSuperview", "P willRemoveSubview:", "T willMoveToSuperview:", "T willMoveToWindow:", "T didMoveToWindow", "T didMoveToSuperview",
        ])
        // A keeps T: removal alone does not deallocate it; A's release does.
        #expect(trace.calls(to: ["T"], among: ["dealloc"], inSteps: 5...5) == ["T dealloc"])
    }

    @Test("Layout triggers: init lays out nothing, a new view lays out once in a window, a new size lays out view and superview, a new origin nothing")
    func triggers() throws {
        let trace = try Canonical.trace("layout-triggers")
        let laidOut = { (step: Int) in trace.calls(to: ["T", "U", "A.view"], among: ["layoutSubviews"], inSteps: step...step) }
        #expect(laidOut(2) == [] && laidOut(3) == [])
        #expect(laidOut(5) == ["A.view layoutSubviews", "T layoutSubviews"])
        #expect(laidOut(7) == ["T layoutSubviews", "U layoutSubviews"])
        #expect(laidOut(9) == ["T layoutSubviews", "U layoutSubviews"])
        #expect(laidOut(11) == [])
    }

    @Test("setNeedsLayout waits for the turn; layoutIfNeeded lays out what is marked, now, down the subviews")
    func needsLayout() throws {
        let trace = try Canonical.trace("set-needs-layout-vs-layout-if-needed")
        let laidOut = { (step: Int) in trace.calls(to: ["T", "U"], among: ["layoutSubviews"], inSteps: step...step) }
        #expect(laidOut(5) == [])
        #expect(laidOut(6) == ["U layoutSubviews"])
        #expect(laidOut(7) == [])
        #expect(laidOut(8) == [])
        #expect(laidOut(9) == ["T layoutSubviews"])
        // layoutIfNeeded's layout is nested in the call.
        #expect(trace.events.first { $0.call?.method == "layoutSubviews" && $0.step == 6 }?.depth == 2)
    }

    @Test("Drawing: first appearance draws after layout; setNeedsDisplay waits for the turn; rectangles unite")
    func drawing() throws {
        let trace = try Canonical.trace("drawing")
        let step3 = trace.calls(to: ["C"], among: ["layoutSubviews", "drawRect:"], inSteps: 3...3)
        #expect(step3 == ["C layoutSubviews", "C drawRect:"])
        #expect(trace.calls(to: ["C"], among: ["drawRect:"], inSteps: 4...4).isEmpty)
        let rects = trace.calls.filter { $0.method == "drawRect:" }.map { $0.arguments[0].value }
        #expect(rects == ["{{0, 0}, {300, 200}}", "{{0, 0}, {300, 200}}", "{{0, 0}, {150, 150}}"])
    }

    @Test("sizeToFit asks sizeThatFits: and touches no subview")
    func sizeToFit() throws {
        let trace = try Canonical.trace("size-to-fit")
        let step5 = trace.events.filter { $0.step == 5 }.compactMap(\.call).map { "\($0.receiver) \($0.method)" }
        #expect(step5 == ["L sizeToFit", "L sizeThatFits:", "L setFrame:"])
        #expect(trace.calls(to: ["L", "I", "A.view"], among: ["layoutSubviews"], inSteps: 6...6) == ["A.view layoutSubviews", "L layoutSubviews"])
    }

    @Test("Scrolling lays out the scroll view and its superview")
    func scrolling() throws {
        let trace = try Canonical.trace("scroll-layout")
        #expect(trace.calls(to: ["S", "T", "A.view"], among: ["layoutSubviews"], inSteps: 5...5) == ["A.view layoutSubviews", "S layoutSubviews"])
    }
}
