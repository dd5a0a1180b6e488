/// One step of a scenario as its author wrote it, with where it was written.
public struct TraceStep: Hashable, Sendable, Codable {
    /// 1-based position among the scenario's steps.
    public var number: Int
    /// The step's text as written in the scenario file.
    public var text: String
    public var location: SourceLocation

    public init(number: Int, text: String, location: SourceLocation) {
        self.number = number
        self.text = text
        self.location = location
    }
}
