import Foundation

/// Where a sequence diagram's top row of lifeline headers lies in its SVG, in the SVG's own units
/// (its `viewBox`): the page draws that band again, from the same file, as a strip that sticks to
/// the top of the window while the reader scrolls through a tall diagram.
struct HeaderBand: Equatable {
    /// The `viewBox` width.
    var width: Double
    /// The band's top and bottom, from the top of the `viewBox`.
    var top: Double
    var bottom: Double

    init(width: Double, top: Double, bottom: Double) {
        self.width = width
        self.top = top
        self.bottom = bottom
    }

    /// Reads the band from the header nodes (`class="node ll_header"`) Graphviz wrote in the upper
    /// half of the diagram, with a little room around them; nil when the SVG has none.
    init?(svg: Data) {
        let text = String(decoding: svg, as: UTF8.self)
        guard let viewBox = Self.numbers(in: Self.attribute("viewBox", in: text) ?? ""), viewBox.count == 4,
              let transform = Self.canvasTransform(in: text) else { return nil }
        let height = viewBox[3]
        var top = Double.infinity, bottom = -Double.infinity
        for chunk in text.components(separatedBy: "<g class=\"node ll_header\">").dropFirst() {
            let group = chunk.components(separatedBy: "</g>")[0]
            let ys = Self.shapeYs(in: group).map { $0 + transform }
            guard let low = ys.min(), let high = ys.max(), low < height / 2 else { continue }
            top = min(top, low)
            bottom = max(bottom, high)
        }
        guard top.isFinite, bottom > top else { return nil }
        width = viewBox[2]
        self.top = max(0, top - 4)
        self.bottom = min(height, bottom + 4)
    }

    /// The y of every point of the group's paths and polygons.
    private static func shapeYs(in group: String) -> [Double] {
        var ys: [Double] = []
        for name in ["d", "points"] {
            var rest = Substring(group)
            while let start = rest.range(of: " \(name)=\"") {
                let value = rest[start.upperBound...].prefix { $0 != "\"" }
                let numbers = Self.numbers(in: String(value)) ?? []
                ys += stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
                rest = rest[value.endIndex...]
            }
        }
        return ys
    }

    /// The canvas group's vertical translation: Graphviz draws at negative y, shifted down by it.
    private static func canvasTransform(in text: String) -> Double? {
        guard let canvas = text.range(of: "class=\"graph ll_canvas\""),
              let translate = text[canvas.upperBound...].range(of: "translate(") else { return nil }
        let inside = text[translate.upperBound...].prefix { $0 != ")" }
        guard let numbers = numbers(in: String(inside)), numbers.count == 2 else { return nil }
        return numbers[1]
    }

    private static func attribute(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Every number in a path or list: `M55.94,-776C55.94,-776` → 55.94, -776, 55.94, -776.
    private static func numbers(in text: String) -> [Double]? {
        var numbers: [Double] = []
        var current = ""
        for character in text + " " {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                if let number = Double(current) { numbers.append(number) }
                current = character == "-" ? "-" : ""
            }
        }
        return numbers
    }
}

extension DiagramSet {
    /// The header band of the sequence diagram at `path` (an SVG of this set).
    func headerBand(_ path: String) -> HeaderBand? {
        files[path].flatMap(HeaderBand.init(svg:))
    }
}
