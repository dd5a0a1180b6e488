extension Trace {
    /// The trace from step `first` on, as if it began there: what a scenario's `setup` block and
    /// `lifeline trace --from-step N` leave out is gone, events and steps are numbered from 1, and
    /// only objects that take part from then on stay (UIKit always does), in the same order.
    ///
    /// The objects keep the states the earlier steps gave them; the trace simply does not show
    /// how they got there.
    public func starting(atStep first: Int) -> Trace {
        guard first > 1 else { return self }
        let shift = first - 1
        let events = self.events.filter { $0.step >= first }.enumerated().map { offset, event in
            TraceEvent(sequence: offset + 1, step: event.step - shift, depth: event.depth, kind: event.kind, rule: event.rule)
        }
        var present: Set<ObjectID> = [.uiKit]
        for event in events {
            switch event.kind {
            case .call(let call): present.formUnion([call.caller, call.receiver])
            case .note(let note): present.formUnion(note.objects)
            case .transition(let transition): present.insert(transition.object)
            }
        }
        let steps = self.steps.filter { $0.number >= first }.map {
            TraceStep(number: $0.number - shift, text: $0.text, location: $0.location)
        }
        return Trace(scenario: scenario, objects: objects.filter { present.contains($0.id) }, steps: steps, events: events)
    }
}
