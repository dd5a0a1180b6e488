import LifecycleModel

/// Runs a script against the UIKit model and returns everything UIKit called, in order.
///
/// Pure: no I/O, no clock, no Dispatch. Time advances only through the script's steps, and every
/// loop the model can enter is bounded (see `ViewLoadingMachine`, `TraceRecorder.depthLimit`).
public struct Simulator {
    public init() {}

    /// The scenario's trace; a step UIKit forbids throws its location and what would be right.
    public func run(_ script: Script) throws(ScenarioError) -> Trace {
        let world = World(script: script)
        run: for (index, step) in script.steps.enumerated() {
            world.recorder.step = index + 1
            world.recorder.stepLocation = step.location
            do {
                try world.perform(step)
                // Notes do not stop a step; a step that ends past the limit does.
                if world.recorder.drawnCount > ScenarioLimits.maximumEvents { try world.recorder.checkLimit() }
            } catch {
                switch error {
                case .failed(let failure):
                    throw failure
                case .halted:
                    let rest = script.steps.count - index - 1
                    if rest > 0 {
                        world.note(.remark, rest == 1 ? "the last step does not run" : "the \(rest) steps after this one do not run")
                    }
                    break run
                }
            }
        }
        let steps = script.steps.enumerated().map { index, step in
            TraceStep(number: index + 1, text: step.text, location: step.location)
        }
        let trace = Trace(scenario: script.summary, objects: world.participants, steps: steps, events: world.recorder.events)
        return trace.starting(atStep: script.setupSteps + 1)
    }
}
