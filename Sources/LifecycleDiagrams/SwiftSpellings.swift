import LifecycleModel

/// The Swift names of a diagram's callbacks, which its SVG carries beside the Objective-C
/// selectors (`viewWillAppear(_:)` beside `viewWillAppear:`), both from `SelectorSpelling`.
///
/// The DOT text, and so the PNG, keep the selectors; the SVG shows them too unless it is opened
/// with the fragment `#ll_swift` (a page's name switch sets it on the image's address), which
/// shows the Swift names instead. Layouts leave room for the wider and taller spelling of each
/// label, so both fit where they are drawn.
public struct SwiftSpellings: Hashable, Sendable {
    /// A node's label, line by line, in Swift names, by the node's DOT name: sequence diagrams'
    /// call labels, which break into lines differently in each spelling.
    var nodes: [String: [String]] = [:]
    /// A label line in Swift names, by the line's text as drawn (trimmed): state graphs'
    /// callback lines.
    var lines: [String: String] = [:]

    var isEmpty: Bool { nodes.isEmpty && lines.isEmpty }

    /// Text that differs whenever the spellings do: a diagram cache keyed by DOT text adds it.
    public var fingerprint: String {
        guard !isEmpty else { return "" }
        let nodeText = nodes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.joined(separator: "\n"))" }
        let lineText = lines.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return (nodeText + lineText).joined(separator: "\n")
    }

    /// The fragment identifier that switches an SVG to Swift names.
    public static let fragment = "ll_swift"
}
