/// One entry of a trace, in the order it happened.
public struct TraceEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case call(Call)
        case note(Note)
        case transition(StateTransition)
    }

    /// 1-based position in the trace.
    public var sequence: Int
    /// The number of the scenario step that caused it (see `Trace.steps`).
    public var step: Int
    /// How many calls enclose it: 0 for a call the system makes, 1 for a call made inside that one, …
    public var depth: Int
    public var kind: Kind
    /// Why a call is here: the engine rule that made it (nil for notes, transitions, and calls read
    /// from a device log).
    public var rule: RuleID?

    public init(sequence: Int, step: Int, depth: Int, kind: Kind, rule: RuleID? = nil) {
        self.sequence = sequence
        self.step = step
        self.depth = depth
        self.kind = kind
        self.rule = rule
    }

    public var call: Call? {
        if case .call(let call) = kind { return call }
        return nil
    }

    /// Whether the event is a call, read without copying the call out (`call != nil` copied it,
    /// its strings and arguments retained and released, to test it: a build asks it of every
    /// event of every trace several times over).
    public var isCall: Bool {
        if case .call = kind { return true }
        return false
    }

    public var note: Note? {
        if case .note(let note) = kind { return note }
        return nil
    }

    public var transition: StateTransition? {
        if case .transition(let transition) = kind { return transition }
        return nil
    }
}

// A flat JSON shape ({"seq":…, "type":"call", "caller":…}) that reads well and stays stable.
extension TraceEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case sequence = "seq", step, depth, type
        case call, note, transition, rule
    }

    private enum EventType: String, Codable {
        case call, note, transition
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try container.decode(Int.self, forKey: .sequence)
        step = try container.decode(Int.self, forKey: .step)
        depth = try container.decode(Int.self, forKey: .depth)
        rule = try container.decodeIfPresent(RuleID.self, forKey: .rule)
        switch try container.decode(EventType.self, forKey: .type) {
        case .call: kind = .call(try container.decode(Call.self, forKey: .call))
        case .note: kind = .note(try container.decode(Note.self, forKey: .note))
        case .transition: kind = .transition(try container.decode(StateTransition.self, forKey: .transition))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(step, forKey: .step)
        try container.encode(depth, forKey: .depth)
        switch kind {
        case .call(let call):
            try container.encode(EventType.call, forKey: .type)
            try container.encodeIfPresent(rule, forKey: .rule)
            try container.encode(call, forKey: .call)
        case .note(let note):
            try container.encode(EventType.note, forKey: .type)
            try container.encode(note, forKey: .note)
        case .transition(let transition):
            try container.encode(EventType.transition, forKey: .type)
            try container.encode(transition, forKey: .transition)
        }
    }
}
