/// What a style sheet paints on one part's shapes: the selector below the part's class, and the
/// properties it sets. Made once per part and palette, it writes both the CSS rule and, for the
/// light colours an SVG is drawn in, which presentation attributes that rule makes needless
/// (`SVGDocument` drops them: every shape of a part has its part's colours, as the DOT text
/// gives them by part, so the rule paints what the attribute did).
struct PartPaint: Equatable {
    /// After the part's class: `>polygon`, `>:not(text):not([fill="none"])`.
    var selector: String
    /// The element names the selector picks.
    var tags: [String]
    var declarations: [(property: String, value: String)]

    static func == (left: PartPaint, right: PartPaint) -> Bool {
        left.selector == right.selector && left.tags == right.tags
            && left.declarations.elementsEqual(right.declarations) { $0.property == $1.property && $0.value == $1.value }
    }

    /// The rule, scoped by `scope` (the diagram's root class and the part's class).
    func css(scope: String) -> String {
        "\(scope)\(selector){" + declarations.map { "\($0.property):\($0.value)" }.joined(separator: ";") + "}"
    }

    /// The paints of `part`'s shapes in `colors` (its texts are painted apart).
    static func shapes(of part: DiagramPart, _ colors: PartColors) -> [PartPaint] {
        switch part.element {
        case .canvas:
            guard let fill = colors.fill else { return [] }
            return [PartPaint(selector: ">polygon", tags: ["polygon"], declarations: [("fill", fill), ("stroke", fill)])]
        case .edge:
            guard let stroke = colors.stroke else { return [] }
            // Every path: Graphviz's invisible strand of a double line (`color="a:invis:b"`, the
            // middle path `stroke="transparent"`), which painted made a dark divider triple, is
            // not in the SVG (`SVGDocument`). Graphviz fills no edge's path: the rule says so once
            // instead of `fill="none"` on each of thousands of paths (about 12 bytes each).
            return [
                PartPaint(selector: ">path", tags: ["path"], declarations: [("fill", "none"), ("stroke", stroke)]),
                PartPaint(selector: ">polygon", tags: ["polygon"], declarations: [("fill", stroke), ("stroke", stroke)]),
            ]
        case .node:
            // Fill only what Graphviz filled: an outer periphery or a note's fold is drawn with
            // fill="none", and painting it would cover what lies inside. A node's group holds its
            // shapes and its texts, so `:not(text)` picks the shapes; it weighs as much as its
            // argument, one element name (Selectors Level 4, "Specificity"), as each shape's name
            // would, and every browser knows it.
            let tags = ["polygon", "path", "ellipse", "polyline"]
            let shapes = ":not(text)"
            var paints: [PartPaint] = []
            if let stroke = colors.stroke { paints.append(PartPaint(selector: ">\(shapes)", tags: tags, declarations: [("stroke", stroke)])) }
            if let fill = colors.fill {
                paints.append(PartPaint(selector: ">\(shapes):not([fill=\"none\"])", tags: tags, declarations: [("fill", fill)]))
            }
            // Last, so the colours' rules keep their indices (`SVGDocument.PaintUse`).
            if part.isMessageLabel {
                paints.append(PartPaint(selector: ">polygon", tags: ["polygon"], declarations: [("stroke-width", DiagramPart.labelPenWidth)]))
            }
            return paints
        }
    }
}
