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

/// The methods in which UIKit tracks what an override reads, and what it invalidates when that changes.
public enum TrackingMethod {
    /// Apple, "Automatic trait tracking" and the pages of each method: in iOS 18 and later,
    /// layoutSubviews, drawRect:, updateConstraints and the view controller's
    /// viewWillLayoutSubviews, viewDidLayoutSubviews and updateViewConstraints; updateProperties
    /// (iOS 26) also. Apple, "Updating views automatically with observation tracking in UIKit":
    /// the same methods track `@Observable` properties, from iOS 26 without an Info.plist key.
    public static let all: [Method] = [
        .updateProperties, .layoutSubviews, .drawRect, .updateConstraints,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints,
    ]
}
