import LifecycleModel

extension Call {
    /// The callback as a diagram shows it: the selector with its argument values in place,
    /// `viewWillAppear: true`, `initWithNibName: nil bundle: nil`; arguments that do not match
    /// the selector's colons follow in parentheses, `layoutIfNeeded (reason: rotation)`.
    var diagramLabel: String {
        diagramLabelParts.joined(separator: " ")
    }

    /// The label in its natural pieces: one per selector keyword with its value
    /// (`initWithNibName: nil`, `bundle: nil`), so that a long label can break between them.
    var diagramLabelParts: [String] {
        guard !arguments.isEmpty else { return [method] }
        let keywords = method.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        if method.hasSuffix(":"), keywords.count == arguments.count, !keywords.contains(where: \.isEmpty) {
            return zip(keywords, arguments).map { "\($0): \($1.value)" }
        }
        return [method + " (" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"]
    }
}
