import LifecycleModel

/// Two traces drawn as one sequence diagram: the calls both make, in order, and the calls only one
/// of them makes, marked in colour and in words. A device log against the model, or one iOS
/// profile against another: one alignment (`TraceAlignment`), one diagram.
///
/// The diagram is flat: a device log does not show nesting, and nesting from two traces cannot be
/// interleaved, so every call is drawn at the top level, from its caller to its receiver.
public struct TraceDiff: Hashable, Sendable {
    /// Names the diagram's files: `diagrams/diff-ID.svg`.
    public let id: String
    public let title: String
    /// Who made each side, in words: `the device`, `iOS 6-12`.
    public let leftName: String
    public let rightName: String
    /// The aligned rows drawn as one trace, and which of its calls (by number) are one side's only.
    public let merged: Trace
    public let marks: [Int: DiffMark]

    /// Its id and its merged trace's length alone: equal diffs hash alike, and a diff is a
    /// dictionary key several times a build (its request, its drawing, what it is made of),
    /// where hashing its whole merged trace each time was 1 % of a one-scenario edit (perf).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(merged.events.count)
    }

    /// - Parameters:
    ///   - left, right: the calls compared, in the order compared (a device log's reported calls; a
    ///     trace's calls, or the subset a comparison keeps).
    ///   - alignment: their alignment (`TraceAlignment(left:right:)` of their keys).
    ///   - objects: the lifelines' objects, in the order to draw them.
    ///   - steps: the steps to frame the calls with; each right-side call keeps its own, and a
    ///     left-only call takes the step of the call before it.
    public init(
        id: String, title: String, leftName: String, rightName: String,
        left: [(call: Call, step: Int?)], right: [(call: Call, step: Int)], alignment: TraceAlignment,
        objects: [TracedObject], steps: [TraceStep], profile: IOSProfile
    ) {
        self.id = id
        self.title = title
        self.leftName = leftName
        self.rightName = rightName
        var events: [TraceEvent] = []
        var marks: [Int: DiffMark] = [:]
        var step = steps.first?.number ?? 1
        for row in alignment.rows {
            let call: Call
            switch row {
            case .both(let l, let r):
                call = right[r].call
                step = max(step, right[r].step)
                _ = l
            case .leftOnly(let l):
                call = left[l].call
                if let own = left[l].step { step = max(step, own) }
                marks[events.count + 1] = DiffMark(.left, "only \(leftName)")
            case .rightOnly(let r):
                call = right[r].call
                step = max(step, right[r].step)
                marks[events.count + 1] = DiffMark(.right, "only \(rightName)")
            }
            events.append(TraceEvent(sequence: events.count + 1, step: step, depth: 0, kind: .call(call)))
        }
        var used: Set<ObjectID> = []
        for event in events { if let call = event.call { used.formUnion([call.caller, call.receiver]) } }
        merged = Trace(
            scenario: ScenarioSummary(id: "diff-" + id, title: title, profile: profile),
            objects: objects.filter { used.contains($0.id) }, steps: steps, events: events)
        self.marks = marks
    }

    /// The calls only one side makes, in words, for the diagram's `<desc>` and for pages.
    public var differences: String {
        let lefts = marks.filter { $0.value.side == .left }.keys.sorted()
        let rights = marks.filter { $0.value.side == .right }.keys.sorted()
        func list(_ numbers: [Int]) -> String {
            numbers.map { number in
                let call = merged.calls[number - 1]
                return "\(number). \(call.receiver) \(call.method)"
            }.joined(separator: ", ")
        }
        let same = merged.calls.count - lefts.count - rights.count
        var sentences = ["\(same) \(same == 1 ? "call is" : "calls are") the same on both sides."]
        sentences.append(lefts.isEmpty ? "Nothing is only \(leftName)." : "Only \(leftName): \(list(lefts)).")
        sentences.append(rights.isEmpty ? "Nothing is only \(rightName)." : "Only \(rightName): \(list(rights)).")
        return sentences.joined(separator: " ")
    }

    /// The profile-against-profile diff of one scenario: every call of each trace.
    public static func profiles(_ older: Trace, _ newer: Trace) -> TraceDiff {
        let key = { (call: Call) in TraceAlignment.Key(call.receiver, call.method) }
        let left = older.events.compactMap { event in event.call.map { (call: $0, step: Optional(event.step)) } }
        let right = newer.events.compactMap { event in event.call.map { (call: $0, step: event.step) } }
        var objects = newer.objects
        for object in older.objects where !objects.contains(where: { $0.id == object.id }) { objects.append(object) }
        let from = older.scenario.profile.rawValue, to = newer.scenario.profile.rawValue
        return TraceDiff(
            id: "\(newer.scenario.id)-\(Self.slug(from))-vs-\(Self.slug(to))",
            title: "\(newer.scenario.title): \(from) against \(to)",
            leftName: "on \(from)", rightName: "on \(to)",
            left: left, right: right,
            alignment: TraceAlignment(left: left.map { key($0.call) }, right: right.map { key($0.call) }),
            objects: objects, steps: newer.steps, profile: newer.scenario.profile)
    }

    /// `iOS 6-12` → `ios6-12`, `iOS 17+` → `ios17`.
    static func slug(_ profile: String) -> String {
        String(profile.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }
}
