/// One message send: `caller` sends `method` (an Objective-C selector, as UIKit logs it) to `receiver`.
public struct Call: Hashable, Sendable, Codable {
    public var caller: ObjectID
    public var receiver: ObjectID
    /// The selector, exactly as `NSStringFromSelector(_cmd)` prints it: `viewWillAppear:`, `loadView`.
    public var method: String
    public var arguments: [Argument]
    /// What the call returned, when that is the point of it (`isViewLoaded` → `NO`); nil otherwise.
    /// Absent from the JSON when nil, so traces without results keep their shape.
    public var result: String?

    public init(
        caller: ObjectID, receiver: ObjectID, method: String, arguments: [Argument] = [], result: String? = nil
    ) {
        self.caller = caller
        self.receiver = receiver
        self.method = method
        self.arguments = arguments
        self.result = result
    }

    /// A self-call: an object sending a message to itself (drawn as a loop).
    public var isSelfCall: Bool { caller == receiver }
}

/// One argument of a call, by its label: `animated` → `true`.
public struct Argument: Hashable, Sendable, Codable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}
