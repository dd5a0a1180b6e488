/// Something in a trace that is not a call: a run-loop turn, a user's action, a crash, a cut-off loop.
public struct Note: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// The run loop turns: the layout pass, then the display pass.
        case runLoop
        /// What the user does: taps Back, swipes, rotates the device.
        case user
        /// UIKit ends the app (an exception UIKit raises, modelled).
        case crash
        /// The engine stopped a loop that real UIKit would repeat forever.
        case cutOff
        /// Anything else worth saying in the diagram.
        case remark
    }

    public var kind: Kind
    public var text: String
    /// The objects the note concerns (the lifelines it spans); empty means the whole diagram.
    public var objects: [ObjectID]

    public init(_ kind: Kind, _ text: String, objects: [ObjectID] = []) {
        self.kind = kind
        self.text = text
        self.objects = objects
    }
}
