import LifecycleModel

extension Trace {
    /// Every method called in the trace, in order of first call: what the search index finds a
    /// scenario (and a page drawing it) by.
    var callbackNames: [String] {
        var seen = Set<String>()
        return events.compactMap { $0.call?.method }.filter { seen.insert($0).inserted }
    }

    /// The scenario's description and steps as one text, for the search index.
    var searchText: String {
        ([scenario.description] + steps.map(\.text)).filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
