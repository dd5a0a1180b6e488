/// The diagrams Lifeline draws from a trace.
public enum DiagramKind: String, Sendable, CaseIterable {
    /// Who calls whom, in order: one lifeline per object.
    case sequence
    /// The lifecycle state machines the trace moves objects through (view controller, view),
    /// drawn from every canonical scenario, with the trace's path highlighted and numbered.
    case state
}
