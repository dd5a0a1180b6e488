import LifecycleModel

/// A step UIKit forbids, found while running: where the step is written and what would be right.
public struct StepError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): error: \(message)" }
}
