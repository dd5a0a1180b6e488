import LifecycleModel

/// One step as written, with what it asks the engine to do and where it was written.
public struct ScriptStep: Sendable, Equatable {
    public var action: Action
    public var text: String
    public var location: SourceLocation

    public init(action: Action, text: String, location: SourceLocation) {
        self.action = action
        self.text = text
        self.location = location
    }
}
