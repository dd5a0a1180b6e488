import Foundation
import LifecycleDiagrams
import LifecycleModel
import StaticSite

/// A diagram placed in a page: the SVG as an image (its size given, so the page does not jump),
/// a caption, and a link to the scenario's own page — or, for the overview state graph, which
/// has no scenario, links to its downloads.
///
/// The image is never drawn smaller than one CSS pixel per point (its `min-width`, so that an
/// 11 pt label stays 11 px tall) nor larger than its natural size (its `width`, 4/3 px per pt);
/// in between it takes the width of the text column. The style sheet lets a frame wider than the
/// column reach into the table of contents' space, and scroll beyond that.
struct DiagramFigure {
    /// The diagram shown.
    var request: DiagramRequest
    /// The scenario drawn; nil for the overview state graph.
    var scenario: ScenarioSummary?
    var caption: String?
    var size: DiagramSize?
    /// The formats published, for the overview's download links.
    var formats: [OutputFormat] = []

    private var kind: DiagramKind { request.kind }

    /// A sequence diagram's row of lifeline headers: drawn again as a strip that sticks to the
    /// top of the window while the reader scrolls through the diagram.
    var headerBand: HeaderBand?

    /// The `<img>` tag an article would give this diagram (a block's `column:` and `file:`),
    /// shown as code under the figure.
    var articleTag: String?

    /// A block's figure: shown as its `column:` would show it, the article's `<img>` tag under it
    /// when it names a `file:`; a column where its text would be under 9 px fails the build at
    /// the option's line.
    static func sized(for block: DiagramBlock, request: DiagramRequest, in diagrams: DiagramSet) throws -> (size: DiagramSize?, articleTag: String?) {
        guard let column = block.column else { return (diagrams.size(request), nil) }
        guard let svg = diagrams.svg(request), let fit = ColumnFit(svg: svg, column: column.width) else {
            throw SiteDiagnostic(path: block.path, line: column.line, message: "'column:' needs an SVG to measure, and this diagram has none")
        }
        let narrowing = request.kind == .sequence ? "show fewer lifelines with 'show:'" : "a state graph cannot be narrowed"
        if let problem = fit.problem(narrowing: narrowing) { throw SiteDiagnostic(path: block.path, line: column.line, message: problem) }
        return (DiagramSize(fit), block.file.map { fit.imageTag(source: $0, alt: ColumnFit.title(of: svg) ?? "") })
    }

    /// The figure's HTML on a page whose way back to the site root is `root`.
    func html(root: String, linkToScenario: Bool) -> String {
        let dimensions = size.map { " width=\"\($0.width)\" height=\"\($0.height)\" style=\"min-width: \($0.minimumWidth)px\"" } ?? ""
        let source: String
        let alt: String
        let text: String
        var trailer = ""
        if let scenario {
            source = root + request.path(.svg)
            let shown = request.focus.map { " (showing \(Self.list($0.shown.filter { $0 != .uiKit }.map(\.rawValue))))" } ?? ""
            alt = kind == .sequence
                ? "Sequence diagram of “\(scenario.title)”\(shown): what UIKit calls, in order."
                : "State graph: the lifecycle states of every scenario, with the path of “\(scenario.title)” highlighted."
            text = caption ?? (kind == .sequence ? "Sequence diagram: \(scenario.title)\(shown)" : "State graph: \(scenario.title)")
            trailer = " <span class=\"profile\">\(HTML.escape(scenario.profile.rawValue))</span>"
            if linkToScenario {
                trailer += " <a class=\"scenario-link\" href=\"\(HTML.escape(root + SitePage.Kind.scenario(scenario.id).path))\">Trace and downloads</a>"
            }
        } else if case .diff(let diff) = request.subject {
            source = root + request.path(.svg)
            alt = "Diff diagram: \(diff.title). \(diff.differences)"
            text = caption ?? "Diff diagram: \(diff.title)"
            let downloads = formats.map {
                "<a href=\"\(HTML.escape(root + request.path($0)))\">\($0.rawValue.uppercased())</a>"
            }
            trailer = " <span class=\"downloads\">Download: \(downloads.joined(separator: " "))</span>"
        } else {
            source = root + request.path(.svg)
            let machine: StateMachine? = if case .overview(let machine) = request.subject { machine } else { nil }
            let objects = switch machine {
            case nil: "view controllers and views"
            case .viewController: "view controllers"
            case .view: "views"
            }
            alt = "State graph: every lifecycle state and transition that the canonical scenarios take \(objects) through."
            text = caption ?? "State graph: every state the canonical scenarios take \(objects) through"
            let downloads = formats.map {
                "<a href=\"\(HTML.escape(root + request.path($0)))\">\($0.rawValue.uppercased())</a>"
            }
            trailer = " <span class=\"downloads\">Download: \(downloads.joined(separator: " "))</span>"
        }
        return """
            <figure class="diagram diagram-\(kind.rawValue)"><div class="diagram-wrap"><div class="diagram-frame">\
            <a class="diagram-open" href="\(HTML.escape(source))">\
            <img src="\(HTML.escape(source))" alt="\(HTML.escape(alt))"\(dimensions) loading="lazy" decoding="async"></a></div>\
            \(heads(source))</div><figcaption>\(HTML.escape(text))\(trailer)</figcaption></figure>\(articleCode)
            """
    }

    /// The sticky strip of lifeline headers: the same SVG, cropped to its header band. A box as
    /// wide as the image holds a bar that starts where the headers are and is as tall as they are
    /// (a margin and a padding in percent of the image's width: the checker refuses aspect-ratio)
    /// and sticks to the window's top; the frame's scroll position moves it sideways.
    private func heads(_ source: String) -> String {
        guard let band = headerBand, let size else { return "" }
        let span = band.bottom - band.top
        func number(_ value: Double) -> String { String(format: "%.3f", value) }
        return """
            <div class="diagram-heads" aria-hidden="true"><div class="diagram-heads-size" \
            style="width: \(size.width)px; min-width: \(size.minimumWidth)px"><div class="diagram-heads-bar" \
            style="margin-top: \(number(band.top / band.width * 100))%; padding-top: \(number(span / band.width * 100))%">\
            <img src="\(HTML.escape(source))" alt="" style="top: -\(number(band.top / span * 100))%" loading="lazy" decoding="async">\
            </div></div></div>
            """
    }

    /// The article's `<img>` tag as a code block, if there is one.
    private var articleCode: String {
        guard let articleTag else { return "" }
        return "\n<pre><code class=\"language-html\">\(HTML.escape(articleTag))\n</code></pre>"
    }

    /// "a", "a and b", "a, b and c".
    private static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "UIKit only" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
