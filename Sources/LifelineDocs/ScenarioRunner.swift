import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import StaticSite

/// Stage 2: every scenario through the engine: the canonical ones and those written in pages; a
/// step UIKit forbids fails the build with its location, and so does a `show:` id that names no
/// object of its diagram.
struct ScenarioRunner {
    func run(_ content: LoadedContent) throws -> ScenarioTraces {
        let canonical = try content.catalog.scripts.map(Self.run).sorted { $0.scenario.id < $1.scenario.id }
        let known = Set(canonical.map(\.scenario.id))
        var inline: [Trace] = []
        var pageOf: [String: SourcePage] = [:]
        var overviews: [StateMachine?] = []
        for page in content.pages {
            for block in page.diagramBlocks {
                switch block.source {
                case .reference(let id):
                    guard known.contains(id) else {
                        throw SiteDiagnostic(
                            path: block.path, line: block.line,
                            message: "unknown scenario '\(id)'; known scenarios: \(known.sorted().joined(separator: ", "))")
                    }
                case .inline(let script):
                    guard !known.contains(script.summary.id) else {
                        throw SiteDiagnostic(
                            path: block.path, line: block.line,
                            message: "this inline scenario's id '\(script.summary.id)' is also a scenario file's; rename one of them")
                    }
                    inline.append(try Self.run(script))
                    pageOf[script.summary.id] = page
                case .overview(let machine):
                    if !overviews.contains(machine) { overviews.append(machine) }
                }
            }
        }
        var traces = ScenarioTraces(canonical: canonical, inline: inline, pageOf: pageOf, overviews: overviews)
        for block in content.pages.flatMap(\.diagramBlocks) {
            guard let show = block.show, let id = block.scenarioID, let trace = traces.trace(id) else { continue }
            let focused = FocusedDiagram(scenarioID: id, focus: try Self.focus(show, of: block, on: trace))
            if !traces.focused.contains(focused) { traces.focused.append(focused) }
        }
        return traces
    }

    /// One scenario through the engine; a trace too long to draw is refused here, at its step.
    static func run(_ script: Script) throws -> Trace {
        let trace = try Simulator().run(script)
        try DiagramSizeLimit.check(trace)
        return trace
    }

    /// The focus a block's `show:` asks for, its ids checked against the trace; the page renderer
    /// asks again for the same focus, already known to be good.
    static func focus(_ show: DiagramBlock.ShowOption, of block: DiagramBlock, on trace: Trace) throws -> SequenceFocus {
        do {
            return try SequenceFocus.checked(show.ids.map(\.id), for: trace, option: "'show:'")
        } catch {
            throw SiteDiagnostic(path: block.path, line: show.line, column: show.column(of: error.id), message: error.message)
        }
    }
}

/// Stage 2's result: every trace, and for those written in pages, the page.
struct ScenarioTraces {
    /// The scenarios of Content/scenarios, by id.
    var canonical: [Trace]
    /// The scenarios written in pages, in page order.
    var inline: [Trace]
    var pageOf: [String: SourcePage]
    /// The overview state graphs pages show (a `diagram: state` block with no scenario), each
    /// once: of every machine (nil) or of one.
    var overviews: [StateMachine?]
    /// The sequence diagrams that pages limit to some objects (`show:`), each once.
    var focused: [FocusedDiagram] = []

    var all: [Trace] { canonical + inline }

    func trace(_ id: String) -> Trace? { all.first { $0.scenario.id == id } }
}

/// A scenario's sequence diagram limited to some objects, as a page's `show:` asks for it.
struct FocusedDiagram: Hashable {
    var scenarioID: String
    var focus: SequenceFocus
}
