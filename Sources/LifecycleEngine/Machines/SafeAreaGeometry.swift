/// Where the screen is unsafe, and how much of that a view overlaps: the arithmetic behind
/// safeAreaInsets, free of the world so that it is tested value by value.
///
/// Apple, UIView.safeAreaInsets: the insets "reflect the portion of the view that is not covered by
/// navigation bars, tab bars, toolbars, and other ancestors" and the screen's own unsafe edges; a
/// view "that lies completely within the safe area" has zero insets. Printed (csl.cool, "iOS
/// Layout Adaptation", 2023, an iPhone with a Dynamic Island): a root view's insets are
/// `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)` in portrait and
/// `(top: 0.0, left: 59.0, bottom: 21.0, right: 59.0)` in landscape, and a subview 20 points
/// below the top gets `top: 39.0`, the part of the unsafe edge it overlaps.
public enum SafeAreaGeometry {
    /// The window's own unsafe edges on the profile's iPhone (World.screenSize names it).
    ///
    /// iPhone 8 (iOS 6-12, modelled as iOS 11-12): the status bar's 20 points in portrait (gurongkang,
    /// KRTestLayout's README, 2017, iOS 11 on an iPhone 8: `{20, 0, 0, 0}`, and `{64, 0, 0, 0}`
    /// under a navigation bar, whose 44 points World+Environment adds); the status bar is hidden in
    /// landscape on such an iPhone, so its insets are zero there (our reading: no log). iPhone 14
    /// (iOS 13-16): 47 and 34, and 47, 21, 47 in landscape, as the simulator gives them (no cited
    /// log). iPhone 15 (iOS 17+): the csl.cool values above; iPhone 16 (iOS 18) and iPhone 17
    /// (iOS 26) take them too, a guess (the iPhone 17's top inset may be a few points more). Only
    /// whether insets change reaches the trace, never their values.
    public static func windowInsets(screen: ScreenKind, orientation: Orientation) -> EdgeInsets {
        switch (screen, orientation) {
        case (.none, _): return .zero
        case (.homeButton, .portrait): return EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        case (.homeButton, .landscape): return .zero
        case (.notch, .portrait): return EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        case (.notch, .landscape): return EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        case (.dynamicIsland, .portrait): return EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        case (.dynamicIsland, .landscape): return EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        // An iPad without a Home button: its status bar and its Home indicator, in both
        // orientations. The values are a guess (24 and 20, as the simulator's iPads give them;
        // no cited log); only whether insets change reaches the trace.
        case (.iPad, _): return EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        }
    }

    /// The kind of iPhone a profile's screen stands for, as far as its unsafe edges go.
    public enum ScreenKind: Sendable { case none, homeButton, notch, dynamicIsland, iPad }

    /// The insets of a view whose frame in window coordinates is `frame`, when the window's
    /// unsafe region is `unsafe` (edges measured from the screen's edges): the overlap on each side.
    public static func insets(of frame: Rect, unsafe: EdgeInsets, screen: Size) -> EdgeInsets {
        func clamp(_ value: Int, _ limit: Int) -> Int { max(0, min(value, limit)) }
        let width = frame.size.width, height = frame.size.height
        return EdgeInsets(
            top: clamp(unsafe.top - frame.y, height),
            left: clamp(unsafe.left - frame.x, width),
            bottom: clamp(frame.y + height - (screen.height - unsafe.bottom), height),
            right: clamp(frame.x + width - (screen.width - unsafe.right), width)
        )
    }
}
