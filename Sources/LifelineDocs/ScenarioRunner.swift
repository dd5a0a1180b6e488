import LifecycleEngine
import LifecycleModel
import StaticSite

/// Stage 2: every scenario through the engine: the canonical ones and those written in pages; a
/// step UIKit forbids fails the build with its location.
struct ScenarioRunner {
    func run(_ content: LoadedContent) throws -> ScenarioTraces {
        let canonical = try content.catalog.scripts.map { try Simulator().run($0) }.sorted { $0.scenario.id < $1.scenario.id }
        let known = Set(canonical.map(\.scenario.id))
        var inline: [Trace] = []
        var pageOf: [String: SourcePage] = [:]
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
                    inline.append(try Simulator().run(script))
                    pageOf[script.summary.id] = page
                }
            }
        }
        return ScenarioTraces(canonical: canonical, inline: inline, pageOf: pageOf)
    }
}

/// Stage 2's result: every trace, and for those written in pages, the page.
struct ScenarioTraces {
    /// The scenarios of Content/scenarios, by id.
    var canonical: [Trace]
    /// The scenarios written in pages, in page order.
    var inline: [Trace]
    var pageOf: [String: SourcePage]

    var all: [Trace] { canonical + inline }

    func trace(_ id: String) -> Trace? { all.first { $0.scenario.id == id } }
}
