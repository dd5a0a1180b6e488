import LifecycleEngine
import LifecycleModel

/// How long a scenario may be and still be drawn.
///
/// Drawing costs time and memory in proportion to a diagram's length: Graphviz with `neato -n`
/// only reads and draws the pinned nodes (about 5 % of the work for 8,000 calls; perf), and the
/// layout and summary walk the trace once. (Before `neato -n`, neato's all-pairs distance matrix
/// grew with the square of the length: 8,000 steps took 6.4 GB and then a segfault; and until
/// the step lookups were made direct, our own layout was quadratic.) What stays is the size of
/// the result: about 1 KB of SVG and up to 60 pt of height per call or note (measured on a
/// scenario of memory warnings), so 5,000 make a 5 MB picture some 100 m tall, more than a
/// reader scrolls or a page should carry; such a diagram takes about 1.5 s and 90 MB to draw. Past
/// `maximumEvents` calls and notes a scenario is refused at the step that crosses the limit,
/// before anything is drawn. The README and the scenario-language page give the number.
enum DiagramSizeLimit {
    static let maximumEvents = ScenarioLimits.maximumEvents

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
