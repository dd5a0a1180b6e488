import Foundation

/// The size a page shows an SVG at, in CSS pixels, read from its root element (Graphviz writes
/// points): its natural size, and the narrowest it may be drawn and stay readable.
struct DiagramSize: Equatable {
    /// The natural size: 1 pt = 4/3 CSS px.
    var width: Int
    var height: Int
    /// The narrowest it may be drawn and stay readable: one CSS pixel per point.
    var minimumWidth: Int

    init(width: Int, height: Int, minimumWidth: Int) {
        self.width = width
        self.height = height
        self.minimumWidth = minimumWidth
    }

    /// Exactly the size an article's column shows it at (`ColumnFit`): neither wider nor narrower.
    init(_ fit: ColumnFit) {
        self.init(width: fit.width, height: fit.height, minimumWidth: fit.width)
    }

    init?(svg: Data) {
        guard let tag = SVGRootTag.attributes(of: svg, within: 4096, closed: false) else { return nil }
        func points(_ name: String) -> Double? {
            SVGRootTag.value(of: name, in: tag).flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) }
        }
        guard let width = points("width"), let height = points("height") else { return nil }
        // 1pt = 4/3 CSS px.
        self.width = Int((width * 4 / 3).rounded())
        self.height = Int((height * 4 / 3).rounded())
        minimumWidth = Int(width.rounded())
    }
}
