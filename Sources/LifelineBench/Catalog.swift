import Foundation
import LifecycleDiagrams
import LifecycleModel
import LifelineDocs

/// Every canonical scenario's trace and diagrams, plus any traces saved as JSON.
struct Catalog {
    struct Diagram {
        var name: String
        var kind: DiagramKind
        var trace: Trace
    }

    var traces: [Trace]
    var diagrams: [Diagram]

    init(root: String, extraTraces: [String]) throws {
        let project = Project(root: URL(fileURLWithPath: root).standardizedFileURL)
        let ids = try ScenarioCatalog(project: project).scripts.map(\.summary.id)
        var traces = try ids.map { try Lifeline.trace($0, in: project) }
        traces += try extraTraces.map { try Lifeline.diagramTrace($0, in: project) }
        self.traces = traces
        diagrams = traces.flatMap { trace in
            DiagramKind.allCases.map { Diagram(name: "\(trace.scenario.id) \($0.rawValue)", kind: $0, trace: trace) }
        }
    }

    /// The canonical traces complete every state graph, as on the site.
    func render(_ diagram: Diagram, as format: OutputFormat) throws -> [UInt8] {
        try DiagramRenderer.render(diagram.kind, for: diagram.trace, background: traces, as: format)
    }

    func dot(_ diagram: Diagram) -> String {
        DiagramRenderer.dot(diagram.kind, for: diagram.trace, background: traces)
    }
}
