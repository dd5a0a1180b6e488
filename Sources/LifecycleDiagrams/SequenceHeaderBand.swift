/// Where a sequence diagram's top row of lifeline headers lies in its SVG, in the SVG's own units
/// from the top of its `viewBox`, with a little room around the boxes: a page draws that band
/// again, from the same file, as a strip that sticks to the top of the window while the reader
/// scrolls through a tall diagram.
///
/// The layout places every node (`SequenceLayout`), so it knows the band: Graphviz draws the
/// pinned nodes where they are, the drawing's top is its highest node, and the SVG adds the graph's
/// `pad` above it.
public struct SequenceHeaderBand: Equatable, Sendable {
    public var top: Double
    public var bottom: Double

    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }

    /// Room left above and below the header boxes.
    static let margin = 4.0

    init(_ layout: SequenceLayout) {
        typealias Layout = SequenceLayout
        let headerTop = layout.headerY - Layout.headerHeight / 2
        // Above the headers stands only the title, a node half an inch tall (`SequenceDiagram`).
        let drawingTop = layout.title.isEmpty ? headerTop : min(headerTop, layout.titleY - Layout.titleNodeHeight / 2)
        let offset = Layout.pad - drawingTop
        top = max(0, headerTop + offset - Self.margin)
        bottom = headerTop + Layout.headerHeight + offset + Self.margin
    }
}
