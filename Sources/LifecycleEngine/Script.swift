import LifecycleModel

/// What the engine runs: a scenario's objects and its steps, already parsed and checked.
public struct Script: Sendable, Equatable {
    public var summary: ScenarioSummary
    public var objects: [ObjectDeclaration]
    public var steps: [ScriptStep]

    public init(summary: ScenarioSummary, objects: [ObjectDeclaration], steps: [ScriptStep]) {
        self.summary = summary
        self.objects = objects
        self.steps = steps
    }
}

/// One object a scenario declares: `A` is a `ViewController` made from the storyboard.
public struct ObjectDeclaration: Sendable, Equatable {
    public var id: ObjectID
    public var className: String
    public var creation: Creation

    public enum Creation: Sendable, Equatable {
        /// Unarchived from a storyboard: initWithCoder:, then awakeFromNib (seed 000).
        case storyboard(name: String)
    }

    public init(id: ObjectID, className: String, creation: Creation) {
        self.id = id
        self.className = className
        self.creation = creation
    }
}

/// One step as written, with what it asks the engine to do.
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

/// What a step asks UIKit to do.
public enum Action: Sendable, Equatable {
    /// The app launches with this view controller as its window's root view controller.
    case launch(root: ObjectID)
}
