/// One line an overriding method's NSLog prints: whose method, and which.
public struct PrintedLine: Sendable, CustomStringConvertible {
    public var object: ObjectID
    /// The selector, as `NSStringFromSelector(_cmd)` prints it.
    public var method: String
    /// The printing call's number in the trace's call numbering (1-based), 0 when unknown.
    public var call: Int

    public init(_ object: ObjectID, _ method: String, call: Int = 0) {
        self.object = object
        self.method = method
        self.call = call
    }

    public var description: String { "\(object) \(method)" }
}

// Two printed lines are the same line whatever call printed them: the seeds' logs name no calls.
extension PrintedLine: Hashable {
    public static func == (lhs: PrintedLine, rhs: PrintedLine) -> Bool { lhs.object == rhs.object && lhs.method == rhs.method }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(object)
        hasher.combine(method)
    }
}
