import LifecycleModel

/// A sequence diagram of a trace as DOT: every node pinned where `SequenceLayout` put it, so
/// Graphviz (engine `neato`, `inputscale=72`, straight lines) only draws.
///
/// Every node that holds text has a fixed size given here (`fixedsize`), measured with
/// `TextMetrics`, so that nothing depends on how Graphviz measures text: its SVGs are drawn by a
/// context without text shaping (`GraphvizRenderer`), which would size a node from its own rough
/// font metrics.
///
/// Elements of one kind are written together in a named subgraph whose defaults carry what they
/// share (shape, class, colours): the DOT stays short to read and quick for Graphviz to parse.
/// Edges are drawn first (`outputorder=edgesfirst`), then nodes in the order written, so the
/// labels come last and stay readable.
struct SequenceDiagram {
    let trace: Trace
    let palette: Palette
    var focus: SequenceFocus?
    /// A diff diagram's marks, by call number.
    var marks: [Int: DiffMark] = [:]
    /// The rules no source settles: their calls are marked as our guess.
    var guesses: Set<RuleID> = []
    typealias Layout = SequenceLayout

    func dot() -> String {
        drawing().dot
    }

    /// The DOT text, the Swift names of its call labels (see `SwiftSpellings`) and where its
    /// headers lie in the SVG.
    func drawing() -> (dot: String, swift: SwiftSpellings, headerBand: SequenceHeaderBand) {
        let layout = SequenceLayout(trace: trace, focus: focus, marks: marks, guesses: guesses)
        var writer = DOTWriter(name: "sequence_" + GraphName.safe(trace.scenario.id))
        // Every node is pinned. neato's stress iterations are left at their default: maxiter=0
        // would save about a tenth of the time, but Graphviz 2.43 then leaks the all-pairs
        // distance matrix (compute_apsp_packed) on every render, ~100 KB for a navigation push.
        writer.graphAttributes([
            "layout": "neato", "inputscale": "72", "splines": "line", "outputorder": "edgesfirst",
            "pad": .text(DOTNumber.format(Layout.pad / 72)), "bgcolor": .text(palette.canvas), "class": .text(DiagramPart.canvas.className),
        ])
        writer.defaults("node", ["fontname": .text(DiagramFont.family), "fontsize": .text(DOTNumber.format(Layout.fontSize))])
        writer.defaults("edge", ["arrowsize": "0.7", "penwidth": "1"])
        var points = PointSet()
        let edges = EdgeSet(layout: layout, points: &points)
        // Nodes take their group's defaults only when created: the points and headers that edges
        // join are written before the edges.
        writePoints(points, into: &writer)
        writeHeaders(layout, into: &writer)
        edges.write(into: &writer, palette: palette)
        writeFrames(layout, into: &writer)
        writeHeaderTexts(layout, into: &writer)
        writeBars(layout, into: &writer)
        writeNotes(layout, into: &writer)
        writeLabels(layout, into: &writer)
        if !layout.title.isEmpty {
            writer.node("title", StyleAttributes.node(.title, palette).merging([
                "shape": "plaintext", "label": .text(layout.title), "margin": "0", "fixedsize": "true",
                "width": .inches(TextMetrics.width(of: layout.title, size: Layout.titleSize)),
                "height": .text(DOTNumber.format(Layout.titleNodeHeight / 72)), "fontsize": .text(DOTNumber.format(Layout.titleSize)),
                "pos": .position((layout.left + layout.right) / 2, layout.titleY),
            ]))
        }
        return (writer.text, swiftSpellings(layout), layout.headerBand)
    }

    /// Each call label's lines in Swift names, by the name `writeLabels` gives its node.
    private func swiftSpellings(_ layout: Layout) -> SwiftSpellings {
        var spellings = SwiftSpellings()
        for (index, label) in layout.labels.enumerated() {
            guard let swift = label.swiftText else { continue }
            spellings.nodes[labelNodeName(index)] = TextMetrics.lines(of: swift).map(String.init)
        }
        return spellings
    }

    private func labelNodeName(_ index: Int) -> String { "t\(index)" }

    /// Invisible points where arrows, loops, dividers and crosses start and end.
    private func writePoints(_ points: PointSet, into writer: inout DOTWriter) {
        writer.subgraph("points") { writer in
            writer.defaults("node", ["shape": "point", "style": "invis", "width": "0.01", "height": "0.01", "label": ""])
            for point in points.points { writer.node(point.id, ["pos": .position(point.x, point.y)]) }
        }
    }

    private func group(_ name: String, _ part: DiagramPart, _ defaults: DOTAttributes, into writer: inout DOTWriter, _ body: (inout DOTWriter) -> Void) {
        writer.subgraph(name) { writer in
            writer.defaults("node", defaults.merging(StyleAttributes.node(part, palette)))
            body(&writer)
        }
    }

    private func writeFrames(_ layout: Layout, into writer: inout DOTWriter) {
        group("frames", .frame, ["shape": "box", "label": "", "fixedsize": "true"], into: &writer) { writer in
            for (index, frame) in layout.frames.enumerated() {
                writer.node("g\(index)", [
                    "width": .inches(layout.right - layout.left + 8),
                    "height": .inches(frame.bottom - frame.top),
                    "pos": .position((layout.left + layout.right) / 2, (frame.top + frame.bottom) / 2),
                ])
            }
        }
        group("tabs", .frameTab, ["shape": "box", "style": "filled", "margin": "0.06,0.02", "fixedsize": "true", "fontsize": .text(DOTNumber.format(Layout.tabFontSize))], into: &writer) { writer in
            for (index, tab) in layout.tabs.enumerated() {
                writer.node("g\(index)t", [
                    "label": .text(tab.text), "width": .inches(tab.width), "height": .inches(tab.height),
                    "pos": .position(tab.x - 4, tab.y),
                ])
            }
        }
    }

    /// A box per object at the top, and again at the bottom unless the object was deallocated:
    /// its id in bold over its class, each line a text node of its own inside an empty box.
    private func writeHeaders(_ layout: Layout, into writer: inout DOTWriter) {
        let boxes: DOTAttributes = [
            "shape": "box", "style": "rounded,filled", "label": "", "fixedsize": "true",
            "height": .inches(Layout.headerHeight),
        ]
        group("headers", .header, boxes, into: &writer) { writer in
            for (index, column) in layout.columns.enumerated() {
                let width: DOTAttributes = ["width": .inches(column.headerWidth)]
                writer.node("h\(index)", width.setting("pos", .position(column.x, layout.headerY)))
                if column.end == nil {
                    writer.node("f\(index)", width.setting("pos", .position(column.x, layout.footerY)))
                }
            }
        }
    }

    private func writeHeaderTexts(_ layout: Layout, into writer: inout DOTWriter) {
        let texts: DOTAttributes = ["shape": "plaintext", "margin": "0", "fixedsize": "true"]
        group("names", .header, texts, into: &writer) { writer in
            for (index, column) in layout.columns.enumerated() {
                let showsClass = SequenceLayoutBuilder.showsClass(column.object)
                let offset = showsClass ? Layout.headerIDOffset : 0
                var ends = [("h", layout.headerY)]
                if column.end == nil { ends.append(("f", layout.footerY)) }
                for (end, y) in ends {
                    let name: DOTAttributes = [
                        "label": .text(column.object.id.rawValue), "fontname": .text(DiagramFont.bold),
                        "fontsize": .text(DOTNumber.format(Layout.headerIDSize)), "pos": .position(column.x, y + offset),
                    ]
                    writer.node("\(end)\(index)n", name.merging(textSize(column.object.id.rawValue, size: Layout.headerIDSize, bold: true)))
                    if showsClass {
                        let type: DOTAttributes = [
                            "label": .text(column.object.className), "fontsize": .text(DOTNumber.format(Layout.headerClassSize)),
                            "pos": .position(column.x, y + Layout.headerClassOffset),
                        ]
                        writer.node("\(end)\(index)c", type.merging(textSize(column.object.className, size: Layout.headerClassSize)))
                    }
                }
            }
        }
    }

    /// The size of a text node that holds `text` and nothing around it.
    private func textSize(_ text: String, size: Double, bold: Bool = false) -> DOTAttributes {
        [
            "width": .inches(TextMetrics.width(of: text, size: size, bold: bold)),
            "height": .inches(TextMetrics.height(lines: TextMetrics.lineCount(text), size: size)),
        ]
    }

    private func writeBars(_ layout: Layout, into writer: inout DOTWriter) {
        let defaults: DOTAttributes = [
            "shape": "box", "style": "filled", "label": "", "fixedsize": "true", "width": .inches(Layout.barWidth),
        ]
        group("bars", .activation, defaults, into: &writer) { writer in
            for (index, bar) in layout.bars.enumerated() {
                writer.node("b\(index)", [
                    "height": .inches(bar.bottom - bar.top),
                    "pos": .position(bar.x, (bar.top + bar.bottom) / 2),
                ])
            }
        }
    }

    /// Notes, styled by kind, and the run-loop dividers' captions.
    private func writeNotes(_ layout: Layout, into writer: inout DOTWriter) {
        for (index, box) in layout.boxes.enumerated() {
            let shape: DOTAttributes = switch box.part {
            case .noteRemark: ["shape": "note", "style": "filled"]
            case .noteCrash: ["shape": "box", "style": "filled,bold"]
            case .noteCutOff: ["shape": "box", "style": "dashed,filled"]
            default: ["shape": "box", "style": "rounded,filled"]
            }
            writer.node("n\(index)", StyleAttributes.node(box.part, palette).merging(shape).merging([
                "label": .text(box.text), "margin": "0.1,0.04", "fixedsize": "true",
                "width": .inches(box.width), "height": .inches(box.height),
                "pos": .position(box.x, box.y),
            ]))
        }
    }

    /// Message labels: boxes filled with the background, so a lifeline behind never strikes
    /// through the text. An aligned label ends each line with `\l` or `\r` in a box as wide as
    /// the estimate, which pins that edge whatever width Graphviz measures.
    private func writeLabels(_ layout: Layout, into writer: inout DOTWriter) {
        let defaults: DOTAttributes = [
            "shape": "box", "style": "filled", "penwidth": .text(DiagramPart.labelPenWidth), "margin": "0.03,0", "fixedsize": "true",
            "height": .inches(Layout.labelLineHeight),
        ]
        group("labels", .callLabel, defaults, into: &writer) { writer in
            for (index, label) in layout.labels.enumerated() {
                let text: DOTValue = switch label.alignment {
                case .left: .aligned(label.text, "\\l")
                case .center: .text(label.text)
                case .right: .aligned(label.text, "\\r")
                }
                var attributes: DOTAttributes = [
                    "label": text, "width": .inches(label.width + 4),
                    "pos": .position((label.left + label.right) / 2, label.y),
                ]
                // A label whose Swift spelling takes more lines keeps their room free, its own
                // text at the bottom, just above the arrow, where the Swift lines end too.
                if label.lineCount > TextMetrics.lineCount(label.text) {
                    attributes.set("height", .inches(TextMetrics.height(lines: label.lineCount, size: Layout.fontSize)))
                    attributes.set("labelloc", "b")
                } else if label.lineCount > 1 {
                    attributes.set("height", .inches(Layout.labelLineHeight * Double(label.lineCount)))
                }
                let style: DOTAttributes = switch label.part {
                case .callLabel: [:]
                case .callLabelOnlyLeft, .callLabelOnlyRight: StyleAttributes.node(label.part, palette)
                default: StyleAttributes.node(label.part, palette).merging(["style": "solid"])
                }
                writer.node(labelNodeName(index), attributes.merging(style))
            }
        }
    }
}

/// The invisible points of a diagram, named in the order they are asked for.
private struct PointSet {
    struct Point {
        var id: String
        var x: Double
        var y: Double
    }

    private(set) var points: [Point] = []

    mutating func add(_ id: String, _ x: Double, _ y: Double) -> String {
        points.append(Point(id: id, x: x, y: y))
        return id
    }
}

/// Every edge of a diagram, by kind: lifelines, run-loop dividers, calls (with self-call loops),
/// returns, and the crosses of deallocated objects.
private struct EdgeSet {
    typealias Edge = (from: String, to: String, attributes: DOTAttributes)
    var lifelines: [Edge] = []
    var dividers: [Edge] = []
    var calls: [Edge] = []
    var callsOnlyLeft: [Edge] = []
    var callsOnlyRight: [Edge] = []
    var returns: [Edge] = []
    var crosses: [Edge] = []

    init(layout: SequenceLayout, points: inout PointSet) {
        for (index, column) in layout.columns.enumerated() {
            let end = column.end.map { points.add("l\(index)", column.x, $0) } ?? "f\(index)"
            lifelines.append(("h\(index)", end, DOTAttributes()))
        }
        for (index, y) in layout.dividers.enumerated() {
            dividers.append((points.add("d\(index)a", layout.left, y), points.add("d\(index)b", layout.right, y), DOTAttributes()))
        }
        for (index, arrow) in layout.arrows.enumerated() {
            let edge = (points.add("a\(index)a", arrow.fromX, arrow.y), points.add("a\(index)b", arrow.toX, arrow.y), DOTAttributes())
            switch arrow.part {
            case .returnCall: returns.append(edge)
            case .callOnlyLeft: callsOnlyLeft.append(edge)
            case .callOnlyRight: callsOnlyRight.append(edge)
            default: calls.append(edge)
            }
        }
        for (index, loop) in layout.loops.enumerated() {
            let a = points.add("o\(index)a", loop.startX, loop.top), b = points.add("o\(index)b", loop.outerX, loop.top)
            let c = points.add("o\(index)c", loop.outerX, loop.bottom), d = points.add("o\(index)d", loop.endX, loop.bottom)
            let open: DOTAttributes = ["arrowhead": "none"]
            calls += [(a, b, open), (b, c, open), (c, d, DOTAttributes())]
        }
        for (index, cross) in layout.crosses.enumerated() {
            let arm = 6.0
            crosses.append((points.add("x\(index)a", cross.x - arm, cross.y - arm), points.add("x\(index)b", cross.x + arm, cross.y + arm), DOTAttributes()))
            crosses.append((points.add("x\(index)c", cross.x - arm, cross.y + arm), points.add("x\(index)d", cross.x + arm, cross.y - arm), DOTAttributes()))
        }
    }

    func write(into writer: inout DOTWriter, palette: Palette) {
        let divider = palette(.divider).stroke ?? "gray"
        let groups: [(String, DiagramPart, DOTAttributes, [Edge])] = [
            ("lifelines", .lifeline, ["style": "dashed", "arrowhead": "none"], lifelines),
            ("dividers", .divider, ["arrowhead": "none", "color": .text("\(divider):invis:\(divider)")], dividers),
            ("calls", .call, [:], calls),
            ("callsOnlyLeft", .callOnlyLeft, ["penwidth": "2"], callsOnlyLeft),
            ("callsOnlyRight", .callOnlyRight, ["penwidth": "2", "style": "dashed"], callsOnlyRight),
            ("returns", .returnCall, ["style": "dashed", "arrowhead": "vee"], returns),
            ("crosses", .destruction, ["arrowhead": "none", "penwidth": "2"], crosses),
        ]
        for (name, part, defaults, edges) in groups where !edges.isEmpty {
            writer.subgraph(name) { writer in
                writer.defaults("edge", StyleAttributes.edge(part, palette).merging(defaults))
                for edge in edges { writer.edge(edge.from, edge.to, edge.attributes) }
            }
        }
    }
}
