/// A rectangle in points, printed the way `NSStringFromCGRect` prints it: `{{0, 0}, {390, 844}}`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var size: Size

    public init(_ x: Int, _ y: Int, _ width: Int, _ height: Int) {
        self.x = x
        self.y = y
        self.size = Size(width, height)
    }

    public static let zero = Rect(0, 0, 0, 0)

    public var description: String { "{{\(x), \(y)}, \(size)}" }

    /// The smallest rectangle holding both (what two `setNeedsDisplayInRect:` calls redraw).
    public func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + size.width, other.x + other.size.width)
        let bottom = max(y + size.height, other.y + other.size.height)
        return Rect(left, top, right - left, bottom - top)
    }
}
