import LifecycleModel

/// What the engine runs: a scenario's bundle, objects, overridden methods and steps, parsed and checked.
public struct Script: Sendable, Equatable {
    public var summary: ScenarioSummary
    /// The nib files the app bundle holds, by name without extension (`MyView` for MyView.nib).
    public var nibs: [String]
    public var objects: [ObjectDeclaration]
    public var segues: [SegueDeclaration]
    public var overrides: [Override]
    public var steps: [ScriptStep]
    /// How many of the first steps are the scenario's `setup`: they bring the world to where the
    /// story starts, and the trace leaves their calls out.
    public var setupSteps: Int
    /// `device: iPad`; an iPhone without the header.
    public var device: Device = .iPhone

    public init(
        summary: ScenarioSummary, nibs: [String] = [], objects: [ObjectDeclaration],
        segues: [SegueDeclaration] = [], overrides: [Override] = [], steps: [ScriptStep], setupSteps: Int = 0
    ) {
        self.summary = summary
        self.nibs = nibs
        self.objects = objects
        self.segues = segues
        self.overrides = overrides
        self.steps = steps
        self.setupSteps = setupSteps
    }

    /// The declaration of `id`, if the scenario declares it.
    public func declaration(_ id: ObjectID) -> ObjectDeclaration? { objects.first { $0.id == id } }
}
