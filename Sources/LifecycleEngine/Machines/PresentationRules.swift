import LifecycleModel

/// Which presentation style a modal presentation really gets on a profile.
public enum PresentationRules {
    /// The style shown, and a remark when it differs from the one asked for.
    ///
    /// Apple, UIModalPresentationStyle: since iOS 13 the default (`automatic`) maps to page sheet
    /// for most view controllers; before, the default was full screen, and a page sheet "behaves the
    /// same as UIModalPresentationFullScreen" in a horizontally compact environment (an iPhone).
    public static func resolve(_ requested: PresentationStyle?, profile: IOSProfile) -> (PresentationStyle, remark: String?) {
        switch requested {
        case nil:
            return profile >= .iOS13to16
                ? (.pageSheet, "the default presentation style is page sheet since iOS 13")
                : (.fullScreen, nil)
        case .fullScreen?:
            return (.fullScreen, nil)
        case .pageSheet?:
            return profile >= .iOS13to16
                ? (.pageSheet, nil)
                : (.fullScreen, "before iOS 13 a page sheet on an iPhone is shown full screen")
        }
    }
}
