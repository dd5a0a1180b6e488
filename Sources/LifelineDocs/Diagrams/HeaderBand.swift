import Foundation
import LifecycleDiagrams

/// Where a sequence diagram's top row of lifeline headers lies in its SVG, in the SVG's own units
/// (its `viewBox`): the page draws that band again, from the same file, as a strip that sticks to
/// the top of the window while the reader scrolls through a tall diagram. The band is the
/// layout's (`SequenceHeaderBand`); the width is the drawn SVG's, which the strip's proportions
/// are taken against.
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

    /// The layout's band in an SVG whose `viewBox` is `viewBoxWidth` wide (`SVGFacts`); nil
    /// when the SVG has no `viewBox`.
    init?(_ band: SequenceHeaderBand, viewBoxWidth: Double?) {
        guard let width = viewBoxWidth else { return nil }
        self.init(width: width, top: band.top, bottom: band.bottom)
    }

    /// The third number of the root element's `viewBox`.
    static func viewBoxWidth(_ svg: Data) -> Double? {
        guard let tag = SVGRootTag.attributes(of: svg, within: 1024, closed: true),
              let value = SVGRootTag.value(of: "viewBox", in: tag) else { return nil }
        let numbers = value.split(separator: " ")
        return numbers.count == 4 ? Double(numbers[2]) : nil
    }
}

extension SequenceHeaderBand {
    /// How the diagram cache keeps a band beside its SVG: "top bottom", each as Swift prints a
    /// `Double` (read back exactly).
    var cached: Data { Data("\(top) \(bottom)".utf8) }

    init?(cached: Data) {
        let numbers = String(decoding: cached, as: UTF8.self).split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 2 else { return nil }
        self.init(top: numbers[0], bottom: numbers[1])
    }
}
