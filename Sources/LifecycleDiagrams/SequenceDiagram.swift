import LifecycleModel

/// A sequence diagram of a trace as DOT: every node pinned where `SequenceLayout` put it, so
/// Graphviz (engine `neato`, `inputscale=72`, straight lines) only measures and draws.
struct SequenceDiagram {
    let trace: Trace
    let palette: Palette

    func dot() -> String {
        let layout = SequenceLayout(trace: trace)
        var writer = DOTWriter(name: "sequence_" + GraphName.safe(trace.scenario.id))
        writer.graphAttributes([
            "layout": "neato", "inputscale": "72", "splines": "line", "outputorder": "edgesfirst",
            "pad": "0.2", "bgcolor": .text(palette.canvas), "class": .text(DiagramPart.canvas.className),
        ])
        writer.defaults("node", [
            "fontname": .text(DiagramFont.family), "fontsize": "\(DOTNumber.format(SequenceLayout.fontSize))",
        ])
        writer.defaults("edge", ["arrowsize": "0.7", "penwidth": "1"])

        var emitter = Emitter(writer: writer, palette: palette)
        emitter.lifelines(layout)
        emitter.dividers(layout)
        emitter.arrows(layout)
        emitter.loops(layout)
        emitter.crosses(layout)
        emitter.frames(layout)
        emitter.headers(layout)
        emitter.bars(layout)
        emitter.boxes(layout)
        emitter.labels(layout)
        emitter.title(layout)
        return emitter.writer.text
    }
}

/// Writes a layout's shapes in drawing order: edges are drawn first (`outputorder=edgesfirst`),
/// then nodes in the order written, so labels come last and stay readable.
private struct Emitter {
    var writer: DOTWriter
    let palette: Palette
    typealias Layout = SequenceLayout

    mutating func lifelines(_ layout: Layout) {
        for (index, column) in layout.columns.enumerated() {
            if let end = column.end {
                point("l\(index)", column.x, end)
                edge("h\(index)", "l\(index)", .lifeline, ["style": "dashed", "arrowhead": "none"])
            } else {
                edge("h\(index)", "f\(index)", .lifeline, ["style": "dashed", "arrowhead": "none"])
            }
        }
    }

    mutating func dividers(_ layout: Layout) {
        for (index, y) in layout.dividers.enumerated() {
            point("d\(index)a", layout.left, y)
            point("d\(index)b", layout.right, y)
            let color = palette(.divider).stroke ?? "gray"
            edge("d\(index)a", "d\(index)b", .divider, ["arrowhead": "none", "color": .text("\(color):invis:\(color)")])
        }
    }

    mutating func arrows(_ layout: Layout) {
        for (index, arrow) in layout.arrows.enumerated() {
            point("a\(index)a", arrow.fromX, arrow.y)
            point("a\(index)b", arrow.toX, arrow.y)
            let style: DOTAttributes = arrow.part == .returnCall ? ["style": "dashed", "arrowhead": "vee"] : [:]
            edge("a\(index)a", "a\(index)b", arrow.part, style)
        }
    }

    mutating func loops(_ layout: Layout) {
        for (index, loop) in layout.loops.enumerated() {
            point("o\(index)a", loop.startX, loop.top)
            point("o\(index)b", loop.outerX, loop.top)
            point("o\(index)c", loop.outerX, loop.bottom)
            point("o\(index)d", loop.endX, loop.bottom)
            edge("o\(index)a", "o\(index)b", .call, ["arrowhead": "none"])
            edge("o\(index)b", "o\(index)c", .call, ["arrowhead": "none"])
            edge("o\(index)c", "o\(index)d", .call)
        }
    }

    mutating func crosses(_ layout: Layout) {
        for (index, cross) in layout.crosses.enumerated() {
            let arm = 6.0
            point("x\(index)a", cross.x - arm, cross.y - arm)
            point("x\(index)b", cross.x + arm, cross.y + arm)
            point("x\(index)c", cross.x - arm, cross.y + arm)
            point("x\(index)d", cross.x + arm, cross.y - arm)
            edge("x\(index)a", "x\(index)b", .destruction, ["arrowhead": "none", "penwidth": "2"])
            edge("x\(index)c", "x\(index)d", .destruction, ["arrowhead": "none", "penwidth": "2"])
        }
    }

    mutating func frames(_ layout: Layout) {
        for (index, frame) in layout.frames.enumerated() {
            let width = layout.right - layout.left + 8, height = frame.bottom - frame.top
            node("g\(index)", .frame, [
                "shape": "box", "label": "", "fixedsize": "true",
                "width": .text(DOTNumber.inches(width)), "height": .text(DOTNumber.inches(height)),
                "pos": .text(DOTNumber.position((layout.left + layout.right) / 2, (frame.top + frame.bottom) / 2)),
            ])
        }
        for (index, tab) in layout.tabs.enumerated() {
            node("g\(index)t", .frameTab, [
                "shape": "box", "style": "filled", "label": .text(tab.text), "margin": "0.06,0.02",
                "fontsize": .text(DOTNumber.format(Layout.tabFontSize)),
                "width": .text(DOTNumber.inches(tab.width)), "height": .text(DOTNumber.inches(tab.height)),
                "pos": .text(DOTNumber.position(tab.x - 4, tab.y)),
            ])
        }
    }

    mutating func headers(_ layout: Layout) {
        for (index, column) in layout.columns.enumerated() {
            var label = HTMLLabel()
            label.tag("<B>")
            label.text(column.object.id.rawValue)
            label.tag("</B>")
            if SequenceLayoutBuilder.showsClass(column.object) {
                label.tag("<BR/><FONT POINT-SIZE=\"\(DOTNumber.format(Layout.headerClassSize))\">")
                label.text(column.object.className)
                label.tag("</FONT>")
            }
            let attributes: DOTAttributes = [
                "shape": "box", "style": "rounded,filled", "label": .html(label), "margin": "0.1,0.04",
                "fontsize": .text(DOTNumber.format(Layout.headerIDSize)),
                "width": .text(DOTNumber.inches(column.headerWidth)), "height": .text(DOTNumber.inches(Layout.headerHeight)),
            ]
            node("h\(index)", .header, attributes.setting("pos", .text(DOTNumber.position(column.x, layout.headerY))))
            if column.end == nil {
                node("f\(index)", .header, attributes.setting("pos", .text(DOTNumber.position(column.x, layout.footerY))))
            }
        }
    }

    mutating func bars(_ layout: Layout) {
        for (index, bar) in layout.bars.enumerated() {
            node("b\(index)", .activation, [
                "shape": "box", "style": "filled", "label": "", "fixedsize": "true",
                "width": .text(DOTNumber.inches(Layout.barWidth)), "height": .text(DOTNumber.inches(bar.bottom - bar.top)),
                "pos": .text(DOTNumber.position(bar.x, (bar.top + bar.bottom) / 2)),
            ])
        }
    }

    mutating func boxes(_ layout: Layout) {
        for (index, box) in layout.boxes.enumerated() {
            let shape: DOTAttributes = switch box.part {
            case .noteRemark: ["shape": "note", "style": "filled"]
            case .noteUser: ["shape": "box", "style": "rounded,filled"]
            case .noteCrash: ["shape": "box", "style": "filled,bold"]
            case .noteCutOff: ["shape": "box", "style": "dashed,filled"]
            default: ["shape": "box", "style": "rounded,filled"]
            }
            node("n\(index)", box.part, shape.merging([
                "label": .text(box.text), "margin": "0.1,0.04",
                "width": .text(DOTNumber.inches(box.width)), "height": .text(DOTNumber.inches(box.height)),
                "pos": .text(DOTNumber.position(box.x, box.y)),
            ]))
        }
    }

    /// Message labels: boxes filled with the background, so a lifeline behind never strikes
    /// through the text. An aligned label ends each line with `\l` or `\r` in a box as wide as
    /// the estimate, which pins that edge whatever width Graphviz measures.
    mutating func labels(_ layout: Layout) {
        for (index, label) in layout.labels.enumerated() {
            let pad = 2.0
            let text: DOTValue = switch label.alignment {
            case .left: .aligned(label.text, "\\l")
            case .center: .text(label.text)
            case .right: .aligned(label.text, "\\r")
            }
            node("t\(index)", label.part, [
                "shape": "box", "style": "filled", "penwidth": "0", "margin": "0.03,0", "label": text,
                "width": .text(DOTNumber.inches(label.width + 2 * pad)), "height": "0.01",
                "pos": .text(DOTNumber.position((label.left + label.right) / 2, label.y)),
            ])
        }
    }

    mutating func title(_ layout: Layout) {
        guard !layout.title.isEmpty else { return }
        node("title", .title, [
            "shape": "plaintext", "label": .text(layout.title), "margin": "0",
            "fontsize": .text(DOTNumber.format(Layout.titleSize)),
            "pos": .text(DOTNumber.position((layout.left + layout.right) / 2, layout.titleY)),
        ])
    }

    // MARK: Primitives

    private mutating func point(_ id: String, _ x: Double, _ y: Double) {
        writer.node(id, [
            "shape": "point", "style": "invis", "width": "0.01", "height": "0.01", "label": "",
            "pos": .text(DOTNumber.position(x, y)),
        ])
    }

    private mutating func node(_ id: String, _ part: DiagramPart, _ attributes: DOTAttributes) {
        writer.node(id, attributes.merging(StyleAttributes.node(part, palette)))
    }

    private mutating func edge(_ from: String, _ to: String, _ part: DiagramPart, _ attributes: DOTAttributes = [:]) {
        writer.edge(from, to, StyleAttributes.edge(part, palette).merging(attributes))
    }
}
