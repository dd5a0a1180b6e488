import LifecycleModel

extension World {
    /// The user taps outside a popover (an iPad's regular-width window), which closes it.
    ///
    /// Since iOS 13 the popover's delegate hears the same three callbacks as a sheet swiped down:
    /// Apple, popoverPresentationControllerShouldDismissPopover(_:) is "iOS 8.0–13.0", deprecated
    /// for UIAdaptivePresentationControllerDelegate's presentationControllerShouldDismiss(_:), which
    /// "asks the delegate for permission to dismiss the presentation" in response to the user, with
    /// presentationControllerWillDismiss(_:) and presentationControllerDidDismiss(_:); none of
    /// them comes for a dismissal in code. Apple, isModalInPresentation: UIKit then "ignores events
    /// outside the view controller's bounds and prevents the interactive dismissal". A popover
    /// leaves its presenter on screen (Apple, UIModalPresentationStyle.popover: the content is
    /// "displayed in a popover view" over the presenter), so only the popover's view controller
    /// disappears. The place of the delegate's calls among the appearance callbacks follows the
    /// swipe down (World+SheetSwipe.swift), a guess there as here.
    func tapOutside(_ id: ObjectID) throws(Interruption) {
        let presented = try controller(id)
        try requireDismissable(id, doing: "tap outside")
        guard isOnScreen(id) else { throw failure("cannot tap outside \(id): it is not on screen") }
        guard presented.presentationStyle == .popover else {
            throw failure("cannot tap outside \(id): it is shown as a \(presented.presentationStyle.rawValue), not a popover (a popover in a horizontally compact window adapts to a sheet, which the user swipes down)")
        }
        note(.user, "the user taps outside \(id)'s popover", objects: [id])
        let delegate = presented.presentationDelegate.flatMap { controllers[$0].map(\.id) }
        let presentationController = [Argument("presentationController", "\(id).presentationController")]
        if presented.isModalInPresentation {
            note(.user, "nothing happens: \(id) is modal in presentation", objects: [id])
            if let delegate { try send(.presentationControllerDidAttemptToDismiss, to: delegate, from: .uiKit, presentationController, rule: .popoverTapOutside) }
            return
        }
        if let delegate {
            try send(.presentationControllerShouldDismiss, to: delegate, from: .uiKit, presentationController, result: "YES", rule: .popoverTapOutside)
            try send(.presentationControllerWillDismiss, to: delegate, from: .uiKit, presentationController, rule: .popoverTapOutside)
        }
        try following(.popoverTapOutside) { () throws(Interruption) in try beginDisappearance(id, by: .uiKit, animated: true) }
        try turnRunLoop()
        try finishAnimation(true)
        try takeOffScreen(id)
        try following(.popoverTapOutside) { () throws(Interruption) in try endDisappearance(id, by: .uiKit, animated: true) }
        if let delegate { try send(.presentationControllerDidDismiss, to: delegate, from: .uiKit, presentationController, rule: .popoverTapOutside) }
        try following(.popoverTapOutside) { () throws(Interruption) in try endPresentation(id) }
    }
}
