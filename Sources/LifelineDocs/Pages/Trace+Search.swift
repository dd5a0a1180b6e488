import LifecycleModel

extension Trace {
    /// Every method called in the trace, in order of first call, as a selector
    /// (`viewWillAppear:`): what the search index finds a scenario (and a page drawing it) by. A
    /// Swift name typed in the box finds the same, through the one table of spellings
    /// (`assets/swift-names.js`, which search.js reads); written here as well, the Swift names
    /// were a tenth of the index.
    var callbackNames: [String] {
        var seen = Set<String>()
        return events.compactMap { $0.call?.method }.filter { seen.insert($0).inserted }
    }

    /// The scenario's description and steps as one text, for the search index.
    var searchText: String {
        ([scenario.description] + steps.map(\.text)).filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
