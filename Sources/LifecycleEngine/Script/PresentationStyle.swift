/// How a modal view controller is shown (Apple, UIModalPresentationStyle).
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
    case fullScreen = "full screen"
    case pageSheet = "page sheet"
    case formSheet = "form sheet"
    case currentContext = "current context"
    case overFullScreen = "over full screen"
    case overCurrentContext = "over current context"
    /// A popover (Apple, UIModalPresentationStyle.popover, iOS 8): a bubble over the presenter in a
    /// horizontally regular window; in a compact one it adapts (PopoverAdaptation).
    case popover

    /// Whether UIKit takes the presenter's view out of the window once the presentation is over,
    /// so that the presenter hears viewWillDisappear:/viewDidDisappear: (and the reverse on
    /// dismissal). Apple, UIModalPresentationStyle: full screen — "the views belonging to the
    /// presenting view controller are removed after the presentation completes"; over full screen
    /// and over current context — "the views beneath the presented content are not removed from the
    /// view hierarchy when the presentation finishes". Current context removes them as full screen
    /// does (regularberry.github.io, "Why isn't viewWillAppear getting called?", 2019: the presenter
    /// hears viewWillAppear: on dismissal after .fullScreen and .currentContext, not after
    /// .overFullScreen or .overCurrentContext). A sheet (iOS 13+) leaves the presenter visible
    /// behind it (Content/evidence/yagamo-page-sheet-vs-full-screen-ios13.log).
    public var removesPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext: true
        case .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover: false
        }
    }

    /// A card the user can swipe down (Apple, "Disabling the pull-down gesture for a sheet").
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// The styles Apple added in iOS 8 (UIModalPresentationOverFullScreen,
    /// UIModalPresentationOverCurrentContext: "iOS 8.0+").
    public var arrivedInIOS8: Bool { self == .overFullScreen || self == .overCurrentContext || self == .popover }

    /// How a step or a segue asks for it: `full screen`, `as page sheet`, `over full screen`, ….
    public var phrase: String {
        switch self {
        case .fullScreen, .overFullScreen, .overCurrentContext: rawValue
        case .pageSheet, .formSheet, .popover: "as \(rawValue)"
        case .currentContext: "in current context"
        }
    }
}
