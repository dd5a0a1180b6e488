import Foundation
import LifecycleDiagrams
import LifecycleModel

/// The one road from a request to its bytes, for the build and for the command line alike: the
/// diagram's DOT text is built once, then drawn in each format asked for (from the diagram cache
/// when there is one and it has them), and an SVG's size is read from the same bytes.
struct DiagramDrawer {
    /// The traces requests name, by scenario id.
    let traces: [String: Trace]
    /// The canonical scenarios, ordered once for every state graph.
    let background: StateBackground
    var cache: DiagramCache?

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

    /// `request` drawn in `formats`; a failure names what was drawn.
    func draw(_ request: DiagramRequest, formats: [OutputFormat]) throws -> Drawing {
        let prepared = try prepare(request)
        var drawing = Drawing()
        for format in formats {
            let render = {
                do {
                    return try prepared.render(format)
                } catch {
                    throw LifelineError("error: \(request.description) as \(format.rawValue): \(error)")
                }
            }
            // DOT is the text itself: nothing to keep.
            let bytes = try format == .dot ? Data(render())
                : cache.map { try $0.value(dot: prepared.dot, format: format, theme: request.theme, render: render) } ?? Data(render())
            drawing.files[format] = bytes
            if format == .svg {
                drawing.size = DiagramSize(svg: bytes)
                if request.kind == .sequence { drawing.headerBand = HeaderBand(svg: bytes) }
            }
        }
        return drawing
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
