import LifecycleModel

/// What a diagram shows, in words: its SVG `<title>` and `<desc>`, for screen readers, search
/// engines and anyone who cannot see the drawing; also usable as a page's alt text.
public struct DiagramSummary: Sendable, Equatable {
    /// One line: the kind of diagram and the scenario.
    public var title: String
    /// Every call, note and transition the diagram draws, in order, in sentences.
    public var description: String

    init(title: String, description: String) {
        self.title = title
        self.description = description
    }

    init(sequenceOf trace: Trace) {
        title = "Sequence diagram: \(trace.scenario.title)"
        let layout = SequenceLayout(trace: trace)
        let names = layout.columns.map { Self.name($0.object) }
        var sentences = ["\(trace.scenario.title) (\(trace.scenario.profile.rawValue)): "
            + "the calls between \(Self.list(names)), top to bottom."]
        var number = 0
        var step = 0
        for event in trace.events {
            if event.step != step, let traceStep = trace.step(event.step) {
                step = event.step
                sentences.append("Step \(traceStep.number): \(traceStep.text).")
            }
            switch event.kind {
            case .call(let call):
                number += 1
                let receiver = call.isSelfCall ? "itself" : call.receiver.rawValue
                sentences.append("\(number). \(call.caller) calls \(call.diagramLabel) on \(receiver).")
            case .note(let note):
                sentences.append("Note (\(StateNames.words(note.kind.rawValue, capitalized: false))): \(note.text).")
            case .transition:
                break
            }
        }
        if number == 0 { sentences.append("Nothing is called.") }
        description = sentences.joined(separator: " ")
    }

    init(stateOf trace: Trace?, graph: StateGraph) {
        if let trace {
            title = "State graph: \(trace.scenario.title)"
        } else {
            title = "State graph: \(graph.title)"
        }
        var sentences: [String] = []
        for machine in graph.machines {
            let states = machine.states.map(StateNames.state)
            sentences.append("\(StateNames.machine(machine.machine)) states: \(Self.list(states)); "
                + "\(machine.edges.count) transition\(machine.edges.count == 1 ? "" : "s") seen across the scenarios.")
        }
        if graph.machines.isEmpty { sentences.append("No object changes state in these scenarios.") }
        if let trace {
            let steps = PathNumbering(trace).steps
            if steps.isEmpty {
                sentences.append("\(trace.scenario.title) moves no object from one state to another.")
            } else {
                sentences.append("Highlighted, the path of \(trace.scenario.title), in order:")
                for step in steps {
                    let move = step.transition
                    sentences.append("\(step.number). \(move.object): \(StateNames.state(move.from)) to "
                        + "\(StateNames.state(move.to)), on \(move.via).")
                }
            }
        }
        description = sentences.joined(separator: " ")
    }

    static func name(_ object: TracedObject) -> String {
        SequenceLayoutBuilder.showsClass(object) ? "\(object.id) (\(object.className))" : object.id.rawValue
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "nothing" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
