import LifecycleModel

/// The traces whose transitions complete every state graph (all canonical scenarios), put in
/// order once, so that a build with many scenarios does not sort them again for each graph.
public struct StateBackground: Sendable {
    /// By scenario id: a graph must not depend on the order its background was given in.
    let traces: [Trace]

    public init(_ traces: [Trace]) {
        self.traces = traces.sorted { $0.scenario.id < $1.scenario.id }
    }

    /// The background without `scenario`'s own trace, which a graph adds last.
    func traces(plus scenario: Trace?) -> [Trace] {
        guard let scenario else { return traces }
        return traces.filter { $0.scenario.id != scenario.scenario.id } + [scenario]
    }
}
