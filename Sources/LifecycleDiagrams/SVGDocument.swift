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
    /// - Writes bold text as the regular family with `font-weight="bold"`.
    /// - Drops Graphviz's `<title>`s (synthetic node ids a screen reader would read aloud) and
    ///   `id`s (two inlined diagrams would repeat them), and adds the diagram's title and description.
    func finish(_ svg: String) throws(GraphvizError) -> String {
        // Lines as UTF-8 slices: Graphviz separates them with "\n" alone, and byte comparisons
        // keep this step a small part of a render.
        let lines = svg.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.starts(with: Self.svgTag) }),
            let end = lines[start...].firstIndex(where: { $0.last == UInt8(ascii: ">") })
        else { throw GraphvizError(stage: .render, message: "the SVG from Graphviz has no <svg> element") }

        var body: [Substring] = []
        var classes = Set<Substring>()
        var inComment = false
        for line in lines[(end + 1)...] {
            if inComment {
                if Self.contains(line, Self.commentEnd) { inComment = false }
                continue
            }
            if line.starts(with: Self.commentStart) {
                inComment = !Self.endsWith(line, Self.commentEnd)
                continue
            }
            if line.starts(with: Self.titleTag) { continue }
            var text = Substring(line)
            if line.starts(with: Self.groupWithID), let close = line.dropFirst(Self.groupWithID.count).firstIndex(of: UInt8(ascii: "\"")) {
                text = "<g" + Substring(line[line.index(after: close)...])
            }
            if let part = Self.partClass(of: text) { classes.insert(part) }
            if text.hasPrefix("<text "), text.contains(Self.boldFamily) {
                text = Substring(text.replacing(Self.boldFamily, with: Self.boldWeight))
            }
            body.append(text)
        }
        while body.last?.isEmpty == true { body.removeLast() }

        let tag = lines[start...end].map { String(Substring($0)) }.joined(separator: " ")
        let rootClasses = ["ll_diagram", "ll_\(kind.rawValue)_diagram", DiagramStylesheet.rootClass(theme)].joined(separator: " ")
        let parts = DiagramPart.allCases.filter { classes.contains(Substring($0.className)) }
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(Self.attributes(["width", "height", "viewBox"], of: tag)) "
                + "role=\"img\" class=\"\(rootClasses)\">",
            "<title>\(XMLText.escape(summary.title))</title>",
            "<desc>\(XMLText.escape(summary.description))</desc>",
            "<style>\(DiagramStylesheet.css(for: theme, parts: parts))</style>",
        ]
        out.append(contentsOf: body.map(String.init))
        return out.joined(separator: "\n") + "\n"
    }

    /// Graphviz copies the font name into the SVG as is; a browser would read the bold one as a
    /// family called "WenQuanYi Micro Hei Bold". The attribute holds quotes, which Graphviz
    /// escapes in user text, so it can only match Graphviz's own attribute.
    private static let boldFamily = " font-family=\"\(DiagramFont.bold)\""
    private static let boldWeight = " font-family=\"\(DiagramFont.family)\" font-weight=\"bold\""
    private static let svgTag = Array("<svg ".utf8)
    private static let titleTag = Array("<title>".utf8)
    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)
    private static let groupWithID = Array("<g id=\"".utf8)

    /// The part's class of a `<g class="node ll_state">` line: each drawn element carries one,
    /// last in its class list.
    private static func partClass(of line: Substring) -> Substring? {
        guard line.hasPrefix("<g class=\""), let marker = line.firstRange(of: " ll_") else { return nil }
        let rest = line[line.index(after: marker.lowerBound)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return rest[..<close]
    }

    private static func contains(_ line: Substring.UTF8View, _ bytes: [UInt8]) -> Bool {
        line.firstRange(of: bytes) != nil
    }

    private static func endsWith(_ line: Substring.UTF8View, _ bytes: [UInt8]) -> Bool {
        line.count >= bytes.count && line.suffix(bytes.count).elementsEqual(bytes)
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
