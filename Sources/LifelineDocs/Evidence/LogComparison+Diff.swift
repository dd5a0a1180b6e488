import DeviceLogs
import LifecycleDiagrams
import LifecycleModel

extension LogComparison {
    /// The comparison as a diff diagram: the device's calls on the left, the model's on the right,
    /// framed by the scenario's steps.
    func diff(id: String, title: String) -> TraceDiff {
        var stepOfCall: [Int] = []
        for event in trace.events where event.isCall { stepOfCall.append(event.step) }
        let left = device.map { (call: Call(caller: .uiKit, receiver: $0.object, method: $0.entry.selector), step: Int?.none) }
        let right = model.map { (call: $0.call, step: stepOfCall[$0.number - 1]) }
        return TraceDiff(
            id: id, title: title, leftName: "on the device", rightName: "in the model",
            left: left, right: right, alignment: alignment,
            objects: trace.objects, steps: trace.steps, profile: trace.scenario.profile)
    }
}
