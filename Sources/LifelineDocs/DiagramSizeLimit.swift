import LifecycleModel

/// How long a scenario may be and still be drawn.
///
/// Graphviz's neato (which draws our pinned sequence diagrams) builds a matrix of the distances
/// between every pair of nodes, even when every node is pinned: its memory grows with the square
/// of the diagram's length (8,000 steps took 6.4 GB and then a segfault). A diagram is meant to be
/// read; past `maximumEvents` calls and notes a scenario is refused at the step that crosses the
/// limit, before anything is drawn. The README documents the number.
enum DiagramSizeLimit {
    static let maximumEvents = 1_500

    /// Fails at the step where `trace` makes its `maximumEvents + 1`th call or note.
    static func check(_ trace: Trace) throws {
        var drawn = 0
        for event in trace.events where event.transition == nil {
            drawn += 1
            guard drawn > maximumEvents else { continue }
            let location = trace.steps.first { $0.number == event.step }?.location
                ?? trace.steps.first?.location ?? SourceLocation(file: trace.scenario.id, line: 1, column: 1)
            throw ScenarioError(
                location,
                "this scenario makes more than \(maximumEvents) calls and notes, the most a sequence diagram draws; "
                    + "this step crosses the limit; split the scenario in two")
        }
    }
}
