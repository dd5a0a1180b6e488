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
    /// The Swift names written beside the selectors (see `SwiftSpellings`).
    var swift = SwiftSpellings()

    /// - Removes the XML prolog and DOCTYPE (an inlined SVG must not carry them; XML needs neither)
    ///   and every comment (one names the Graphviz version, which must not make bytes differ).
    /// - Replaces the `<svg>` tag: `role="img"` and class names for the style sheet.
    /// - Names the font family once, on the outermost group, and writes bold text as
    ///   `font-weight="bold"` (the texts inherit the family).
    /// - Drops Graphviz's `<title>`s (synthetic node ids a screen reader would read aloud) and
    ///   `id`s (two inlined diagrams would repeat them), and adds the diagram's title and description.
    /// - Writes each callback label that has a Swift name in both spellings (`SwiftLabelText`).
    /// - Leaves the shapes' colours to the style sheet (`PartPaint`): a rule per part and shape,
    ///   written where it took attributes away, rather than the same colours on every shape.
    /// - Writes what draws the same in fewer bytes: straight cubic segments of solid paths as
    ///   `H`/`V` lines (`StraightSegments`), coordinates to a tenth of a point (`TenthsRounding`),
    ///   polygons without repeated points, no invisible strand of a double line, the
    ///   texts' most common fill, size and anchor once on the outermost group (all inherited),
    ///   `font-size="10"` for `"10.00"`, and no stroke colour where `stroke-width="0"` paints none.
    func finish(_ svg: [UInt8]) throws(GraphvizError) -> [UInt8] {
        try svg.withUnsafeBufferPointer { svg throws(GraphvizError) in try finish(svg) }
    }

    /// A line of Graphviz's SVG: a slice of the buffer, which holds nothing to retain (slices
    /// of the array were retained and released at every step, a fifth of finishing, perf).
    private typealias Line = Slice<UnsafeBufferPointer<UInt8>>

    private func finish(_ svg: UnsafeBufferPointer<UInt8>) throws(GraphvizError) -> [UInt8] {
        // Graphviz ends its lines with "\n" alone; the work is on bytes, line by line, so this
        // step stays a small part of a render.
        var lines = ByteLines(svg)
        // The `<svg>` tag: from the line it starts to the first line (that one or a later) that ends with ">".
        var tagLines: [Line] = []
        while let line = lines.next() {
            guard !tagLines.isEmpty || Bytes.starts(line, with: Self.svgTag) else { continue }
            tagLines.append(line)
            if line.last == UInt8(ascii: ">") { break }
        }
        guard let last = tagLines.last, last.last == UInt8(ascii: ">")
        else { throw GraphvizError(stage: .render, message: "the SVG from Graphviz has no <svg> element") }

        var body: [UInt8] = []
        body.reserveCapacity(svg.count)
        // Each line is ended through it, which merges runs of groups of one part.
        var merging = AdjacentGroupMerging()
        // The parts whose groups the drawing has, for the style sheet's rules.
        var drawnParts = Set<DiagramPart>()
        var inComment = false
        // The text lines of a node whose label has a Swift spelling, kept until the node ends.
        var spelledNode: (swift: [String], texts: [[UInt8]])?
        // Whether the drawing's outermost group names the font, which its texts then inherit.
        var namedFont = false
        // The fill most texts have, given once by the outermost group: every shape Graphviz
        // draws names its own, and texts without one are given black, the initial value.
        let ink = Array(" fill=\"\(theme.palette(.canvas).text ?? "black")\"".utf8)
        // The attributes the style sheet's rules for each part paint instead (`PartPaint`).
        let paints = Self.paintsByTheme[theme] ?? Self.paintedAttributes(theme.palette)
        // Which of them took an attribute away: the style sheet writes only their rules.
        var painted = Set<PaintUse>()
        // The last part and paint recorded: shapes come in runs of one part, and hashing the
        // same one into its set again for each shape was a thirtieth of finishing (callgrind).
        var lastDrawnPart: DiagramPart?
        var lastPainted: PaintUse?
        // The part whose group the lines are in (none outside the parts' groups).
        var part: DiagramPart?
        for line in lines {
            if inComment {
                if Self.find(Self.commentEnd, in: line) != nil { inComment = false }
                continue
            }
            if Bytes.starts(line, with: Self.commentStart) {
                inComment = !line.reversed().starts(with: Self.commentEnd.reversed())
                continue
            }
            if Bytes.starts(line, with: Self.titleTag), !swift.nodes.isEmpty {
                // Graphviz titles a node's group with the node's DOT name.
                let name = String(decoding: line.dropFirst(Self.titleTag.count).prefix { $0 != UInt8(ascii: "<") }, as: UTF8.self)
                spelledNode = swift.nodes[name].map { ($0, []) }
            }
            if line.isEmpty || Bytes.starts(line, with: Self.titleTag) { continue }
            if Bytes.starts(line, with: Self.textTag) {
                let text = Self.inheritingFont(line)
                if var node = spelledNode {
                    node.texts.append(text)
                    spelledNode = node
                    continue
                }
                let start = body.count
                if !swift.lines.isEmpty, let spelled = SwiftLabelText.line(text, swift: swift.lines) {
                    body += Self.inheritingDefaults(spelled, ink: ink)
                } else {
                    body += Self.inheritingDefaults(text, ink: ink)
                }
                merging.endLine(&body, from: start)
                continue
            }
            if Bytes.starts(line, with: Self.groupEnd) { part = nil }
            if let node = spelledNode, Bytes.starts(line, with: Self.groupEnd) {
                let texts = SwiftLabelText.node(node.texts, swift: node.swift)
                // A node without text lines still ends one, empty, as the lines joined did.
                for text in texts.isEmpty ? [[]] : texts {
                    let start = body.count
                    body += Self.inheritingDefaults(text, ink: ink)
                    merging.endLine(&body, from: start)
                }
                spelledNode = nil
            }
            let start = body.count
            var rest = line
            if Bytes.starts(line, with: Self.groupWithID), let close = line.dropFirst(Self.groupWithID.count).firstIndex(of: Self.quote) {
                body += Self.group
                if !namedFont {
                    body += Self.fontFamily + ink + Self.textDefaults
                    namedFont = true
                }
                rest = line[(close + 1)...]
                // Each drawn element carries one part's class, last in its class list.
                if let marker = Self.find(Self.partMarker, in: rest) {
                    let name = rest[(marker + 1)...]
                    if let quote = name.firstIndex(of: Self.quote) {
                        part = Self.part(named: name[..<quote])
                        if let part, part != lastDrawnPart {
                            drawnParts.insert(part)
                            lastDrawnPart = part
                        }
                    }
                    // Graphviz's own class before it (graph, node, edge) is selected by nothing.
                    if Bytes.starts(rest, with: Self.classAttribute),
                       !rest[(rest.startIndex + Self.classAttribute.count)..<marker].contains(where: { $0 == Self.quote || $0 == UInt8(ascii: " ") }) {
                        body += Self.classAttribute
                        rest = name
                    }
                }
            }
            if Self.shapeTags.contains(where: { Bytes.starts(rest, with: $0) }) {
                // Graphviz's invisible strand of a double line (`color="a:invis:b"`) paints nothing.
                if Bytes.starts(rest, with: Self.invisibleStrand) { continue }
                var shape = Self.shortenedShape(rest)
                if let part, let partPaints = paints[part] {
                    for (index, paint) in partPaints.enumerated() where paint.tags.contains(where: { Bytes.starts(shape[...], with: $0) }) {
                        for attribute in paint.attributes {
                            guard let at = Self.find(attribute, in: shape[...]) else { continue }
                            shape.removeSubrange(at..<(at + attribute.count))
                            let use = PaintUse(part: part, index: index)
                            if use != lastPainted {
                                painted.insert(use)
                                lastPainted = use
                            }
                        }
                    }
                }
                body += shape
            } else {
                body += rest
            }
            merging.endLine(&body, from: start)
        }

        var tag: [UInt8] = []
        for (index, line) in tagLines.enumerated() {
            if index > 0 { tag.append(UInt8(ascii: " ")) }
            tag += line
        }
        let rootClasses = ["ll_diagram", "ll_\(kind.rawValue)_diagram", DiagramStylesheet.rootClass(theme)].joined(separator: " ")
        let parts = DiagramPart.allCases.filter(drawnParts.contains)
        let head = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(Self.attributes(["width", "height", "viewBox"], of: tag)) "
                + "role=\"img\" class=\"\(rootClasses)\">",
            "<title>\(XMLText.escape(summary.title))</title>",
            "<desc>\(XMLText.escape(summary.description))</desc>",
            "<style>\(DiagramStylesheet.css(for: theme, parts: parts, spellings: !swift.isEmpty, painted: painted))</style>",
        ] + (swift.isEmpty ? [] : [SwiftLabelText.marker])
        return Array((head.joined(separator: "\n") + "\n").utf8) + body
    }

    /// A `<text>` line without the family its outermost group names; bold as `font-weight`.
    private static func inheritingFont(_ line: Line) -> [UInt8] {
        for (family, replacement) in [(boldFamily, boldWeight), (fontFamily, [])] {
            guard let at = find(family, in: line) else { continue }
            return Array(line[..<at]) + replacement + line[(at + family.count)...]
        }
        return Array(line)
    }

    /// A `<text>` line without the fill, size and anchor the outermost group gives (`ink`,
    /// `textDefaults`), black where it named no fill, and its other size without Graphviz's
    /// `.00`. Only the opening tag is read: the text after it is the reader's.
    private static func inheritingDefaults(_ line: [UInt8], ink: [UInt8]) -> [UInt8] {
        guard let close = line.firstIndex(of: UInt8(ascii: ">")) else { return line }
        var opening = Array(line[..<close])
        if find(anyFill, in: opening[...]) == nil { opening += blackFill }
        for attribute in [ink, defaultSize, defaultAnchor] {
            if let at = find(attribute, in: opening[...]) { opening.removeSubrange(at..<(at + attribute.count)) }
        }
        if let at = find(fontSize, in: opening[...]), let end = opening[(at + fontSize.count)...].firstIndex(of: quote),
           opening[..<end].suffix(wholeDecimals.count).elementsEqual(wholeDecimals) {
            opening.removeSubrange((end - wholeDecimals.count)..<end)
        }
        return opening + line[close...]
    }

    /// A shape in fewer bytes: a solid `<path>` with its straight segments as lines, coordinates
    /// to a tenth, a polygon without repeated points, no stroke colour where none is painted; black where it
    /// named no fill (the outermost group's would be inherited). Shape lines hold no user text.
    private static func shortenedShape(_ line: Line) -> [UInt8] {
        var line = Array(line)
        if find(anyFill, in: line[...]) == nil, let space = line.firstIndex(of: UInt8(ascii: " ")) {
            line.insert(contentsOf: blackFill, at: space)
        }
        // A polygon closes itself: Graphviz's last point, the first again, adds a segment of no
        // length, which SVG 2 gives the direction of the segment before it ("Path
        // directionality"), so the corner's join is drawn the same without it.
        // (A polyline does not close itself: its points stay.)
        // The same goes for a point that repeats the one before it: Graphviz's return arrowheads
        // (a vee) repeat their tip three times. Points are compared as written, to a tenth.
        if Bytes.starts(line[...], with: polygonTag), let at = find(points, in: line[...]), let end = line[(at + points.count)...].firstIndex(of: quote) {
            var list = TenthsRounding.rounded(line[(at + points.count)..<end])
            PolygonPoints.removeRepeats(&list)
            line.replaceSubrange((at + points.count)..<end, with: list)
        }
        if let at = find(unpaintedStroke, in: line[...]) {
            line.removeSubrange(at..<(at + blackStroke.count))
        }
        // Chromium places dashes along a curve by its measured length, which drifts from the
        // line's exact one: a dashed line written as H or V moved its dashes by a fraction of a
        // pixel (measured: 1,825 pixels of a diff diagram changed). Dashed paths stay curves.
        if let at = find(pathData, in: line[...]), let end = line[(at + pathData.count)...].firstIndex(of: quote) {
            let data = line[(at + pathData.count)..<end]
            let straight = find(dashArray, in: line[...]) == nil ? StraightSegments.shortened(data) : nil
            line.replaceSubrange((at + pathData.count)..<end, with: TenthsRounding.rounded(straight.map { $0[...] } ?? data))
        }
        return line
    }

    /// For each part but the canvas (one polygon, whose attributes are shorter than a rule): the
    /// tags its rules select (`<polygon `) and the attributes they paint.
    private static func paintedAttributes(_ palette: Palette) -> [DiagramPart: [(tags: [[UInt8]], attributes: [[UInt8]])]] {
        var result: [DiagramPart: [(tags: [[UInt8]], attributes: [[UInt8]])]] = [:]
        // A rule's index here is its index in `PartPaint.shapes`, which the style sheet writes.
        for part in DiagramPart.allCases where part.element != .canvas {
            result[part] = PartPaint.shapes(of: part, palette(part)).map { paint in
                (paint.tags.map { Array("<\($0) ".utf8) }, paint.declarations.map { Array(" \($0.property)=\"\($0.value)\"".utf8) })
            }
        }
        return result
    }

    /// `paintedAttributes` of each theme's palette, made once (made per diagram, its byte arrays
    /// were a fortieth of finishing an SVG: perf).
    private static let paintsByTheme = Dictionary(uniqueKeysWithValues: DiagramTheme.allCases.map { ($0, paintedAttributes($0.palette)) })

    /// A part's paint (by its index in `PartPaint.shapes`) that took an attribute away.
    struct PaintUse: Hashable {
        var part: DiagramPart
        var index: Int
    }

    /// The part whose class is `name`, compared as bytes: a String and a dictionary lookup for
    /// each of a drawing's groups were a twentieth of finishing it (callgrind).
    private static func part(named name: Line) -> DiagramPart? {
        partClasses.first { Bytes.same($0.name, name) }?.part
    }

    private static let partClasses = DiagramPart.allCases.map { (name: Array($0.className.utf8), part: $0) }

    /// Where `pattern` first starts in `line`.
    private static func find<Bytes: Collection<UInt8>>(_ pattern: [UInt8], in line: Bytes) -> Int? where Bytes.Index == Int {
        LifecycleDiagrams.Bytes.find(pattern, in: line)
    }

    /// Graphviz copies the font name into the SVG as is; a browser would read the bold one as a
    /// family called "WenQuanYi Micro Hei Bold". The attribute holds quotes, which Graphviz
    /// escapes in user text, so it can only match Graphviz's own attribute.
    private static let boldFamily = Array(" font-family=\"\(DiagramFont.bold)\"".utf8)
    private static let boldWeight = Array(" font-weight=\"bold\"".utf8)
    /// Named once, on the outermost group, rather than on each of thousands of texts (the style
    /// sheet's list overrides it where CSS applies; it is the fallback where none does).
    private static let fontFamily = Array(" font-family=\"\(DiagramFont.family)\"".utf8)
    /// Inherited by every text that does not name its own: the call labels' size, which most
    /// texts of the site have, and the most common anchor.
    private static let textDefaults = Array(" font-size=\"11\" text-anchor=\"middle\"".utf8)
    private static let defaultSize = Array(" font-size=\"11.00\"".utf8)
    private static let defaultAnchor = Array(" text-anchor=\"middle\"".utf8)
    private static let fontSize = Array(" font-size=\"".utf8)
    private static let wholeDecimals = Array(".00".utf8)
    /// A stroke-width of 0 paints no stroke, whatever its colour (SVG 2, "stroke-width").
    private static let unpaintedStroke = Array(" stroke=\"black\" stroke-width=\"0\"".utf8)
    private static let blackStroke = Array(" stroke=\"black\"".utf8)
    private static let pathData = Array(" d=\"".utf8)
    private static let points = Array(" points=\"".utf8)
    private static let anyFill = Array(" fill=\"".utf8)
    private static let blackFill = Array(" fill=\"black\"".utf8)
    private static let dashArray = Array(" stroke-dasharray=\"".utf8)
    private static let invisibleStrand = Array("<path fill=\"none\" stroke=\"transparent\" ".utf8)
    private static let polygonTag = Array("<polygon ".utf8)
    private static let shapeTags = ["<path ", "<polygon ", "<ellipse ", "<polyline "].map { Array($0.utf8) }
    private static let svgTag = Array("<svg ".utf8)
    private static let titleTag = Array("<title>".utf8)
    private static let textTag = Array("<text ".utf8)
    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)
    private static let groupWithID = Array("<g id=\"".utf8)
    private static let group = Array("<g".utf8)
    private static let groupEnd = Array("</g>".utf8)
    private static let partMarker = Array(" ll_".utf8)
    private static let classAttribute = Array(" class=\"".utf8)
    private static let quote = UInt8(ascii: "\"")

    /// The named attributes of a tag, as written there. The tag's bytes are searched: searching
    /// it as a String, by Character, cost 120,000 instructions an SVG (callgrind).
    private static func attributes(_ names: [String], of tag: [UInt8]) -> String {
        names.compactMap { name in
            let start = Array(" \(name)=\"".utf8)
            guard let at = find(start, in: tag), let close = tag[(at + start.count)...].firstIndex(of: quote) else { return nil }
            return "\(name)=\"\(String(decoding: tag[(at + start.count)..<close], as: UTF8.self))\""
        }.joined(separator: " ")
    }
}
