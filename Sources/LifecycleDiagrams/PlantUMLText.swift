import LifecycleModel

/// A PlantUML sequence diagram equivalent to Lifeline's: the same participants, numbered calls
/// with their arguments, activations from the nesting, returns, notes and a group per step.
/// The benchmark renders it with PlantUML to compare; Lifeline itself never needs it.
public enum PlantUMLText {
    public static func sequence(of trace: Trace) -> String {
        var lines = ["@startuml", "title \(escape(trace.scenario.title))", "autonumber", "skinparam shadowing false"]
        let layout = SequenceLayout(trace: trace)
        var alias: [ObjectID: String] = [:]
        for (index, column) in layout.columns.enumerated() {
            alias[column.object.id] = "p\(index)"
            let name = SequenceLayoutBuilder.showsClass(column.object)
                ? "\(column.object.id)\\n\(column.object.className)" : column.object.id.rawValue
            lines.append("participant \"\(escape(name))\" as p\(index)")
        }
        var open: [(depth: Int, receiver: String, activated: Bool, caller: String)] = []
        var step = 0
        let events = trace.events.filter { $0.transition == nil }
        func close(to depth: Int) {
            while let last = open.last, last.depth >= depth {
                open.removeLast()
                if last.activated {
                    if last.caller != last.receiver { lines.append("\(last.receiver) --> \(last.caller)") }
                    lines.append("deactivate \(last.receiver)")
                }
            }
        }
        for (index, event) in events.enumerated() {
            close(to: event.depth)
            if event.step != step, let traceStep = trace.step(event.step) {
                if step != 0 { lines.append("end") }
                step = event.step
                lines.append("group Step \(traceStep.number): \(escape(traceStep.text))")
            }
            switch event.kind {
            case .call(let call):
                guard let from = alias[call.caller], let to = alias[call.receiver] else { continue }
                lines.append("\(from) -> \(to): \(escape(call.diagramLabel))")
                let nested = index + 1 < events.count && events[index + 1].depth > event.depth
                if nested { lines.append("activate \(to)") }
                open.append((event.depth, to, nested, from))
            case .note(let note):
                let over = note.objects.compactMap { alias[$0] }
                let span = over.isEmpty ? layout.columns.indices.map { "p\($0)" } : over
                let where_ = span.count > 1 ? "\(span.first!), \(span.last!)" : span[0]
                if note.kind.rawValue == "runLoop" {
                    lines.append("== \(escape(note.text)) ==")
                } else {
                    lines.append("note over \(where_): \(escape(note.text))")
                }
            case .transition:
                break
            }
        }
        close(to: 0)
        if step != 0 { lines.append("end") }
        lines.append("@enduml")
        return lines.joined(separator: "\n") + "\n"
    }

    /// PlantUML reads `\n` in a label as a line break; newlines in user text become that, and
    /// double quotes, which would end a quoted participant name, become single ones.
    private static func escape(_ text: String) -> String {
        text.replacingNewlines.replacing("\"", with: "'")
    }
}

extension String {
    fileprivate var replacingNewlines: String {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\\n")
    }
}
