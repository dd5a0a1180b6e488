/// One participant of a trace: its id, the class it is an instance of, and its kind.
public struct TracedObject: Hashable, Sendable, Codable {
    public var id: ObjectID
    public var className: String
    public var kind: ObjectKind

    public init(id: ObjectID, className: String, kind: ObjectKind) {
        self.id = id
        self.className = className
        self.kind = kind
    }
}
