import LifecycleModel

/// Modal presentation and dismissal, segues, and swiping a sheet down.
extension Rule {
    static let presentIncomingLoads = Rule(
        "presentation.present.presented-view-loads-first",
        "In a presentation, the presented view controller's view loads before any appearance callback.",
        sources: [.sinaRepost, .log(file: "kazzz-modal-present-dismiss-2012.log"), .log(file: "betterhee-full-screen-present-dismiss-2022.log")])
    static let presentWillPhase = Rule(
        "presentation.present.presenter-will-disappear-then-presented-will-appear",
        "Presenting full screen: the presenter hears viewWillDisappear:, then the presented view controller viewWillAppear:; a sheet or an \"over\" style leaves the presenter on screen and tells it nothing.",
        sources: [.sinaRepost, .modalStyles, .log(file: "betterhee-full-screen-present-dismiss-2022.log"), .log(file: "rudin-full-screen-present-ios17-2024.log"), .log(file: "yagamo-page-sheet-vs-full-screen-ios13.log")])
    static let presentDidPhase = Rule(
        "presentation.present.presented-did-appear-then-presenter-did-disappear",
        "When a full-screen presentation ends, the presented view controller hears viewDidAppear: before the presenter's viewDidDisappear: (the covered view leaves the window last).",
        sources: [.sinaRepost, .modalStyles, .log(file: "betterhee-full-screen-present-dismiss-2022.log"), .log(file: "rudin-full-screen-present-ios17-2024.log"), .log(file: "eunyuni-present-dismiss-ios12.log")])
    static let presenterLaidOutAgain = Rule(
        "presentation.present.covered-root-laid-out-again",
        "From iOS 6, the window's root covered by a full-screen presentation is laid out once more after the presented view and before its viewDidAppear:.",
        profiles: .since(.iOS6to12),
        sources: [.log(file: "remkoh-storyboard-segue-then-present.log"), .log(file: "yagamo-modal-segue-unwind-ios12.log"), .log(file: "seekingstar-transition-to-second.log"),
                  .guess(reasoning: "the iOS 5-era log of The life cycle of iOS view and ViewController shows no such pass; where between iOS 5 and iOS 12 it began is our guess")])
    static let dismissWillPhase = Rule(
        "presentation.dismiss.presented-will-disappear-then-presenter-will-appear",
        "Dismissing: the presented view controller hears viewWillDisappear:, then a presenter that was covered viewWillAppear: (and, from iOS 6, is laid out as it comes back).",
        sources: [.sinaRepost, .log(file: "yagamo-modal-segue-unwind-ios12.log"), .log(file: "betterhee-full-screen-present-dismiss-2022.log"), .log(file: "kazzz-modal-present-dismiss-2012.log")])
    static let dismissDidPhase = Rule(
        "presentation.dismiss.presenter-did-appear-then-presented-did-disappear",
        "When a dismissal ends, the presenter's viewDidAppear: comes before the presented view controller's viewDidDisappear:, then the presenter lets go of it.",
        sources: [.sinaRepost, .log(file: "yagamo-modal-segue-unwind-ios12.log"), .log(file: "betterhee-full-screen-present-dismiss-2022.log"), .log(file: "kazzz-modal-present-dismiss-2012.log")])
    static let segueOrder = Rule(
        "segues.instantiate-then-prepare-then-perform",
        "A storyboard segue instantiates the destination, calls the source's prepareForSegue:sender:, then pushes or presents it.",
        sources: [.sinaRepost, .log(file: "vastdevblog-segue-push-back-2012.log"), .prepareForSegueDoc, .performSegueDoc])
    static let unwindOrder = Rule(
        "segues.unwind-prepare-action-dismiss",
        "An unwind segue from a presented view controller: the source's prepareForSegue:sender:, the destination's unwind action, then the dismissal.",
        sources: [.log(file: "yagamo-modal-segue-unwind-ios12.log"), .log(file: "yagamo-page-sheet-vs-full-screen-ios13.log")])
    static let unwindAsksPresenter = Rule(
        "segues.unwind-asks-the-presenter-to-dismiss",
        "UIKit performs an unwind segue's dismissal by sending dismissViewControllerAnimated:completion: to the presenting view controller.",
        sources: [.guess(reasoning: "our reading of Apple's dismiss page (\"the presenting view controller is responsible for dismissing\"); the logs do not show the call")])
    static let sheetSwipeAsksDelegate = Rule(
        "sheets.swipe-asks-delegate-then-will-dismiss",
        "A swipe down on a sheet asks the presentation delegate presentationControllerShouldDismiss:, then sends presentationControllerWillDismiss:.",
        profiles: .since(.iOS13to16),
        sources: [.adaptiveDelegate, .article(author: "Ichiro Hirata", title: "iOS Lifecycle When Dismissing a Modal View With .pageSheet in iOS 13", url: nil)])
    static let sheetSwipeModal = Rule(
        "sheets.modal-in-presentation-only-attempt",
        "A sheet that is modal in presentation springs back: its delegate hears only presentationControllerDidAttemptToDismiss:.",
        profiles: .since(.iOS13to16),
        sources: [.modalInPresentation, .adaptiveDelegate])
    static let sheetSwipeWillDisappear = Rule(
        "sheets.swipe-starts-disappearance",
        "The dismissal starts as the finger moves: the sheet hears viewWillDisappear: whether or not the swipe completes.",
        profiles: .since(.iOS13to16),
        sources: [.log(file: "rudinp-card-modal-swipe-cancelled-2024.log"),
                  .guess(reasoning: "that presentationControllerWillDismiss: precedes it is our reading of Apple's wording; no log shows both")])
    static let sheetSwipeCompletes = Rule(
        "sheets.swipe-completes",
        "A completed swipe takes the sheet off screen: viewDidDisappear:, then the delegate's presentationControllerDidDismiss:, then the presenter lets go.",
        profiles: .since(.iOS13to16),
        sources: [.guess(reasoning: "no log shows presentationControllerDidDismiss: with the appearance callbacks; after viewDidDisappear: is our guess")])
    static let sheetSwipeCancels = Rule(
        "sheets.swipe-cancelled-appears-again",
        "A cancelled swipe is a cancelled disappearance: the sheet hears viewWillAppear:, viewIsAppearing:, viewDidAppear: again.",
        profiles: .since(.iOS13to16),
        sources: [.log(file: "rudinp-card-modal-swipe-cancelled-2024.log"), .log(file: "rudin-full-screen-present-ios17-2024.log")])
}

/// Sheets with detents (UISheetPresentationController, iOS 15), and popovers.
extension Rule {
    static let popoverPresented = Rule(
        "popovers.popover-in-regular-width",
        "In a horizontally regular window (an iPad's) a popover is shown as a popover and leaves its presenter on screen: the presenter hears nothing; in a compact one it adapts, to a page sheet from iOS 13.",
        profiles: .since(.iOS6to12),
        sources: [.popoverStyle, .adaptiveSheet, .modalStyles])
    static let popoverAsksAdaptiveStyle = Rule(
        "popovers.delegate-chooses-adaptive-style",
        "A popover asked for in a horizontally compact window adapts. If the presentation controller's delegate implements adaptivePresentationStyleForPresentationController:traitCollection:, UIKit asks it which style to adapt to, inside presentViewController:animated:completion:, and shows that style; UIModalPresentationNone keeps the popover. In a regular window the delegate is not asked.",
        profiles: .since(.iOS13to16),
        sources: [.adaptiveStyleDoc, .popoverStyle,
                  .guess(reasoning: "Apple says the delegate is asked for the style when the presented view controller is horizontally compact; that the question is asked inside the present call, before prepareForPopoverPresentation:, is our guess: no log shows it")])
    static let popoverToldAdaptiveStyle = Rule(
        "popovers.delegate-told-adaptive-style",
        "Once the delegate has answered the style a popover adapts to, it hears presentationController:willPresentWithAdaptiveStyle:transitionCoordinator: with that style (UIModalPresentationNone when the popover stays a popover), still inside presentViewController:animated:completion:, before anything of the presentation happens.",
        profiles: .since(.iOS13to16),
        sources: [.willPresentAdaptiveDoc, .adaptiveStyleDoc,
                  .guess(reasoning: "Apple says the delegate is notified that an adaptivity-related transition is about to occur, with the new style, or none when it does not change; that this comes right after the delegate's answer, inside the present call, is our guess: no log shows it")])
    static let popoverPrepared = Rule(
        "popovers.delegate-prepared-first",
        "Before a popover shows, its delegate hears prepareForPopoverPresentation:, before the popover's view loads and its appearance callbacks.",
        profiles: .since(.iOS6to12),
        sources: [.popoverDelegateDoc,
                  .guess(reasoning: "Apple says the delegate hears it \"immediately prior to displaying the popover\"; that this is before the popover's view loads is our reading, no log shows both")])
    static let popoverTapOutside = Rule(
        "popovers.tap-outside-dismisses",
        "A tap outside a popover dismisses it: the delegate is asked presentationControllerShouldDismiss: and told presentationControllerWillDismiss:, the popover disappears, then the delegate hears presentationControllerDidDismiss:; a popover modal in presentation stays, and the delegate hears presentationControllerDidAttemptToDismiss:.",
        profiles: .since(.iOS13to16),
        sources: [.adaptiveDelegate, .popoverShouldDismissDeprecated, .modalInPresentation,
                  .guess(reasoning: "no log shows the delegate's calls with the popover's appearance callbacks; they are placed as for a sheet swiped down")])
    static let sheetDetentDragged = Rule(
        "sheets.detent-dragged",
        "A sheet the user drags to another detent takes its height at once; the delegate hears sheetPresentationControllerDidChangeSelectedDetentIdentifier:, then the sheet's view is laid out; neither the sheet nor its presenter hears an appearance callback.",
        profiles: .since(.iOS13to16),
        sources: [.sheetDelegateDidChangeDetent, .sheetPresentationController, .pageSheetResizeIssue,
                  .guess(reasoning: "no log shows the delegate's call with the layout callbacks; the delegate before the layout pass is our guess")])
    static let sheetDetentSetInCode = Rule(
        "sheets.detent-set-in-code",
        "A detent the app's code selects (selectedDetentIdentifier inside animateChanges(_:)) resizes the sheet the same way, and the delegate hears nothing.",
        profiles: .since(.iOS13to16),
        sources: [.sheetDelegateDidChangeDetent, .sheetSelectedDetent, .pageSheetResizeIssue])
}
