import LifecycleEngine
import LifecycleModel

/// Stage 2: every scenario through the engine; a step UIKit forbids fails the build with its location.
struct ScenarioRunner {
    func run(_ catalog: ScenarioCatalog) throws -> [String: Trace] {
        var traces: [String: Trace] = [:]
        for script in catalog.scripts {
            traces[script.summary.id] = try Simulator().run(script)
        }
        return traces
    }
}
