/// The `<style>` an SVG carries: a font list for viewers without the diagram's fonts and, for
/// the `auto` theme, the dark palette under `prefers-color-scheme: dark`.
///
/// Every selector starts at the diagram's own root class, so the rules cannot reach the rest of
/// a page that inlines the SVG. The dark colours override Graphviz's presentation attributes,
/// which any CSS rule outranks.
enum DiagramStylesheet {
    /// - Parameters:
    ///   - parts: the parts the diagram draws; only their rules are written.
    ///   - spellings: whether labels are written in both spellings (`SwiftLabelText`): each
    ///     shows its first `<tspan>` (the selector) and hides the others, unless the SVG is
    ///     opened with the fragment of `SwiftSpellings` (its marker is then `:target`).
    static func css(for theme: DiagramTheme, parts: [DiagramPart], spellings: Bool = false) -> String {
        let root = "svg.\(rootClass(theme))"
        var css = "\(root) text{font-family:\(DiagramFont.cssFamily)}"
        if spellings {
            let swift = "\(root) #\(SwiftSpellings.fragment):target~g"
            css += "\(root) text>tspan+tspan{display:none}\(swift) text>tspan:first-child{display:none}\(swift) text>tspan+tspan{display:inline}"
        }
        if theme == .auto {
            let dark = parts.flatMap { rules(for: $0, root: root, palette: .dark) }
            css += "@media (prefers-color-scheme:dark){" + dark.joined() + "}"
        }
        return css
    }

    static func rootClass(_ theme: DiagramTheme) -> String {
        "ll_\(theme.rawValue)"
    }

    private static func rules(for part: DiagramPart, root: String, palette: Palette) -> [String] {
        let colors = palette(part)
        let scope = "\(root) .\(part.className)"
        var rules: [String] = []
        switch part.element {
        case .canvas:
            if let fill = colors.fill { rules.append("\(scope)>polygon{fill:\(fill);stroke:\(fill)}") }
        case .edge:
            if let stroke = colors.stroke {
                // Not Graphviz's invisible strand (`color="a:invis:b"` draws a double line as three
                // paths, the middle one `stroke="transparent"`): painted, a dark divider was triple.
                rules.append("\(scope)>path:not([stroke=\"transparent\"]){stroke:\(stroke)}")
                rules.append("\(scope)>polygon{fill:\(stroke);stroke:\(stroke)}")
            }
        case .node:
            // Fill only what Graphviz filled: an outer periphery or a note's fold is drawn with
            // fill="none", and painting it would cover what lies inside. `:is()` weighs as much as
            // its heaviest argument, one element name, so these rules win and lose exactly as the
            // four selectors it stands for (Selectors Level 4, "Specificity"). Browsers know `:is()`
            // since Chrome 88, Firefox 78 and Safari 14 (2020-21).
            let shapes = ":is(polygon,path,ellipse,polyline)"
            if let stroke = colors.stroke { rules.append("\(scope)>\(shapes){stroke:\(stroke)}") }
            if let fill = colors.fill { rules.append("\(scope)>\(shapes):not([fill=\"none\"]){fill:\(fill)}") }
        }
        if let text = colors.text { rules.append("\(scope)>text{fill:\(text)}") }
        return rules
    }
}
