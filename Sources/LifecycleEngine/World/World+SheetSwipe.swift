import LifecycleModel

extension World {
    /// The user's swipe down on a sheet (iOS 13+): it dismisses the sheet, or springs back.
    ///
    /// Only the presented view controller takes part: a sheet leaves its presenter in the window,
    /// so the presenter hears nothing either way (RudinP, "[iOS] LifeCycle in Modal", 2024, reports
    /// no callback on the presenter when the swipe completes; yagamo-style.com's iOS 13 run closed by
    /// a swipe printed none of the presenter's callbacks — the run dropped from
    /// Content/evidence/yagamo-page-sheet-vs-full-screen-ios13.log, see its note). The delegate of the presentation
    /// controller is asked first and told before and after (Apple, UIAdaptivePresentationControllerDelegate:
    /// presentationControllerShouldDismiss: "asks the delegate for permission",
    /// presentationControllerWillDismiss: "before a presentation is dismissed",
    /// presentationControllerDidDismiss: "after a presentation is dismissed"; none of them is sent
    /// for a dismissal in code). Should, then Will, then Did is the order Apple's WWDC 2019 session
    /// 224 ("Modernizing Your UI for iOS 13") draws, as hirothings' Qiita post of 2019-11-17 and
    /// Ichiro Hirata's "iOS Lifecycle When Dismissing a Modal View With .pageSheet in iOS 13" repeat.
    func swipeDown(_ id: ObjectID, finishes: Bool) throws(Interruption) {
        let presented = try controller(id)
        try requireDismissable(id, doing: "swipe down")
        guard isOnScreen(id) else { throw failure("cannot swipe down \(id): it is not on screen") }
        guard presented.presentationStyle.isSheet else {
            let shown = presented.presentationStyle == .fullScreen ? "full screen" : "\(presented.presentationStyle.rawValue)"
            throw failure("cannot swipe down \(id): it is shown \(shown), and only a page sheet or a form sheet can be swiped down (on an iPhone before iOS 13 every sheet is shown full screen)")
        }
        note(.user, "the user drags \(id)'s sheet down", objects: [id])
        let delegate = presented.presentationDelegate.flatMap { controllers[$0].map(\.id) }
        let presentationController = [Argument("presentationController", "\(id).presentationController")]
        if presented.isModalInPresentation {
            // Apple, isModalInPresentation: UIKit "prevents the interactive dismissal of the view
            // controller"; Apple, presentationControllerDidAttemptToDismiss: "a user-initiated attempt
            // to dismiss a view was prevented"; and presentationControllerShouldDismiss: is not asked
            // then (Apple, "Disabling the pull-down gesture for a sheet"). That no appearance callback
            // comes is our reading (the dismissal never begins); no log shows it.
            note(.user, "the sheet stretches and springs back: \(id) is modal in presentation", objects: [id])
            if let delegate { try send(.presentationControllerDidAttemptToDismiss, to: delegate, from: .uiKit, presentationController, rule: .sheetSwipeModal) }
            return
        }
        if let delegate {
            try send(.presentationControllerShouldDismiss, to: delegate, from: .uiKit, presentationController, result: "YES", rule: .sheetSwipeAsksDelegate)
            try send(.presentationControllerWillDismiss, to: delegate, from: .uiKit, presentationController, rule: .sheetSwipeAsksDelegate)
        }
        // The dismissal starts as the finger moves: viewWillDisappear: comes whether or not the
        // swipe completes (Content/evidence/rudinp-card-modal-swipe-cancelled-2024.log: viewWillDisappear(_:) first).
        // That presentationControllerWillDismiss: precedes it is our guess from Apple's wording
        // (the delegate may use the transition coordinator there); no log shows both.
        try following(.sheetSwipeWillDisappear) { () throws(Interruption) in try beginDisappearance(id, by: .uiKit, animated: true) }
        try turnRunLoop()
        if finishes {
            note(.user, "the user lets go far enough down: the sheet slides away", objects: [id])
            try takeOffScreen(id)
            try following(.sheetSwipeCompletes) { () throws(Interruption) in try endDisappearance(id, by: .uiKit, animated: true) }
            // After viewDidDisappear: and before the presenter lets go of the sheet: our guess (no
            // log shows presentationControllerDidDismiss: with the appearance callbacks).
            if let delegate { try send(.presentationControllerDidDismiss, to: delegate, from: .uiKit, presentationController, rule: .sheetSwipeCompletes) }
            try following(.sheetSwipeCompletes) { () throws(Interruption) in try endPresentation(id) }
        } else {
            // A cancelled swipe is a cancelled disappearance: the sheet appears again —
            // viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:) (rudinp-card-modal-swipe-cancelled-2024.log);
            // presentationControllerDidDismiss: never comes (Apple, presentationControllerShouldDismiss:
            // "isn't guaranteed to be followed by … presentationControllerDidDismiss").
            note(.user, "the user lets go early: the sheet springs back", objects: [id])
            try following(.sheetSwipeCancels) { () throws(Interruption) in
                try beginAppearance(id, by: .uiKit, animated: true)
                try endAppearance(id, by: .uiKit, animated: true)
            }
        }
    }
}
