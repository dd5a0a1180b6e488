import LifecycleModel

/// What an override's body reads that UIKit tracks for it: a trait of the object's trait
/// collection (automatic trait tracking, iOS 18) or a property of an `@Observable` model object
/// (automatic observation tracking, iOS 26). When it changes, UIKit invalidates the method that read it.
public enum TrackedRead: Sendable, Hashable {
    /// `read trait UITraitUserInterfaceStyle`: `traitCollection.userInterfaceStyle` in code.
    case trait(ObservedTrait)
    /// `read model.count`: a property of an `@Observable` object, `model.count` in code.
    case observed(String)

    /// How a scenario writes it.
    public var text: String {
        switch self {
        case .trait(let trait): "trait \(trait.rawValue)"
        case .observed(let property): property
        }
    }
}
