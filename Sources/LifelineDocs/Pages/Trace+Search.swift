import LifecycleModel

extension Trace {
    /// Every method called in the trace, in order of first call, as a selector and as Swift
    /// names it (`viewWillAppear:`, `viewWillAppear(_:)`): what the search index finds a scenario
    /// (and a page drawing it) by, in either language.
    var callbackNames: [String] {
        var seen = Set<String>()
        let selectors = events.compactMap { $0.call?.method }.filter { seen.insert($0).inserted }
        return selectors.flatMap { selector in
            let swift = SelectorSpelling.swiftName(of: selector)
            return swift == selector || swift.hasSuffix(" =") ? [selector] : [selector, swift]
        }
    }

    /// The scenario's description and steps as one text, for the search index.
    var searchText: String {
        ([scenario.description] + steps.map(\.text)).filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
