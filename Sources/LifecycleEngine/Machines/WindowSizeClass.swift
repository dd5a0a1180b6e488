/// The horizontal size class an iPad window has at a width: what a multitasking or Stage Manager
/// resize can flip.
///
/// Apple, UISplitViewController.isCollapsed and UITraitCollection.horizontalSizeClass: a window is
/// horizontally regular or compact, and a split view controller collapses when it "transitions from
/// a horizontally regular to a horizontally compact environment". Apple publishes the size classes
/// per multitasking configuration, not a threshold in points; the threshold here is read off
/// the interface sizes Max Seelemann lists for iOS 11 iPads ("Interface sizes a regular Universal
/// app must support", gist macguru/b7a01e3f0e9ae6f350d5): every width up to 639 points is compact
/// (Slide Over, the narrow half of Split View), every width from 678 up is regular. Where in between
/// the line falls is our guess (we draw it at 678).
public enum WindowSizeClass {
    /// The narrowest window width that is horizontally regular.
    public static let regularFromWidth = 678

    public static func horizontal(width: Int) -> UserInterfaceSizeClass {
        width >= regularFromWidth ? .regular : .compact
    }
}
