import LifecycleModel

/// The objects a sequence diagram shows; every other object folds into the system lifeline.
///
/// Folding keeps the diagram true to the trace while leaving out what the reader did not ask for:
/// - a call between two shown objects is drawn as it is;
/// - a call between a shown object and a hidden one is drawn between the shown object and UIKit;
/// - a call between hidden objects (or between a hidden object and UIKit) is left out;
/// - the shown objects' nesting, activation bars and returns stay exact: a call keeps every
///   enclosing call that is still drawn;
/// - calls keep their numbers from the whole trace, so the numbers match the trace table and skip
///   the calls left out;
/// - a note stays if it spans the whole diagram (a run-loop turn, what the user does), concerns
///   a shown object, or ends the run (a crash, a cut-off loop: drawn on UIKit's lifeline when it
///   concerns hidden objects only); a note about hidden objects only is left out, like their calls;
/// - every step's frame stays: a step whose calls are all left out says so.
///
/// Lifelines keep the trace's order of first appearance, whatever order the ids are given in.
/// `UIKit` may be named and changes nothing: the system lifeline is always there to fold into.
public struct SequenceFocus: Hashable, Sendable {
    /// The objects shown, as given (duplicates removed).
    public var shown: [ObjectID]

    public init(showing shown: [ObjectID]) {
        var unique: [ObjectID] = []
        for id in shown where !unique.contains(id) { unique.append(id) }
        self.shown = unique
    }

    /// The ids a focus on `trace` may name: the lifelines of its whole sequence diagram, in order.
    public static func objects(in trace: Trace) -> [ObjectID] {
        SequenceEvents(trace: trace, focus: nil).objects.map(\.id)
    }

    /// The ids of `shown` that are no lifeline of `trace`'s sequence diagram (the site and the
    /// command line reject them; the diagram itself ignores them).
    public func unknown(in trace: Trace) -> [ObjectID] {
        let known = Self.objects(in: trace)
        return shown.filter { $0 != .uiKit && !known.contains($0) }
    }

    /// Whether `id` has a lifeline of its own under this focus.
    func shows(_ id: ObjectID) -> Bool {
        id == .uiKit || shown.contains(id)
    }
}
