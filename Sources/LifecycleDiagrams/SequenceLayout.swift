import LifecycleModel

/// Where everything in a sequence diagram goes, in points, with y growing downwards.
///
/// Pure arithmetic over the trace: columns sized from the label widths, one row per call, note
/// or return, activation bars from the call nesting. `SequenceDiagram` pins it all in DOT.
struct SequenceLayout {
    /// One lifeline: its object, its x, its header's width and, for an object that is
    /// deallocated, the y where its lifeline ends.
    struct Column {
        var object: TracedObject
        var x: Double
        var headerWidth: Double
        var end: Double?
    }

    /// A straight horizontal arrow: a call, or a dashed return.
    struct Arrow {
        var fromX: Double
        var toX: Double
        var y: Double
        var part: DiagramPart
    }

    /// A self-call: out to the right, down, and back with the arrowhead.
    struct Loop {
        var startX: Double
        var outerX: Double
        var endX: Double
        var top: Double
        var bottom: Double
    }

    /// An activation bar, centred on `x`.
    struct Bar {
        var x: Double
        var top: Double
        var bottom: Double
    }

    /// Text: an arrow's label, its lines aligned on `x` as `alignment` says.
    struct Label {
        var text: String
        /// The call's label in Swift names where it differs from `text` (see `SwiftSpellings`):
        /// `width` and `lineCount` leave room for both.
        var swiftText: String? = nil
        /// The lines the label's row keeps free: those of the longer spelling.
        var lineCount = 1
        var x: Double
        var y: Double
        var width: Double
        var alignment: Alignment
        var part: DiagramPart

        var left: Double {
            switch alignment {
            case .left: x
            case .center: x - width / 2
            case .right: x - width
            }
        }

        var right: Double { left + width }
    }

    enum Alignment {
        case left, center, right
    }

    /// A note, a step's tab or a divider's label: text in a shaped box centred on (x, y).
    struct Box {
        var text: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var part: DiagramPart
    }

    /// A scenario step's group: a frame over its rows, its text in the tab.
    struct Frame {
        var tab: String
        var top: Double
        var bottom: Double
    }

    var title: String
    var columns: [Column] = []
    var arrows: [Arrow] = []
    var loops: [Loop] = []
    var bars: [Bar] = []
    var labels: [Label] = []
    var boxes: [Box] = []
    var dividers: [Double] = []
    var frames: [Frame] = []
    /// Where deallocated objects' lifelines end in a cross.
    var crosses: [(x: Double, y: Double)] = []

    var titleY = 0.0
    var headerY = 0.0
    var footerY = 0.0
    /// The horizontal extent of the rows: frames and dividers span it.
    var left = 0.0
    var right = 0.0
    var tabs: [Box] = []

    /// - Parameter marks: calls (by their number) a diff diagram marks as one side's only.
    /// - Parameter guesses: the rules no source settles; the calls they placed are marked.
    init(trace: Trace, focus: SequenceFocus? = nil, marks: [Int: DiffMark] = [:], guesses: Set<RuleID> = []) {
        self = SequenceLayoutBuilder(trace: trace, focus: focus, marks: marks, guesses: guesses).build()
    }

    init(title: String) {
        self.title = title
    }

    /// Where the top row of headers lies in the SVG.
    var headerBand: SequenceHeaderBand { SequenceHeaderBand(self) }
}

extension SequenceLayout {
    static let fontSize = 11.0
    static let titleSize = 13.0
    static let headerIDSize = 12.0
    static let headerClassSize = 10.0
    static let tabFontSize = 11.0
    /// The height of a line of a call label's box: what Graphviz 2.43 with pango measured for a
    /// line of DejaVu Sans at `fontSize` (12 pt a line in every label of the site's SVGs), given
    /// now so that the boxes keep their size where Graphviz no longer measures text.
    static let labelLineHeight = 12.0
    static let headerHeight = 36.0
    /// The room Graphviz leaves around the drawing (the graph's `pad`, 0.2 inch).
    static let pad = 14.4
    /// The title's node: Graphviz gives an unsized node at least its default height, half an inch.
    static let titleNodeHeight = 36.0
    /// Where a header's two lines sit, from its centre: the id above, the class below.
    static let headerIDOffset = -6.5
    static let headerClassOffset = 7.5
    static let barWidth = 10.0
    /// How far a nested bar sits to the right of the one it is nested in.
    static let barShift = 5.0
    static let loopWidth = 22.0
    static let loopHeight = 12.0
}
