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

    init(sequenceOf trace: Trace, focus: SequenceFocus? = nil, guesses: Set<RuleID> = []) {
        title = "Sequence diagram: \(trace.scenario.title)"
        let source = SequenceEvents(trace: trace, focus: focus)
        let folds = !source.hidden.isEmpty
        let names = source.objects.map { folds && $0.id == .uiKit ? ObjectID.uiKit.rawValue : Self.name($0) }
        var sentences = ["\(trace.scenario.title) (\(trace.scenario.profile.rawValue)): "
            + "the calls between \(Self.list(names)), top to bottom."]
        if folds {
            let shown = source.objects.map(\.id).filter { $0 != .uiKit }.map(\.rawValue)
            sentences.append("Only \(Self.list(shown)) \(shown.count == 1 ? "is" : "are") shown; "
                + "\(Self.list(source.hidden.map(\.id.rawValue))) \(source.hidden.count == 1 ? "is" : "are") folded into UIKit: "
                + "calls among them are left out, their calls with the shown objects are drawn from or to UIKit, "
                + "and every call keeps its number from the whole trace.")
        }
        var step = 0
        var saidQuiet = false
        // Steps that draw no call or note, up to `next`: said, as the diagram's empty frames say them.
        // Steps are in order of their numbers: each is looked at once (a long trace stays linear).
        var nextQuietCandidate = 0
        func quietSteps(before next: Int) {
            while nextQuietCandidate < trace.steps.count, trace.steps[nextQuietCandidate].number < next {
                let quiet = trace.steps[nextQuietCandidate]
                nextQuietCandidate += 1
                guard quiet.number > step else { continue }
                let why = source.foldedSteps.contains(quiet.number) ? "Only calls between hidden objects." : "Nothing is called."
                sentences.append("Step \(quiet.number): \(quiet.text). \(why)")
                saidQuiet = true
            }
        }
        var drawnCalls = 0
        for item in source.items {
            if item.event.step != step, let traceStep = trace.step(item.event.step) {
                quietSteps(before: traceStep.number)
                step = traceStep.number
                sentences.append("Step \(traceStep.number): \(traceStep.text).")
            }
            switch item.event.kind {
            case .call(let call):
                drawnCalls += 1
                let original = item.original ?? call
                let caller = original.caller == call.caller ? "\(call.caller)" : "\(original.caller), folded into UIKit,"
                let receiver = call.isSelfCall ? "itself"
                    : original.receiver == call.receiver ? call.receiver.rawValue : "\(original.receiver) (folded into UIKit)"
                let guessed = item.event.rule.map(guesses.contains) ?? false
                sentences.append("\(item.number ?? drawnCalls). \(caller) calls \(call.diagramLabel) on \(receiver)\(guessed ? " (our guess: no source settles this call's place)" : "").")
            case .note(let note):
                sentences.append("Note (\(StateNames.words(note.kind.rawValue, capitalized: false))): \(note.text).")
            case .transition:
                break
            }
        }
        quietSteps(before: Int.max)
        if drawnCalls == 0 && !saidQuiet { sentences.append("Nothing is called.") }
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
