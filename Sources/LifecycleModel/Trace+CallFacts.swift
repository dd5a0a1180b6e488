/// What the site's reference pages ask of every trace (`CoverageFacts`, `RulesPage`): each
/// call's rule and method, once each. Read without copying a call out of its event: `events
/// .compactMap(\.call)` copied every call (its strings and arguments retained and released) to
/// read one field, and the two pages' models asked it of 210 traces at every build, a twentieth
/// of a one-scenario edit (callgrind).
extension Trace {
    /// The rules that place the trace's calls (a call event's `rule`), each once.
    public var callRules: Set<RuleID> {
        var rules = Set<RuleID>()
        for event in events {
            guard case .call = event.kind, let rule = event.rule else { continue }
            rules.insert(rule)
        }
        return rules
    }

    /// The methods the trace calls, each once.
    public var calledMethods: Set<String> {
        var methods = Set<String>()
        for event in events {
            guard case .call(let call) = event.kind else { continue }
            methods.insert(call.method)
        }
        return methods
    }
}
