import LifecycleEngine
import LifecycleModel
import LifecycleScenarios

/// A scenario written inside a page's ```` ```lifeline ```` block, parsed with the scenario
/// language's own parser; every location (errors, steps) is moved onto the page's lines.
enum InlineScenario {
    /// - Parameter firstLine: the page's line number of the block's first line.
    static func parse(_ text: String, id: String, path: String, firstLine: Int) throws(ScenarioError) -> Script {
        let shift = firstLine - 1
        do {
            var script = try ScenarioParser(path: path, id: id).parse(text)
            for index in script.steps.indices { script.steps[index].location.line += shift }
            return script
        } catch {
            var moved = error
            moved.location.line += shift
            throw moved
        }
    }
}
