/// Graphviz's SVG, finished for publishing: a standalone document whose only text is plain
/// `<text>` (Graphviz never writes foreignObject), with the diagram's own `<title>` and `<desc>`,
/// a style sheet for the theme, and nothing that varies by machine or clashes in a page.
///
/// The rewriting is line by line over Graphviz's fixed layout of its output: user text only
/// ever appears inside `<text>` elements, escaped by Graphviz and on one line each, so the lines
/// touched here (prolog, comments, `<title>`, `<svg>`, `<g id=…>`) never hold user text.
struct SVGDocument {
    var summary: DiagramSummary
    var theme: DiagramTheme
    var kind: DiagramKind

    /// - Removes the XML prolog and DOCTYPE (an inlined SVG must not carry them; XML needs neither)
    ///   and every comment (one names the Graphviz version, which must not make bytes differ).
    /// - Replaces the `<svg>` tag: `role="img"` and class names for the style sheet.
    /// - Drops Graphviz's `<title>`s (synthetic node ids a screen reader would read aloud) and
    ///   `id`s (two inlined diagrams would repeat them), and adds the diagram's title and description.
    func finish(_ svg: String) throws(GraphvizError) -> String {
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("<svg ") }),
            let end = lines[start...].firstIndex(where: { $0.hasSuffix(">") })
        else { throw GraphvizError(stage: .render, message: "the SVG from Graphviz has no <svg> element") }

        let tag = lines[start...end].joined(separator: " ")
        let classes = ["ll_diagram", "ll_\(kind.rawValue)_diagram", DiagramStylesheet.rootClass(theme)].joined(separator: " ")
        // Each drawn element carries one part's class, last in its class list.
        let parts = DiagramPart.allCases.filter { svg.contains($0.className + "\"") }
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(Self.attributes(["width", "height", "viewBox"], of: tag)) "
                + "role=\"img\" class=\"\(classes)\">",
            "<title>\(XMLText.escape(summary.title))</title>",
            "<desc>\(XMLText.escape(summary.description))</desc>",
            "<style>\(DiagramStylesheet.css(for: theme, parts: parts))</style>",
        ]
        var inComment = false
        for line in lines[(end + 1)...] {
            if inComment {
                if line.contains("-->") { inComment = false }
                continue
            }
            if line.hasPrefix("<!--") {
                inComment = !line.hasSuffix("-->")
                continue
            }
            if line.hasPrefix("<title>") { continue }
            if line.hasPrefix("<g id=\""), let close = line.dropFirst(7).firstIndex(of: "\"") {
                out.append("<g" + line[line.index(after: close)...])
                continue
            }
            out.append(String(line))
        }
        while out.last?.isEmpty == true { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }

    /// The named attributes of a tag, as written there.
    private static func attributes(_ names: [String], of tag: String) -> String {
        names.compactMap { name in
            guard let range = tag.firstRange(of: " \(name)=\"") else { return nil }
            let rest = tag[range.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            return "\(name)=\"\(rest[..<close])\""
        }.joined(separator: " ")
    }
}
