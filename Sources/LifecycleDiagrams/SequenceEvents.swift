import LifecycleModel

/// What a sequence diagram draws, in order: the trace's calls and notes (state changes belong to
/// the state graph), each call with its number in the whole trace, folded by a focus when there
/// is one (see `SequenceFocus` for the rules).
struct SequenceEvents {
    /// A call or note as drawn; for a call, `number` is its number in the whole trace and
    /// `original` the call as the trace has it (before folding).
    struct Item {
        var event: TraceEvent
        var number: Int?
        var original: Call?
    }

    var items: [Item] = []
    /// The lifelines, in the trace's order of first appearance; under a focus that hides objects,
    /// UIKit's header says what it stands for.
    var objects: [TracedObject] = []
    /// The objects folded into UIKit, in the trace's order.
    var hidden: [TracedObject] = []
    /// Steps that made calls, every one of them left out by the focus.
    var foldedSteps: Set<Int> = []

    init(trace: Trace, focus: SequenceFocus?) {
        let drawn = trace.events.filter { $0.transition == nil }
        let all = Self.participants(trace, drawn)
        guard let focus else {
            var number = 0
            items = drawn.map { event in
                guard let call = event.call else { return Item(event: event) }
                number += 1
                return Item(event: event, number: number, original: call)
            }
            objects = all
            return
        }
        hidden = all.filter { !focus.shows($0.id) }
        let fold: (ObjectID) -> ObjectID = { focus.shows($0) ? $0 : .uiKit }
        // The calls enclosing the current event, each with whether it is drawn.
        var enclosing: [(depth: Int, drawn: Bool)] = []
        var number = 0
        var stepsWithCalls: Set<Int> = []
        for event in drawn {
            while let last = enclosing.last, last.depth >= event.depth { enclosing.removeLast() }
            var folded = event
            folded.depth = enclosing.filter(\.drawn).count
            switch event.kind {
            case .call(let call):
                number += 1
                stepsWithCalls.insert(event.step)
                let caller = fold(call.caller), receiver = fold(call.receiver)
                // UIKit calling itself is a call of the trace; anything else within the fold is not shown.
                let isDrawn = caller != .uiKit || receiver != .uiKit || call.caller == .uiKit && call.receiver == .uiKit
                enclosing.append((event.depth, isDrawn))
                guard isDrawn else { continue }
                var drawnCall = call
                drawnCall.caller = caller
                drawnCall.receiver = receiver
                folded.kind = .call(drawnCall)
                items.append(Item(event: folded, number: number, original: call))
            case .note(var note):
                // A note about hidden objects only goes with their calls, unless it ends the run.
                let concernsShown = note.objects.isEmpty || note.objects.contains(where: focus.shows)
                guard concernsShown || SequenceLayoutBuilder.endsExecution(note.kind) else { continue }
                var objects: [ObjectID] = []
                for id in note.objects.map(fold) where !objects.contains(id) { objects.append(id) }
                note.objects = objects
                folded.kind = .note(note)
                items.append(Item(event: folded))
            case .transition:
                break
            }
        }
        foldedSteps = stepsWithCalls.subtracting(items.filter { $0.number != nil }.map(\.event.step))
        let used = Set(items.flatMap(Self.objects))
        objects = all.filter { focus.shows($0.id) && used.contains($0.id) }.map { object in
            object.id == .uiKit && !hidden.isEmpty ? Self.fold(object, standingFor: hidden) : object
        }
        if used.contains(.uiKit), !objects.contains(where: { $0.id == .uiKit }) {
            objects.insert(Self.fold(TracedObject(id: .uiKit, className: "", kind: .system), standingFor: hidden), at: 0)
        }
    }

    /// Objects that take part in calls or notes, in the trace's order of first appearance; an
    /// object the trace does not declare gets a lifeline named after its id.
    private static func participants(_ trace: Trace, _ events: [TraceEvent]) -> [TracedObject] {
        var used: [ObjectID] = []
        for id in events.flatMap({ objects(Item(event: $0)) }) where !used.contains(id) { used.append(id) }
        let declared = trace.objects.filter { used.contains($0.id) }
        let undeclared = used.filter { id in !trace.objects.contains { $0.id == id } }
            .map { TracedObject(id: $0, className: $0.rawValue, kind: .system) }
        return declared + undeclared
    }

    private static func objects(_ item: Item) -> [ObjectID] {
        switch item.event.kind {
        case .call(let call): [call.caller, call.receiver]
        case .note(let note): note.objects
        case .transition: []
        }
    }

    /// UIKit's lifeline standing for hidden objects: its header's second line names them, or
    /// counts them when the names would widen the diagram.
    private static func fold(_ object: TracedObject, standingFor hidden: [TracedObject]) -> TracedObject {
        let names = "+ " + hidden.map(\.id.rawValue).joined(separator: ", ")
        let fits = TextMetrics.width(of: names, size: SequenceLayout.headerClassSize) <= foldNamesWidth
        var folded = object
        folded.className = fits ? names : "+ \(hidden.count) hidden object\(hidden.count == 1 ? "" : "s")"
        return folded
    }

    /// A little wider than a long class name under a header (`UINavigationController`, 114 pt):
    /// two or three hidden objects are named (`+ Main.storyboard, window`), more are counted.
    static let foldNamesWidth = 140.0
}
