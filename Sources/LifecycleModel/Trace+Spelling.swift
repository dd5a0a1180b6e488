/// How a trace names its callbacks: as Objective-C selectors (`viewWillAppear:`, what UIKit logs)
/// or as Swift names (`viewWillAppear(_:)`, what most readers write today).
public enum CallbackNames: String, Sendable, CaseIterable {
    case objc
    case swift
}

extension Trace {
    /// The same trace with every call and state change named in `names`, from the one table of
    /// spellings (`SelectorSpelling`). JSON keeps selectors: this is for reading.
    public func spelled(_ names: CallbackNames) -> Trace {
        guard names == .swift else { return self }
        var copy = self
        copy.events = events.map { event in
            var event = event
            switch event.kind {
            case .call(let call):
                event.kind = .call(call.spelled(names))
            case .transition(var transition):
                transition.via = SelectorSpelling.swiftName(of: transition.via)
                event.kind = .transition(transition)
            case .note:
                break
            }
            return event
        }
        return copy
    }
}

extension Call {
    /// The same call with its method named in `names` (see `Trace.spelled`).
    public func spelled(_ names: CallbackNames) -> Call {
        guard names == .swift else { return self }
        var copy = self
        copy.method = SelectorSpelling.swiftName(of: method)
        return copy
    }
}
