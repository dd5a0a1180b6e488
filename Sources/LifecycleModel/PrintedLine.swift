/// One line an overriding method's NSLog prints: whose method, and which.
public struct PrintedLine: Hashable, Sendable, CustomStringConvertible {
    public var object: ObjectID
    /// The selector, as `NSStringFromSelector(_cmd)` prints it.
    public var method: String

    public init(_ object: ObjectID, _ method: String) {
        self.object = object
        self.method = method
    }

    public var description: String { "\(object) \(method)" }
}
