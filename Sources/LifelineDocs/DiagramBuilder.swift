import LifecycleDiagrams
import LifecycleModel

/// Stage 3: every trace's diagrams, rendered to SVG in-process.
struct DiagramBuilder {
    func build(_ traces: [String: Trace]) throws -> DiagramSet {
        var files: [String: [UInt8]] = [:]
        var traceByID: [String: Trace] = [:]
        for (id, trace) in traces.sorted(by: { $0.key < $1.key }) {
            traceByID[id] = trace
            for kind in DiagramKind.allCases {
                do {
                    files[DiagramSet.path(id, kind)] = try DiagramRenderer.render(kind, for: trace, as: .svg)
                } catch {
                    throw LifelineError("error: \(kind.rawValue) diagram of '\(id)': \(error)")
                }
            }
        }
        return DiagramSet(traces: traceByID, files: files)
    }
}

/// Stage 3's result: the traces and their diagram files by output path.
struct DiagramSet {
    var traces: [String: Trace]
    var files: [String: [UInt8]]

    static func path(_ id: String, _ kind: DiagramKind) -> String {
        "diagrams/\(id)-\(kind.rawValue).svg"
    }
}
