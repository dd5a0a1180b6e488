import Foundation
import LifecycleDiagrams
import LifecycleModel

/// Stage 3: every diagram stage 2 asked for, each drawn once in the formats the site publishes,
/// and, with `--traces`, every trace as JSON. SVG and PNG come from the diagram cache when a
/// diagram made of the same things (`DiagramIngredients`) was drawn before.
struct DiagramBuilder {
    let cache: DiagramCache
    /// Publish PNG too (`lifeline build --png`).
    var png = false
    /// Publish each trace as JSON too (`lifeline build --traces`).
    var traces = false
    /// Where Graphviz runs: this process, or worker processes (`--jobs`).
    var pool = GraphvizPool(workers: 1, executable: nil)
    /// Leave the cache's files unread until stage 5 or a figure asks (`DrawingFile.kept`).
    var leavesKeptBytesUnread = false

    func build(_ traces: ScenarioTraces) throws -> DiagramSet {
        let ingredients = DiagramIngredients(traces: traces.byID, background: traces.canonical, madeFrom: traces.madeFrom, diffs: traces.diffsMadeFrom, lanes: pool.workers)
        let drawer = DiagramDrawer(traces: traces.byID, background: traces.background, cache: cache, ingredients: ingredients, pool: pool, leavesKeptBytesUnread: leavesKeptBytesUnread)
        var set = DiagramSet()
        var graphviz = Duration.zero
        let drawings = try drawer.draw(traces.requests.map { ($0, $0.published(png: png)) }) { graphviz += $0 }
        set.graphvizTime = graphviz
        set.traceDigests = ingredients.traces
        for (request, drawing) in zip(traces.requests, drawings) {
            set.drawings[request] = drawing
        }
        if self.traces {
            for trace in traces.all {
                set.traces[trace.scenario.id] = try Lifeline.json(trace, compact: true)
            }
        }
        return set
    }
}

/// Stage 3's result: each request's drawing, and each scenario's trace as JSON.
struct DiagramSet {
    var drawings: [DiagramRequest: Drawing] = [:]
    /// By scenario id; empty unless the build publishes traces.
    var traces: [String: Data] = [:]
    /// How long Graphviz took, wall-clock, in this process or its workers (`--timings`).
    var graphvizTime = Duration.zero
    /// Each trace's digest by scenario id (`DiagramIngredients.traces`): what a page made from a
    /// trace is kept under between builds (`PageKeys`).
    var traceDigests: [String: String] = [:]

    /// The formats the request was drawn in, in the order download lists give them.
    func formats(_ request: DiagramRequest) -> [OutputFormat] {
        guard let drawing = drawings[request] else { return [] }
        return [OutputFormat.svg, .png, .dot].filter { drawing.files[$0] != nil }
    }

    /// The size a page shows the request's SVG at.
    func size(_ request: DiagramRequest) -> DiagramSize? { drawings[request]?.size }

    /// The request's SVG, as published; nil when it has none, or the cache no longer gave it
    /// and Graphviz could not draw it again.
    func svg(_ request: DiagramRequest) -> Data? { try? drawings[request]?.files[.svg]?.data() }

    /// Where a sequence diagram's lifeline headers lie in its SVG.
    func headerBand(_ request: DiagramRequest) -> HeaderBand? { drawings[request]?.headerBand }

    /// Every file of the set, by its path in the site; a file the cache keeps is read only when
    /// asked (`DrawingFile.data()`).
    var files: [String: DrawingFile] {
        var files: [String: DrawingFile] = [:]
        for (request, drawing) in drawings {
            for (format, file) in drawing.files { files[request.path(format)] = file }
        }
        for (id, json) in traces { files[DiagramRequest.tracePath(id)] = .bytes(json) }
        return files
    }

    /// The XXH64 hashes of `files` the cache already checked, by path: stage 5 compares them
    /// with the last output's without hashing the bytes again.
    var fileHashes: [String: UInt64] {
        var hashes: [String: UInt64] = [:]
        for (request, drawing) in drawings {
            for (format, hash) in drawing.hashes { hashes[request.path(format)] = hash }
        }
        return hashes
    }
}
