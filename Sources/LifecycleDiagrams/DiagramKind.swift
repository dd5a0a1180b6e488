/// The diagrams Lifeline draws from a trace.
public enum DiagramKind: String, Sendable, CaseIterable {
    /// Who calls whom, in order: one lifeline per object.
    case sequence
    /// The view controller states the trace passes through.
    case state
}
