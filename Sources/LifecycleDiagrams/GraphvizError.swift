/// Graphviz refused or complained about a diagram; `message` is what it said.
public struct GraphvizError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Stage: String, Sendable {
        case setup, parse, layout, render
    }

    public var stage: Stage
    public var message: String

    public init(stage: Stage, message: String) {
        self.stage = stage
        self.message = message
    }

    public var description: String { "graphviz \(stage.rawValue) failed: \(message)" }
}
