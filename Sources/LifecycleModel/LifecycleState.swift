/// The states of a view controller, as the view-controller state graph draws them.
///
/// The four appearance states and their will/did transitions are Apple's ("Valid state
/// transitions", UIViewController documentation; seed 000's diagram); `viewNotLoaded` and
/// `deallocated` bracket them: a view controller exists before its view is loaded (seed 002:
/// the view is created lazily) and, on iOS 5, returns there when its view is unloaded.
public enum ViewControllerState: String, Hashable, Sendable, Codable, CaseIterable {
    case viewNotLoaded
    case disappeared
    case appearing
    case appeared
    case disappearing
    case deallocated
}

/// The states of a view, as the view state graph draws them: where it hangs (seed 001's
/// willMoveToSuperview / willMoveToWindow callbacks) and what it is waiting for (layout, display).
public enum ViewState: String, Hashable, Sendable, Codable, CaseIterable {
    case detached
    case inSuperview
    case inWindow
    case needsLayout
    case needsDisplay
    case deallocated
}
