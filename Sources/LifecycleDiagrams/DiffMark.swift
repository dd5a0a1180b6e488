/// A call that only one of two compared traces makes, as a diff diagram marks it: in colour and in
/// words (`only on the device`), so the mark survives print and colour blindness.
public struct DiffMark: Hashable, Sendable {
    public enum Side: Hashable, Sendable {
        /// The left trace: a device log, or the older iOS profile.
        case left
        /// The right trace: the model, or the newer iOS profile.
        case right
    }

    public var side: Side
    /// What the label adds, in words: `only on the device`, `only in iOS 17+`.
    public var text: String

    public init(_ side: Side, _ text: String) {
        self.side = side
        self.text = text
    }

    var arrowPart: DiagramPart { side == .left ? .callOnlyLeft : .callOnlyRight }
    var labelPart: DiagramPart { side == .left ? .callLabelOnlyLeft : .callLabelOnlyRight }
}
