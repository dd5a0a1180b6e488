/// A size in points, printed the way `NSStringFromCGSize` prints it: `{390, 844}`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(_ width: Int, _ height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(0, 0)

    public var description: String { "{\(width), \(height)}" }
}
