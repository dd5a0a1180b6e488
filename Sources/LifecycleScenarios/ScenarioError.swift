import LifecycleModel

/// A mistake in a scenario file: where it is and what would be right, printed like a compiler's.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }
}
