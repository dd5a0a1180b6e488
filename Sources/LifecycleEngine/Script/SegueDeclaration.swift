import LifecycleModel

/// A storyboard segue: its identifier, its source and destination, and what it does.
public struct SegueDeclaration: Sendable, Equatable {
    public var identifier: String
    public var source: ObjectID
    public var destination: ObjectID
    public var kind: Kind
    /// The storyboard's "Animates" box; `without animation` clears it.
    public var animated: Bool

    public enum Kind: Sendable, Equatable {
        /// A "show" segue inside a navigation controller: pushes the destination.
        case push
        /// A "present modally" segue, with its presentation style (nil: the profile's default).
        case modal(PresentationStyle?)
        /// An unwind segue from a presented source back to the view controller that presented
        /// it, whose unwind action (an `@IBAction` taking a UIStoryboardSegue) is `action`.
        case unwind(action: String)
        /// An embed segue from a storyboard container view: UIKit performs it when the source's
        /// view loads, making the destination its child.
        case embed
    }

    public init(identifier: String, source: ObjectID, destination: ObjectID, kind: Kind, animated: Bool = true) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        self.animated = animated
    }
}
