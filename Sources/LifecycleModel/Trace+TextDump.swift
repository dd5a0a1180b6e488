extension Trace {
    /// A stable, reviewable text form: one line per event, nesting by indentation, each line ending
    /// with the scenario step that caused it. Golden files and `lifeline trace` use it.
    ///
    /// Calls are numbered 1, 2, 3… as the sequence diagrams and the scenario pages' trace tables
    /// number them; notes and state changes are not numbered.
    public var textDump: String {
        var lines = ["# \(scenario.id): \(scenario.title) (\(scenario.profile.rawValue))"]
        let width = String(calls.count).count
        var lastStep = 0
        var callNumber = 0
        for event in events {
            if event.step != lastStep, let step = step(event.step) {
                lines.append("## step \(step.number): \(step.text)")
                lastStep = event.step
            }
            var label = ""
            if event.isCall {
                callNumber += 1
                label = String(callNumber)
            }
            let number = String(repeating: " ", count: width - label.count) + label
            let indent = String(repeating: "  ", count: event.depth)
            let location = step(event.step).map { "  @ \($0.location)" } ?? ""
            lines.append("\(number) \(indent)\(Self.describe(event.kind))\(location)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One event as the text dump prints it, without its number, indentation or step.
    public static func describe(_ kind: TraceEvent.Kind) -> String {
        switch kind {
        case .call(let call):
            let arguments = call.arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
            let suffix = arguments.isEmpty ? "" : " (\(arguments))"
            let result = call.result.map { " => \($0)" } ?? ""
            return "\(call.caller) -> \(call.receiver) \(call.method)\(suffix)\(result)"
        case .note(let note):
            let over = note.objects.isEmpty ? "" : " [\(note.objects.map(\.rawValue).joined(separator: ", "))]"
            return "-- \(note.kind.rawValue): \(note.text)\(over)"
        case .transition(let transition):
            return "== \(transition.object) \(transition.machine.rawValue): \(transition.from) -> \(transition.to)"
        }
    }
}
