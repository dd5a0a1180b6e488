/// Everything a scenario made UIKit do, in order, with who called whom and how deeply nested.
public struct Trace: Hashable, Sendable, Codable {
    /// Bumped whenever the JSON shape changes: 2 added each call event's `rule`.
    public static let currentSchemaVersion = 2

    public var schemaVersion: Int
    public var scenario: ScenarioSummary
    /// Every participant, in order of first appearance.
    public var objects: [TracedObject]
    public var steps: [TraceStep]
    public var events: [TraceEvent]

    public init(
        scenario: ScenarioSummary, objects: [TracedObject], steps: [TraceStep], events: [TraceEvent]
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.scenario = scenario
        self.objects = objects
        self.steps = steps
        self.events = events
    }

    public var calls: [Call] { events.compactMap(\.call) }
    public var transitions: [StateTransition] { events.compactMap(\.transition) }

    public func object(_ id: ObjectID) -> TracedObject? { objects.first { $0.id == id } }
    /// Steps are numbered from 1 in order, so step n is looked up at index n - 1 first: a
    /// diagram asks for every step, and a search each time made long scenarios quadratic.
    public func step(_ number: Int) -> TraceStep? {
        if steps.indices.contains(number - 1), steps[number - 1].number == number { return steps[number - 1] }
        return steps.first { $0.number == number }
    }
}

/// What a trace is of: the scenario's id, title, iOS profile, the group it belongs to on the
/// site's index, and a sentence or two saying what it shows.
public struct ScenarioSummary: Hashable, Sendable, Codable {
    public var id: String
    public var title: String
    public var profile: IOSProfile
    public var group: String
    public var description: String

    public init(id: String, title: String, profile: IOSProfile, group: String = "", description: String = "") {
        self.id = id
        self.title = title
        self.profile = profile
        self.group = group
        self.description = description
    }
}
