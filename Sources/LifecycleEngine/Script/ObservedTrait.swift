/// A trait a view controller or view can register to observe (iOS 17), by the name of its
/// UIKit trait class (Apple, UITraitChangeObservable: `registerForTraitChanges(_:handler:)` takes
/// an array of traits such as `UITraitUserInterfaceStyle.self`).
///
/// Only the traits the model's `TraitCollection` tracks: the user's light or dark appearance, and
/// the size classes. The horizontal size class is compact in both orientations on the profiles'
/// iPhones, so a registration for it is accepted and fires only on an iPad whose window is resized.
public enum ObservedTrait: String, Sendable, Equatable, CaseIterable {
    case userInterfaceStyle = "UITraitUserInterfaceStyle"
    case verticalSizeClass = "UITraitVerticalSizeClass"
    case horizontalSizeClass = "UITraitHorizontalSizeClass"
}
