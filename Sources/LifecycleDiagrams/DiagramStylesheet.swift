import Synchronization

/// The `<style>` an SVG carries: a font list for viewers without the diagram's fonts and, for
/// the `auto` theme, the dark palette under `prefers-color-scheme: dark`.
///
/// Every selector starts at the diagram's own root class, so the rules cannot reach the rest of
/// a page that inlines the SVG. The shapes' own colours are rules too (`PartPaint`), written once
/// rather than on each of thousands of shapes; the dark colours come after them and override them.
enum DiagramStylesheet {
    /// - Parameters:
    ///   - parts: the parts the diagram draws; only their rules are written.
    ///   - spellings: whether labels are written in both spellings (`SwiftLabelText`): each
    ///     shows its first `<tspan>` (the selector) and hides the others, unless the SVG is
    ///     opened with the fragment of `SwiftSpellings` (its marker is then `:target`).
    ///   - painted: the shapes' rules whose colours the SVG's attributes no longer carry.
    static func css(for theme: DiagramTheme, parts: [DiagramPart], spellings: Bool = false, painted: Set<SVGDocument.PaintUse> = []) -> String {
        // Diagrams of one kind mostly draw the same parts with the same paints: each style sheet
        // is made once (made per diagram, they were a fifteenth of finishing one: callgrind).
        let key = SheetKey(theme: theme, parts: parts, spellings: spellings, painted: painted)
        if let made = made.withLock({ $0[key] }) { return made }
        let css = make(for: theme, parts: parts, spellings: spellings, painted: painted)
        made.withLock { $0[key] = css }
        return css
    }

    private struct SheetKey: Hashable {
        var theme: DiagramTheme
        var parts: [DiagramPart]
        var spellings: Bool
        var painted: Set<SVGDocument.PaintUse>
    }

    private static let made = Mutex([SheetKey: String]())

    private static func make(for theme: DiagramTheme, parts: [DiagramPart], spellings: Bool, painted: Set<SVGDocument.PaintUse>) -> String {
        let root = "svg.\(rootClass(theme))"
        var css = "\(root) text{font-family:\(DiagramFont.cssFamily)}"
        if spellings {
            let swift = "\(root) #\(SwiftSpellings.fragment):target~g"
            css += "\(root) text>tspan+tspan{display:none}\(swift) text>tspan:first-child{display:none}\(swift) text>tspan+tspan{display:inline}"
        }
        // Before the dark rules, which have the same selectors and so win where they apply.
        css += shapeRules(for: parts, root: root, palette: theme.palette, painted: painted).joined()
        if theme == .auto {
            // Nested in the root's rule (CSS Nesting: Chrome 112, Safari 16.5, Firefox 117, 2023),
            // which names the root once instead of in each of ~35 rules: the same selectors and
            // weights. A browser before nesting ignores the block and shows the light colours,
            // whole and readable, in a dark scheme.
            let dark = parts.flatMap { rules(for: $0, root: nil, palette: .dark) }
            css += "@media (prefers-color-scheme:dark){\(root){" + dark.joined() + "}}"
        }
        return css
    }

    static func rootClass(_ theme: DiagramTheme) -> String {
        "ll_\(theme.rawValue)"
    }

    /// `root` nil: the rules nest inside the root's (their selectors start at the part).
    private static func rules(for part: DiagramPart, root: String?, palette: Palette) -> [String] {
        let colors = palette(part)
        let scope = (root.map { "\($0) " } ?? "") + ".\(part.className)"
        var rules = PartPaint.shapes(of: part, colors).map { $0.css(scope: scope) }
        if let text = colors.text { rules.append("\(scope)>text{fill:\(text)}") }
        return rules
    }

    /// The colours of the parts' shapes that the SVG's attributes no longer carry (`SVGDocument`).
    private static func shapeRules(for parts: [DiagramPart], root: String, palette: Palette, painted: Set<SVGDocument.PaintUse>) -> [String] {
        parts.flatMap { part in
            PartPaint.shapes(of: part, palette(part)).enumerated()
                .filter { painted.contains(SVGDocument.PaintUse(part: part, index: $0.offset)) }
                .map { $0.element.css(scope: "\(root) .\(part.className)") }
        }
    }
}
