/// A mistake in a scenario: where it is written and what would be right, printed like a
/// compiler's. The scenario reader finds most of them; the engine finds the steps UIKit forbids
/// only while running (popping the root), and reports them with the step's location.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }
}
