import Foundation
import LifecycleDiagrams
import LifecycleModel

/// Stage 3: every trace's diagrams (SVG, PNG and DOT of the sequence diagram and of the state
/// graph) and the trace as JSON. SVG and PNG come from the diagram cache when their DOT text
/// was rendered before.
struct DiagramBuilder {
    let cache: DiagramCache

    func build(_ traces: ScenarioTraces) throws -> DiagramSet {
        var set = DiagramSet()
        for trace in traces.all {
            let id = trace.scenario.id
            for kind in DiagramKind.allCases {
                // A scenario's state graph is the whole graph of the canonical scenarios, its path highlighted.
                let background = kind == .state ? traces.canonical : []
                let dot = Self.dot(kind, trace, background)
                set.files[DiagramSet.path(id, kind, .dot)] = Data(dot.utf8)
                for format in [OutputFormat.svg, .png] {
                    let bytes = try cache.value(dot: dot, format: format) {
                        do {
                            return try Self.render(kind, trace, background, format)
                        } catch {
                            throw LifelineError("error: \(kind.rawValue) diagram of '\(id)' as \(format.rawValue): \(error)")
                        }
                    }
                    set.files[DiagramSet.path(id, kind, format)] = bytes
                    if format == .svg { set.sizes[DiagramSet.path(id, kind, .svg)] = DiagramSize(svg: bytes) }
                }
            }
            set.files[DiagramSet.tracePath(id)] = try Lifeline.json(trace)
        }
        return set
    }

    // The only two calls into the diagram renderer. Options that change the drawing (a colour
    // theme: `auto` for SVG, so that it follows the reader's scheme; `light` for PNG) go here and
    // into `DiagramCache.version`'s key.
    private static func dot(_ kind: DiagramKind, _ trace: Trace, _ background: [Trace]) -> String {
        DiagramRenderer.dot(kind, for: trace, background: background)
    }

    private static func render(_ kind: DiagramKind, _ trace: Trace, _ background: [Trace], _ format: OutputFormat) throws -> [UInt8] {
        try DiagramRenderer.render(kind, for: trace, background: background, as: format)
    }
}

/// Stage 3's result: diagram and trace files by output path, and each SVG's size.
struct DiagramSet {
    var files: [String: Data] = [:]
    var sizes: [String: DiagramSize] = [:]

    static func path(_ id: String, _ kind: DiagramKind, _ format: OutputFormat) -> String {
        "diagrams/\(id)-\(kind.rawValue).\(format.rawValue)"
    }

    static func tracePath(_ id: String) -> String { "diagrams/\(id)-trace.json" }
}

/// The size a page shows an SVG at, in CSS pixels, read from its root element (Graphviz writes
/// points).
struct DiagramSize: Equatable {
    var width: Int
    var height: Int

    init?(svg: Data) {
        let head = String(decoding: svg.prefix(4096), as: UTF8.self)
        guard let open = head.range(of: "<svg") else { return nil }
        let tag = head[open.upperBound...].prefix { $0 != ">" }
        func points(_ name: String) -> Double? {
            guard let attribute = tag.range(of: " \(name)=\"") else { return nil }
            return Double(tag[attribute.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        guard let width = points("width"), let height = points("height") else { return nil }
        // One point to one CSS pixel (three quarters of the SVG's own size): the diagrams' 11 pt
        // labels read at 11 px. Pages show diagrams at this size and let a wide one scroll in its
        // frame; shrunk to the text column, a sequence diagram of a navigation push was unreadable.
        self.width = Int(width.rounded())
        self.height = Int(height.rounded())
    }
}
