import LifecycleDiagrams
import LifecycleModel
import StaticSite

/// A diagram placed in a page: the SVG as an image (its size given, so the page does not jump),
/// a caption, and a link to the scenario's own page.
struct DiagramFigure {
    var scenario: ScenarioSummary
    var kind: DiagramKind
    var caption: String?
    var size: DiagramSize?

    /// The figure's HTML on a page whose way back to the site root is `root`.
    func html(root: String, linkToScenario: Bool) -> String {
        let source = root + DiagramSet.path(scenario.id, kind, .svg)
        let alt = kind == .sequence
            ? "Sequence diagram of “\(scenario.title)”: what UIKit calls, in order."
            : "State graph: the lifecycle states of every scenario, with the path of “\(scenario.title)” highlighted."
        // A diagram may shrink to fit the column, but not below nine tenths of its size, where its
        // labels stop being readable: wider than that, it scrolls sideways in its frame.
        let dimensions = size.map {
            " width=\"\($0.width)\" height=\"\($0.height)\" style=\"min-width: \(Int((Double($0.width) * 0.9).rounded()))px\""
        } ?? ""
        let text = caption ?? (kind == .sequence ? "Sequence diagram: \(scenario.title)" : "State graph: \(scenario.title)")
        let link = linkToScenario
            ? " <a class=\"scenario-link\" href=\"\(HTML.escape(root))scenarios/\(HTML.escape(scenario.id)).html\">Trace and downloads</a>"
            : ""
        return """
            <figure class="diagram diagram-\(kind.rawValue)"><div class="diagram-frame"><a href="\(HTML.escape(source))">\
            <img src="\(HTML.escape(source))" alt="\(HTML.escape(alt))"\(dimensions)></a></div>\
            <figcaption>\(HTML.escape(text)) <span class="profile">\(HTML.escape(scenario.profile.rawValue))</span>\(link)</figcaption></figure>
            """
    }
}
