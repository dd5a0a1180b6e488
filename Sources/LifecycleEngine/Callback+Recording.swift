import LifecycleModel

extension Callback {
    /// Callbacks UIKit sends to every view controller and view whenever their environment changes:
    /// the trace shows them only for objects whose scenario overrides them (as a device log shows
    /// only the methods its author logged), so that the diagrams of every other scenario stay as
    /// they were. The others are recorded for every declared object.
    public static let recordedOnlyWhenOverridden: Set<Callback> = [
        .traitCollectionDidChange, .willTransitionToTraitCollection, .viewSafeAreaInsetsDidChange,
        .safeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .layoutMarginsDidChange,
    ]
}
