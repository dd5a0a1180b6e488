import LifecycleModel

/// The methods in which UIKit tracks what an override reads, and what it invalidates when that changes.
public enum TrackingMethod {
    /// Apple, "Automatic trait tracking" and the pages of each method: in iOS 18 and later,
    /// layoutSubviews, drawRect:, updateConstraints and the view controller's
    /// viewWillLayoutSubviews, viewDidLayoutSubviews and updateViewConstraints; updateProperties
    /// (iOS 26) also. Apple, "Updating views automatically with observation tracking in UIKit":
    /// the same methods track `@Observable` properties, from iOS 26 without an Info.plist key.
    public static let all: [Callback] = [
        .updateProperties, .layoutSubviews, .drawRect, .updateConstraints,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints,
    ]
}
