/// What a view is waiting for: a layout pass, a display pass, and which part to redraw.
///
/// Seed 001: setNeedsLayout / setNeedsDisplay only mark the view; the run loop's next turn lays
/// out, then draws ("layoutSubviews方法调用先于drawRect"). A view that was never laid out starts
/// marked: an observed log (39.103.169.235/p/681053cc48fd, 2019) shows `[TestView new]` — a zero
/// frame — laid out once it reached a window.
public struct LayoutFlags: Sendable, Equatable {
    public private(set) var needsLayout: Bool
    public private(set) var needsDisplay: Bool
    public private(set) var dirtyRect: Rect?

    public init(needsLayout: Bool = true, needsDisplay: Bool = false) {
        self.needsLayout = needsLayout
        self.needsDisplay = needsDisplay
    }

    public enum Input: Sendable, Equatable {
        case setNeedsLayout
        case laidOut
        /// `setNeedsDisplay` (nil: the whole bounds) or `setNeedsDisplayInRect:`.
        case setNeedsDisplay(Rect?)
        case drawn
    }

    /// Applies an input; returns whether a flag changed.
    @discardableResult
    public mutating func handle(_ input: Input, bounds: Rect) -> Bool {
        switch input {
        case .setNeedsLayout:
            defer { needsLayout = true }
            return !needsLayout
        case .laidOut:
            defer { needsLayout = false }
            return needsLayout
        case .setNeedsDisplay(let rect):
            let area = rect ?? bounds
            dirtyRect = needsDisplay ? (dirtyRect ?? bounds).union(area) : area
            defer { needsDisplay = true }
            return !needsDisplay
        case .drawn:
            dirtyRect = nil
            defer { needsDisplay = false }
            return needsDisplay
        }
    }
}
