/// What a declared view is like: its frame, whether it draws, what `sizeThatFits:` answers.
public struct ViewTraits: Sendable, Equatable {
    /// The frame it is created with: nil means `init` (a zero frame, seed 001's TestView).
    public var frame: Rect?
    /// Whether its class overrides `drawRect:` (only such views are asked to draw).
    public var draws: Bool
    /// What its `sizeThatFits:` returns; nil means the current size (UIView's default).
    public var fittingSize: Size?
    /// Whether it is a UIScrollView (or a subclass), which the `scroll` step needs.
    public var scrolls: Bool
    /// Whether it declares Auto Layout constraints of its own (`constraints`): it takes part in
    /// the constraint pass (updateConstraints).
    public var usesConstraints: Bool = false

    public init(frame: Rect? = nil, draws: Bool = false, fittingSize: Size? = nil, scrolls: Bool = false) {
        self.frame = frame
        self.draws = draws
        self.fittingSize = fittingSize
        self.scrolls = scrolls
    }
}
