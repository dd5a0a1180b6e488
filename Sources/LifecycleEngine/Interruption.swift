import LifecycleModel

/// Why a run stops before its last step: UIKit refused a step, or the modelled app ended.
enum Interruption: Error {
    /// A step UIKit forbids; the scenario is wrong.
    case failed(ScenarioError)
    /// The run ended as real UIKit would end it (a modelled crash or a cut-off loop); the trace
    /// already holds the note that says why.
    case halted
}
