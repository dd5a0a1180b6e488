import Foundation
import LifecycleDiagrams
import LifecycleModel

/// The one road from requests to their bytes, for the build and for the command line alike:
/// each request's DOT text is built once; what the diagram cache lacks is drawn by Graphviz (in
/// this process or in worker processes); SVGs are finished here, and their sizes read from the
/// same bytes.
struct DiagramDrawer {
    /// The traces requests name, by scenario id.
    let traces: [String: Trace]
    /// The canonical scenarios, gathered once for every state graph.
    let background: StateBackground
    var cache: DiagramCache?
    var pool = GraphvizPool(workers: 1, executable: nil)

    func prepare(_ request: DiagramRequest) throws -> PreparedDiagram {
        switch request.subject {
        case .scenario(let id):
            guard let trace = traces[id] else { throw LifelineError("error: no trace of scenario '\(id)' to draw") }
            return DiagramRenderer.prepare(request.kind, for: trace, background: background, theme: request.theme, focus: request.focus)
        case .overview(let machine):
            return DiagramRenderer.prepareOverview(of: background, theme: request.theme, machine: machine)
        case .diff(let diff):
            return DiagramRenderer.prepareDiff(diff, theme: request.theme)
        }
    }

    /// `request` drawn in `formats`.
    func draw(_ request: DiagramRequest, formats: [OutputFormat]) throws -> Drawing {
        try draw([(request, formats)])[0]
    }

    /// Each request drawn in its formats, in the order given; the first failure, in that order,
    /// names what was drawn.
    /// `timed` hears how long Graphviz took (wall-clock, however many processes drew).
    func draw(_ wanted: [(request: DiagramRequest, formats: [OutputFormat])], timed: (Duration) -> Void = { _ in }) throws -> [Drawing] {
        // DOT text and SVG finishing are pure Swift: on every core, while Graphviz is in workers.
        let prepared = try wanted.map(\.request).concurrentMap { try prepare($0) }
        var drawings = [Drawing](repeating: Drawing(), count: wanted.count)
        var missing: [(index: Int, format: OutputFormat, job: GraphvizJob)] = []
        for (index, item) in wanted.enumerated() {
            for format in item.formats {
                guard let job = prepared[index].job(format) else {
                    // DOT is the text itself: nothing to draw or keep.
                    drawings[index].files[format] = Data(prepared[index].dot.utf8)
                    continue
                }
                let extra = format == .svg ? prepared[index].svgKey : ""
                if let cached = cache?.value(dot: job.dot, format: format, theme: item.request.theme, extra: extra) {
                    drawings[index].files[format] = cached
                } else {
                    missing.append((index, format, job))
                }
            }
        }
        let clock = ContinuousClock(), start = clock.now
        let results = try pool.run(missing.map(\.job))
        timed(clock.now - start)
        let drawn = missing
        let finished = try Array(zip(drawn.indices, results)).concurrentMap { index, result -> Data in
            let item = drawn[index], request = wanted[item.index].request
            do {
                return Data(try prepared[item.index].complete(item.format, drawn: result.get()))
            } catch {
                throw LifelineError("error: \(request.description) as \(item.format.rawValue): \(error)")
            }
        }
        for (item, bytes) in zip(missing, finished) {
            let request = wanted[item.index].request
            let extra = item.format == .svg ? prepared[item.index].svgKey : ""
            cache?.store(bytes, dot: item.job.dot, format: item.format, theme: request.theme, extra: extra)
            drawings[item.index].files[item.format] = bytes
        }
        for index in drawings.indices {
            let svg = drawings[index].files[.svg]
            drawings[index].size = svg.flatMap(DiagramSize.init(svg:))
            if wanted[index].request.kind == .sequence { drawings[index].headerBand = svg.flatMap(HeaderBand.init(svg:)) }
        }
        return drawings
    }
}

/// One request's files by format, and the size its SVG is shown at.
struct Drawing {
    var files: [OutputFormat: Data] = [:]
    var size: DiagramSize?
    /// A sequence diagram's row of lifeline headers in its SVG, for the sticky strip on pages.
    var headerBand: HeaderBand?
}

extension DiagramRequest: CustomStringConvertible {
    /// What is drawn, in words, for error messages: `sequence diagram of 'launch' showing A, A.view`.
    public var description: String {
        switch subject {
        case .scenario(let id):
            let shown = focus.map { " showing " + $0.shown.map(\.rawValue).joined(separator: ", ") } ?? ""
            return "\(kind.rawValue) diagram of '\(id)'\(shown)"
        case .overview:
            return "the overview state graph"
        case .diff(let diff):
            return "diff diagram '\(diff.id)'"
        }
    }
}
