import LifecycleModel

/// Which style a popover presentation really gets in a window of a given width.
///
/// Apple, UIModalPresentationStyle.popover: "In a horizontally compact environment, the popover
/// adapts to UIModalPresentationStyle.fullScreen by default" before iOS 13; Apple,
/// UIPopoverPresentationController.adaptiveSheetPresentationController (iOS 15): "The sheet
/// presentation controller the popover adapts to in compact size classes". Apple,
/// UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:): the
/// delegate is asked "for the presentation style to use when the specified set of traits are
/// active", and returns full screen, over full screen, or `none` — "none" keeps the popover.
/// In a horizontally regular window the popover is shown as asked, and the delegate is not asked
/// (Apple, adaptivePresentationStyle: the style "to use when the presented view controller becomes
/// horizontally compact").
public enum PopoverAdaptation {
    /// What the delegate answers, when there is one: keep the popover (`none`) or another style.
    public enum Answer: Sendable, Equatable {
        case none
        case style(PresentationStyle)
    }

    public struct Outcome: Sendable, Equatable {
        /// How the view controller is shown.
        public var shown: PresentationStyle
        /// Whether UIKit asks the delegate (it does only where the popover would adapt).
        public var asksDelegate: Bool

        public init(shown: PresentationStyle, asksDelegate: Bool) {
            self.shown = shown
            self.asksDelegate = asksDelegate
        }
    }

    public static func resolve(horizontal: UserInterfaceSizeClass, delegateAnswer: Answer?, profile: IOSProfile) -> Outcome {
        guard horizontal == .compact else { return Outcome(shown: .popover, asksDelegate: false) }
        let adapted: PresentationStyle = profile >= .iOS13to16 ? .pageSheet : .fullScreen
        switch delegateAnswer {
        case nil: return Outcome(shown: adapted, asksDelegate: false)
        case .none?: return Outcome(shown: .popover, asksDelegate: true)
        case .style(let style)?: return Outcome(shown: style, asksDelegate: true)
        }
    }
}
