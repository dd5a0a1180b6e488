import LifecycleDiagrams
import StaticSite

/// A ```` ```lifeline ```` fenced block in a page: puts a scenario's diagram in place.
///
/// ```lifeline
/// scenario: launch-storyboard
/// diagram: sequence
/// ```
struct DiagramBlock {
    static let infoString = "lifeline"

    var scenario: String
    var kind: DiagramKind
    let path: String
    let line: Int

    init(_ code: String, path: String, line: Int) throws {
        self.path = path
        self.line = line
        var scenario: String?
        var kind = DiagramKind.sequence
        for (offset, raw) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            let lineNumber = line + 1 + offset
            let parts = text.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else {
                throw SiteDiagnostic(path: path, line: lineNumber, message: "expected 'key: value' in a lifeline block")
            }
            switch parts[0] {
            case "scenario": scenario = parts[1]
            case "diagram":
                guard let named = DiagramKind(rawValue: parts[1]) else {
                    let known = DiagramKind.allCases.map(\.rawValue).joined(separator: " or ")
                    throw SiteDiagnostic(path: path, line: lineNumber, message: "unknown diagram '\(parts[1])'; expected \(known)")
                }
                kind = named
            default:
                throw SiteDiagnostic(path: path, line: lineNumber, message: "unknown key '\(parts[0])' in a lifeline block; expected scenario or diagram")
            }
        }
        guard let scenario else {
            throw SiteDiagnostic(path: path, line: line, message: "a lifeline block needs 'scenario: ID'")
        }
        self.scenario = scenario
        self.kind = kind
    }

    func html(diagrams: DiagramSet) throws -> String {
        guard let trace = diagrams.traces[scenario] else {
            let known = diagrams.traces.keys.sorted().joined(separator: ", ")
            throw SiteDiagnostic(path: path, line: line, message: "unknown scenario '\(scenario)'; known scenarios: \(known)")
        }
        let source = DiagramSet.path(scenario, kind)
        let alt = "\(kind == .sequence ? "Sequence diagram" : "State graph") of “\(trace.scenario.title)”"
        return """
            <figure class="diagram"><img src="\(HTML.escape(source))" alt="\(HTML.escape(alt))">\
            <figcaption>\(HTML.escape(alt))</figcaption></figure>
            """
    }
}
