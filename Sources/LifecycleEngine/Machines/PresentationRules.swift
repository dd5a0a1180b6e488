import LifecycleModel

/// Which presentation style a modal presentation really gets on a profile.
public enum PresentationRules {
    /// The style shown, and a remark when it differs from the one asked for.
    ///
    /// Apple, UIModalPresentationStyle: since iOS 13 the default (`automatic`) maps to page sheet
    /// for most view controllers; before, the default was full screen, and a page sheet "behaves the
    /// same as UIModalPresentationFullScreen" in a horizontally compact environment (an iPhone); so
    /// does a form sheet (Apple, UIModalPresentationFormSheet: "in a horizontally compact
    /// environment, … adapts to full screen" before iOS 13, to a page-sheet-like card since).
    /// Current context and the two "over" styles are shown as asked on every profile: the window's
    /// root presents (no view controller in Lifeline defines a presentation context; Apple,
    /// definesPresentationContext: then "the window's root view controller" is the context).
    ///
    /// A popover in a horizontally compact window — an iPhone's, or a narrow iPad window — adapts
    /// (PopoverAdaptation): to a page sheet from iOS 13, full screen before; in a regular iPad
    /// window it stays a popover. A delegate that implements
    /// adaptivePresentationStyleForPresentationController:traitCollection: (`delegateAnswer`)
    /// chooses the style it adapts to, `none` keeping the popover.
    public static func resolve(
        _ requested: PresentationStyle?, profile: IOSProfile, horizontal: UserInterfaceSizeClass = .compact,
        delegateAnswer: PopoverAdaptation.Answer? = nil
    ) -> (PresentationStyle, remark: String?) {
        switch requested {
        case .popover?:
            let outcome = PopoverAdaptation.resolve(horizontal: horizontal, delegateAnswer: delegateAnswer, profile: profile)
            if outcome.asksDelegate {
                return (outcome.shown, outcome.shown == .popover
                    ? "its delegate answers none: the popover stays a popover in a horizontally compact window"
                    : "a popover in a horizontally compact window adapts to the style its delegate answers")
            }
            return outcome.shown == .popover ? (.popover, nil) : (outcome.shown, "a popover in a horizontally compact window adapts")
        case nil:
            return profile >= .iOS13to16
                ? (.pageSheet, "the default presentation style is page sheet since iOS 13")
                : (.fullScreen, nil)
        case let style? where style.isSheet:
            return profile >= .iOS13to16
                ? (style, nil)
                : (.fullScreen, "before iOS 13 a \(style.rawValue) on an iPhone is shown full screen")
        case let style?:
            return (style, nil)
        }
    }
}
