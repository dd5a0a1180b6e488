import LifecycleModel

extension DeviceLog {
    /// The log as a trace, to draw it: one object per label (its class as written), every call
    /// flat at depth 0 from UIKit, since a log does not show who called whom or what nested.
    /// Lines without a label belong to `unnamed`.
    public func trace(id: String, title: String) -> Trace {
        let unnamed = ObjectID("unnamed")
        var objects = [TracedObject(id: .uiKit, className: "UIKit", kind: .system)]
        var events: [TraceEvent] = []
        for entry in entries {
            let id = entry.label.map { ObjectID($0) } ?? unnamed
            if !objects.contains(where: { $0.id == id }) {
                let kind: ObjectKind = entry.selector.hasPrefix("view") || entry.selector == "loadView" ? .viewController : .view
                objects.append(TracedObject(id: id, className: entry.label ?? "?", kind: kind))
            }
            events.append(TraceEvent(
                sequence: events.count + 1, step: 1, depth: 0,
                kind: .call(Call(caller: .uiKit, receiver: id, method: entry.selector))))
        }
        let step = TraceStep(
            number: 1, text: "the device log",
            location: SourceLocation(file: path, line: entries.first?.line ?? 1, column: 1))
        return Trace(
            scenario: ScenarioSummary(id: id, title: title, profile: .iOS17, group: "Device logs"),
            objects: objects, steps: [step], events: events)
    }
}
