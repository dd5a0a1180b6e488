import LifecycleEngine
import Testing

@Suite("LayoutFlags: what a view waits for, input by input")
struct LayoutFlagsTests {
    let bounds = Rect(0, 0, 300, 200)

    @Test("A new view waits for its first layout; a drawing view also for its first display")
    func initialFlags() {
        #expect(LayoutFlags().needsLayout)
        #expect(!LayoutFlags().needsDisplay)
        #expect(LayoutFlags(needsLayout: true, needsDisplay: true).needsDisplay)
    }

    @Test("setNeedsLayout marks once; layout clears")
    func layout() {
        var flags = LayoutFlags(needsLayout: false)
        let output1 = flags.handle(.setNeedsLayout, bounds: bounds)
        #expect(output1)
        let output2 = flags.handle(.setNeedsLayout, bounds: bounds)
        #expect(!output2)
        #expect(flags.needsLayout)
        let output3 = flags.handle(.laidOut, bounds: bounds)
        #expect(output3)
        #expect(!flags.needsLayout)
        let output4 = flags.handle(.laidOut, bounds: bounds)
        #expect(!output4)
    }

    @Test("setNeedsDisplay marks the whole bounds; drawing clears")
    func display() {
        var flags = LayoutFlags(needsLayout: false)
        let output5 = flags.handle(.setNeedsDisplay(nil), bounds: bounds)
        #expect(output5)
        #expect(flags.dirtyRect == bounds)
        let output6 = flags.handle(.drawn, bounds: bounds)
        #expect(output6)
        #expect(!flags.needsDisplay)
        #expect(flags.dirtyRect == nil)
    }

    @Test("Two setNeedsDisplayInRect: calls redraw the rectangle that holds both")
    func dirtyRectsUnite() {
        var flags = LayoutFlags(needsLayout: false)
        flags.handle(.setNeedsDisplay(Rect(0, 0, 50, 50)), bounds: bounds)
        flags.handle(.setNeedsDisplay(Rect(100, 100, 50, 50)), bounds: bounds)
        #expect(flags.dirtyRect == Rect(0, 0, 150, 150))
    }
}
