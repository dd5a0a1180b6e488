import LifecycleModel

/// A sequence diagram of a trace, with every coordinate computed here: one column per object,
/// one row per event. Graphviz only measures and draws (every node pinned, engine `neato`).
public struct SequenceDiagram {
    public let trace: Trace

    public init(trace: Trace) { self.trace = trace }

    static let font = "DejaVu Sans"
    static let fontSize = 11.0
    static let rowHeight = 26.0
    static let headerHeight = 40.0
    static let selfLoopWidth = 26.0

    /// The DOT text: pinned nodes for headers, lifeline ends, arrow ends and labels.
    public var dot: String {
        let columns = participants
        let x = columnPositions(columns)
        let rows = trace.events.filter { $0.transition == nil }
        let top = Double(rows.count + 2) * Self.rowHeight + Self.headerHeight
        let bottom = 0.0

        var writer = DOTWriter(name: "sequence-\(trace.scenario.id)")
        writer.graphAttributes([
            "layout": "neato", "inputscale": "72", "splines": "line", "outputorder": "edgesfirst",
            "fontname": Self.font, "label": trace.scenario.title, "labelloc": "t",
        ])
        writer.defaults("node", [
            "fontname": Self.font, "fontsize": "\(Self.fontSize)", "shape": "box", "style": "rounded",
        ])
        writer.defaults("edge", ["fontname": Self.font, "arrowsize": "0.7"])

        for (index, object) in columns.enumerated() {
            let label = object.id == .uiKit ? "UIKit" : "\(object.id): \(object.className)"
            writer.node("head\(index)", ["label": label, "pos": Self.pos(x[index], top)])
            writer.node("foot\(index)", ["label": label, "pos": Self.pos(x[index], bottom)])
            writer.edge("head\(index)", "foot\(index)", ["style": "dashed", "arrowhead": "none", "color": "gray50"])
        }

        var callNumber = 0
        for (row, event) in rows.enumerated() {
            let y = top - Self.headerHeight - Double(row + 1) * Self.rowHeight
            let id = "e\(event.sequence)"
            switch event.kind {
            case .call(let call):
                let from = columns.firstIndex { $0.id == call.caller } ?? 0
                let to = columns.firstIndex { $0.id == call.receiver } ?? 0
                callNumber += 1
                let label = "\(callNumber). \(call.method)"
                if from == to {
                    let right = x[from] + Self.selfLoopWidth
                    writer.node("\(id)a", Self.point(x[from], y + 6))
                    writer.node("\(id)b", Self.point(right, y + 6))
                    writer.node("\(id)c", Self.point(right, y - 6))
                    writer.node("\(id)d", Self.point(x[from], y - 6))
                    writer.edge("\(id)a", "\(id)b", ["arrowhead": "none"])
                    writer.edge("\(id)b", "\(id)c", ["arrowhead": "none"])
                    writer.edge("\(id)c", "\(id)d")
                    writer.node("\(id)l", Self.text(label, right + 6 + Self.width(of: label) / 2, y))
                } else {
                    writer.node("\(id)a", Self.point(x[from], y))
                    writer.node("\(id)b", Self.point(x[to], y))
                    writer.edge("\(id)a", "\(id)b")
                    writer.node("\(id)l", Self.text(label, (x[from] + x[to]) / 2, y + 8))
                }
            case .note(let note):
                let center = (x.first! + x.last!) / 2
                writer.node(id, [
                    "label": note.text, "shape": "note", "style": "filled", "fillcolor": "lightyellow",
                    "pos": Self.pos(center, y),
                ])
            case .transition:
                break
            }
        }
        return writer.text
    }

    /// Objects that take part in calls or notes, in the order the trace first mentions them.
    var participants: [TracedObject] {
        var used = Set<ObjectID>()
        for event in trace.events {
            if let call = event.call { used.insert(call.caller); used.insert(call.receiver) }
            if let note = event.note { used.formUnion(note.objects) }
        }
        return trace.objects.filter { used.contains($0.id) }
    }

    /// Column centres: each gap is wide enough for the widest label drawn between the two columns.
    func columnPositions(_ columns: [TracedObject]) -> [Double] {
        var gaps = Array(repeating: 150.0, count: max(columns.count - 1, 0))
        for call in trace.calls {
            guard let a = columns.firstIndex(where: { $0.id == call.caller }),
                let b = columns.firstIndex(where: { $0.id == call.receiver })
            else { continue }
            let low = min(a, b), high = max(a, b)
            let needed = Self.width(of: "000. " + call.method) + 24
            if high == low {
                if low < gaps.count { gaps[low] = max(gaps[low], needed + Self.selfLoopWidth) }
            } else {
                let share = needed / Double(high - low)
                for gap in low..<high { gaps[gap] = max(gaps[gap], share) }
            }
        }
        var positions = [60.0]
        for gap in gaps { positions.append(positions.last! + gap) }
        return positions
    }

    /// Estimated text width in points: ~0.58 em per Latin character, 1 em per East-Asian wide one
    /// (FACTS.md: this estimate avoided every overlap).
    static func width(of text: String) -> Double {
        text.unicodeScalars.reduce(0.0) { sum, scalar in
            sum + (scalar.value >= 0x1100 ? 1.0 : 0.58) * fontSize
        }
    }

    static func pos(_ x: Double, _ y: Double) -> String {
        "\(format(x)),\(format(y))!"
    }

    static func point(_ x: Double, _ y: Double) -> KeyValuePairs<String, String> {
        ["shape": "point", "width": "0.01", "label": "", "pos": pos(x, y)]
    }

    static func text(_ label: String, _ x: Double, _ y: Double) -> KeyValuePairs<String, String> {
        ["shape": "plaintext", "label": label, "margin": "0", "height": "0.1", "pos": pos(x, y)]
    }

    /// Coordinates with at most one decimal, so the DOT text is stable and short.
    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
