import LifecycleEngine
import LifecycleModel

/// Stage 2: every scenario through the engine.
struct ScenarioRunner {
    func run(_ catalog: ScenarioCatalog) -> [String: Trace] {
        var traces: [String: Trace] = [:]
        for script in catalog.scripts {
            traces[script.summary.id] = Simulator().run(script)
        }
        return traces
    }
}
