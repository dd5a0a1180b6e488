import LifecycleModel

extension World {
    /// A sheet declared with detents takes the height of the detent it starts at as it is
    /// presented: the smallest unless one is selected (Apple, UISheetPresentationController.
    /// selectedDetentIdentifier: nil "means the sheet displays at the smallest detent"). The
    /// tallest a sheet can be is the screen's height here: Lifeline does not model the gap a
    /// sheet leaves at the top, only whether a view's size changes.
    func placeSheetAtDetent(_ id: ObjectID) {
        guard let presented = controllers[id], presented.presentationStyle.isSheet,
            let declared = presented.declaredDetents, let viewID = presented.view, let view = views[viewID],
            case .success(let detents) = SheetDetents.make(declared, maximumHeight: screenSize.height)
        else { return }
        presented.sheetDetents = detents
        resize(view, toSheetHeight: detents.currentHeight)
        // Apple, UISheetPresentationController.detents: iOS 15. The "iOS 13-16" profile also
        // covers iOS 13 and 14, whose sheets have no detents: say what the trace then shows.
        if profile == .iOS13to16 {
            note(.remark, "detents arrived in iOS 15: this trace is iOS 15 and 16's; on iOS 13 and 14, which the profile also covers, \(id)'s sheet has no detents and comes up at its full height", objects: [id])
        }
    }

    /// The user drags a sheet to another detent, or the app's code selects one inside
    /// `animateChanges(_:)`.
    ///
    /// Apple, sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:): the delegate hears
    /// it "after a sheet's selectedDetentIdentifier changes in response to user interaction", and
    /// not "after you change selectedDetentIdentifier" in code. The sheet's view takes the new
    /// height at once, before the animation, and is laid out at that height (Eric Lewis,
    /// PageSheet issue 11, 2022: a programmatic change from large to medium "causes the content view
    /// to resize to the end height" as the animation starts). A sheet stays on screen, and so does
    /// its presenter: no appearance callback comes (Apple, UIModalPresentationStyle: a sheet leaves
    /// the presenter's views in place). That the delegate hears of the new detent before the layout
    /// pass is our guess: no log shows both.
    func moveSheet(_ id: ObjectID, toDetent identifier: String, by cause: SheetDetents.Cause) throws(Interruption) {
        let presented = try controller(id)
        let verb = cause == .user ? "drag the sheet" : "set the detent of"
        guard presented.presenter != nil, isOnScreen(id) else { throw failure("cannot \(verb) \(id): it is not presented") }
        guard presented.presentationStyle.isSheet, var detents = presented.sheetDetents else {
            throw failure("cannot \(verb) \(id): it is shown \(presented.presentationStyle.rawValue), and only a sheet has detents (on the '\(profile.rawValue)' profile a page sheet or a form sheet)")
        }
        let change: SheetDetents.Change
        switch detents.select(identifier, by: cause) {
        case .failure(let violation): throw failure("cannot \(verb) \(id): \(violation.message)")
        case .success(let result): change = result
        }
        presented.sheetDetents = detents
        let rule: Rule = cause == .user ? .sheetDetentDragged : .sheetDetentSetInCode
        if cause == .user {
            note(.user, "the user drags \(id)'s sheet from its \(change.from) detent to its \(change.to) detent and lets go", objects: [id])
        } else {
            note(.remark, "the app's code sets \(id).sheetPresentationController.selectedDetentIdentifier to \(change.to) inside animateChanges(_:)", objects: [id])
        }
        if let view = presented.view.flatMap({ views[$0] }) { resize(view, toSheetHeight: detents.currentHeight) }
        if change.tellsDelegate, let delegate = presented.presentationDelegate, controllers[delegate] != nil {
            try send(.sheetPresentationControllerDidChangeSelectedDetentIdentifier, to: delegate, from: .uiKit, [Argument("sheetPresentationController", "\(id).sheetPresentationController")], rule: rule)
        }
        try turnRunLoop(layingOutBy: rule)
        try finishAnimation(true)
    }

    /// The sheet's view at a detent's height, along the bottom of the screen.
    private func resize(_ view: ViewModel, toSheetHeight height: Int) {
        let frame = Rect(0, screenSize.height - height, screenSize.width, height)
        guard view.frame != frame else { return }
        let sizeChanged = view.frame.size != frame.size
        view.frame = frame
        if sizeChanged { view.flags.handle(.setNeedsLayout, bounds: view.bounds) }
        updateState(of: view, via: .setFrame)
    }
}
