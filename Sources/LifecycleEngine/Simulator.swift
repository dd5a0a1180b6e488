import LifecycleModel

/// Runs a script against the UIKit model and returns everything UIKit called, in order.
///
/// Pure: no I/O, no clock, no Dispatch. Time advances only through the script's steps.
public struct Simulator {
    public init() {}

    public func run(_ script: Script) -> Trace {
        let world = World(script: script)
        for (index, step) in script.steps.enumerated() {
            world.recorder.step = index + 1
            world.perform(step.action)
        }
        let steps = script.steps.enumerated().map { index, step in
            TraceStep(number: index + 1, text: step.text, location: step.location)
        }
        return Trace(
            scenario: script.summary, objects: world.participants, steps: steps,
            events: world.recorder.events)
    }
}
