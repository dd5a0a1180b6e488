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
        let keywords = selectorKeywords
        if method.hasSuffix(":"), keywords.count == arguments.count, !keywords.contains(where: \.isEmpty) {
            return zip(keywords, arguments).map { String($0) + ": " + $1.value }
        }
        return [method + " (" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"]
    }

    /// The method's pieces before each ":" (the last piece, after the last ":", left out).
    private var selectorKeywords: [Substring] {
        // An ASCII selector, nearly every one, is split at its bytes: splitting characters was
        // most of labelling a call (callgrind). A ":" with a combining mark after it is no ":"
        // character, so anything else is split by characters.
        guard method.utf8.allSatisfy({ $0 < 0x80 }) else {
            return Array(method.split(separator: ":", omittingEmptySubsequences: false).dropLast())
        }
        return method.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).dropLast().map { Substring($0) }
    }
}
