/// Insets from the four edges of a rectangle, in points (UIEdgeInsets).
public struct EdgeInsets: Equatable, Sendable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// A view's own layout margins (Apple, UIView.layoutMargins: 8 points on each side by default).
    static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// A view controller's root view in a window (Apple, systemMinimumLayoutMargins and
    /// viewRespectsSystemMinimumLayoutMargins: the root view's margins are at least the system
    /// minimum, 16 points at the sides of a compact-width iPhone screen).
    static let rootViewMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    /// Both insets added edge by edge (a bar below the window's own unsafe edge, a margin inside a safe area).
    public func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
