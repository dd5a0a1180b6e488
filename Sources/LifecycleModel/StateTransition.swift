/// An object moving from one state to another in one of the lifecycle state machines.
public struct StateTransition: Hashable, Sendable, Codable {
    public var object: ObjectID
    public var machine: StateMachine
    public var from: String
    public var to: String
    /// The callback that marks the move, as it appears on the graph's edge: `viewWillAppear:`.
    public var via: String

    public init(object: ObjectID, machine: StateMachine, from: String, to: String, via: String) {
        self.object = object
        self.machine = machine
        self.from = from
        self.to = to
        self.via = via
    }
}

/// The state machines the state graphs draw, one per class of object.
public enum StateMachine: String, Hashable, Sendable, Codable, CaseIterable {
    /// A view controller: its view's loading and its four appearance states.
    case viewController
    /// A view: detached, in a superview, in a window; needing layout or display.
    case view
}
