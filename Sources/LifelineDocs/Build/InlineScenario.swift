import LifecycleEngine
import LifecycleModel
import LifecycleScenarios

/// A scenario written inside a page's ```` ```lifeline ```` block, parsed with the scenario
/// language's own parser, which numbers its lines from the block's first line, so every location
/// (errors, steps, override bodies) is the page's.
enum InlineScenario {
    /// - Parameter firstLine: the page's line number of the block's first line.
    static func parse(_ text: String, id: String, path: String, firstLine: Int) throws(ScenarioError) -> Script {
        try ScenarioParser(path: path, id: id, firstLine: firstLine).parse(text)
    }
}
