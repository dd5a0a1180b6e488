/// A kind of element in a diagram; its class name in the SVG is what style sheets select.
enum DiagramPart: String, CaseIterable {
    /// The background.
    case canvas
    case title

    // Sequence diagrams.
    case header
    case lifeline
    case call
    case callLabel
    case returnCall
    case activation
    case destruction
    case frame
    case frameTab
    case divider
    case dividerLabel
    case noteRemark
    case noteUser
    case noteCrash
    case noteCutOff
    case emptyStep
    /// A diff diagram's calls that only the left trace (a device log, an older iOS) makes, and
    /// their labels; likewise the right trace (the model, a newer iOS).
    case callOnlyLeft
    case callOnlyRight
    case callLabelOnlyLeft
    case callLabelOnlyRight

    // State graphs.
    case machine
    case state
    case stateOnPath
    case stateFaded
    case initial
    case transition
    case transitionOnPath
    case transitionFaded

    /// The SVG class; underscores rather than hyphens, which Graphviz would write as `&#45;`.
    var className: String { "ll_" + rawValue }

    /// A message label's box has no outline: Graphviz draws it with `penwidth=0`, and the style
    /// sheet says so once for the part rather than on each of thousands of boxes (`PartPaint`).
    static let labelPenWidth = "0"

    /// The parts drawn as message labels (`SequenceDiagram`'s label group), all with `labelPenWidth`.
    var isMessageLabel: Bool { self == .callLabel || self == .callLabelOnlyLeft || self == .callLabelOnlyRight }

    /// What Graphviz draws for the part, which decides what a style sheet may paint.
    var element: Element {
        switch self {
        case .canvas: .canvas
        case .lifeline, .call, .returnCall, .destruction, .divider, .transition, .transitionOnPath, .transitionFaded,
            .callOnlyLeft, .callOnlyRight: .edge
        default: .node
        }
    }

    enum Element {
        case canvas, node, edge
    }
}
