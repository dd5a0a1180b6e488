import Foundation
import LifecycleDiagrams
import LifecycleModel

/// Stage 3: every trace's diagrams (SVG, PNG and DOT of the sequence diagram and of the state
/// graph), the trace as JSON, the SVG of each sequence diagram a page limits to some objects, and
/// the overview state graph when a page shows it.
/// SVG and PNG come from the diagram cache when their DOT text was rendered before.
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
                    try add(DiagramSet.path(id, kind, format), dot: dot, format: format, to: &set, what: "\(kind.rawValue) diagram of '\(id)'") {
                        try Self.render(kind, trace, background, format)
                    }
                }
            }
            set.files[DiagramSet.tracePath(id)] = try Lifeline.json(trace)
        }
        // Only the SVG: it is what the page shows; the scenario's page has the downloads.
        for focused in traces.focused {
            guard let trace = traces.trace(focused.scenarioID) else { continue }
            let dot = Self.dot(.sequence, trace, [], focus: focused.focus)
            let path = DiagramSet.path(focused.scenarioID, .sequence, .svg, focus: focused.focus)
            let shown = focused.focus.shown.map(\.rawValue).joined(separator: ", ")
            try add(path, dot: dot, format: .svg, to: &set, what: "sequence diagram of '\(trace.scenario.id)' showing \(shown)") {
                try Self.render(.sequence, trace, [], .svg, focus: focused.focus)
            }
        }
        for machine in traces.overviews {
            let dot = String(decoding: try DiagramRenderer.stateOverview(of: traces.canonical, as: .dot, machine: machine), as: UTF8.self)
            set.files[DiagramSet.overviewPath(.dot, machine: machine)] = Data(dot.utf8)
            for format in [OutputFormat.svg, .png] {
                try add(DiagramSet.overviewPath(format, machine: machine), dot: dot, format: format, to: &set, what: "the overview state graph") {
                    try DiagramRenderer.stateOverview(of: traces.canonical, as: format, machine: machine)
                }
            }
        }
        return set
    }

    /// Puts one rendered file into `set` (and an SVG's size), from the cache when `dot` was
    /// rendered in `format` before; a failure names `what` was drawn.
    private func add(
        _ path: String, dot: String, format: OutputFormat, to set: inout DiagramSet, what: String, render: () throws -> [UInt8]
    ) throws {
        let bytes = try cache.value(dot: dot, format: format) {
            do {
                return try render()
            } catch {
                throw LifelineError("error: \(what) as \(format.rawValue): \(error)")
            }
        }
        set.files[path] = bytes
        if format == .svg { set.sizes[path] = DiagramSize(svg: bytes) }
    }

    // The only two calls into the diagram renderer. Options that change the drawing (a colour
    // theme: `auto` for SVG, so that it follows the reader's scheme; `light` for PNG) go here and
    // into `DiagramCache.version`'s key.
    private static func dot(_ kind: DiagramKind, _ trace: Trace, _ background: [Trace], focus: SequenceFocus? = nil) -> String {
        DiagramRenderer.dot(kind, for: trace, background: background, focus: focus)
    }

    private static func render(
        _ kind: DiagramKind, _ trace: Trace, _ background: [Trace], _ format: OutputFormat, focus: SequenceFocus? = nil
    ) throws -> [UInt8] {
        try DiagramRenderer.render(kind, for: trace, background: background, as: format, focus: focus)
    }
}

/// Stage 3's result: diagram and trace files by output path, and each SVG's size.
struct DiagramSet {
    var files: [String: Data] = [:]
    var sizes: [String: DiagramSize] = [:]

    static func path(_ id: String, _ kind: DiagramKind, _ format: OutputFormat) -> String {
        "diagrams/\(id)-\(kind.rawValue).\(format.rawValue)"
    }

    /// A diagram limited to some objects: `diagrams/nav-push-pop-sequence-show-A-A.view.svg`.
    /// Object ids from the scenario language hold only letters, digits, `_` and `.`; anything
    /// else (a hand-made trace's) becomes `_` so that the name stays a plain file name.
    static func path(_ id: String, _ kind: DiagramKind, _ format: OutputFormat, focus: SequenceFocus?) -> String {
        guard let focus else { return path(id, kind, format) }
        let ids = focus.shown.map { id in
            String(id.rawValue.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") ? $0 : "_" })
        }
        return "diagrams/\(id)-\(kind.rawValue)-show-\(ids.joined(separator: "-")).\(format.rawValue)"
    }

    static func tracePath(_ id: String) -> String { "diagrams/\(id)-trace.json" }

    /// The overview state graph, of every machine or of one (`diagrams/states-view.svg`). A
    /// scenario's diagrams end in `-state` or `-sequence`, so no scenario id can take these names.
    static func overviewPath(_ format: OutputFormat, machine: StateMachine?) -> String {
        "diagrams/states\(machine.map { "-\($0.rawValue)" } ?? "").\(format.rawValue)"
    }
}

/// The size a page shows an SVG at, in CSS pixels, read from its root element (Graphviz writes
/// points): its natural size, and the narrowest it may be drawn and stay readable.
struct DiagramSize: Equatable {
    /// The natural size: 1 pt = 4/3 CSS px.
    var width: Int
    var height: Int
    /// The narrowest it may be drawn and stay readable: one CSS pixel per point.
    var minimumWidth: Int

    init?(svg: Data) {
        let head = String(decoding: svg.prefix(4096), as: UTF8.self)
        guard let open = head.range(of: "<svg") else { return nil }
        let tag = head[open.upperBound...].prefix { $0 != ">" }
        func points(_ name: String) -> Double? {
            guard let attribute = tag.range(of: " \(name)=\"") else { return nil }
            return Double(tag[attribute.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        guard let width = points("width"), let height = points("height") else { return nil }
        // 1pt = 4/3 CSS px.
        self.width = Int((width * 4 / 3).rounded())
        self.height = Int((height * 4 / 3).rounded())
        minimumWidth = Int(width.rounded())
    }
}
