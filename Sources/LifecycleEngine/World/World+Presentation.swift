import LifecycleModel

extension World {
    /// `[A presentViewController:B animated:completion:]`, then the transition.
    func present(_ id: ObjectID, from presenterID: ObjectID, style: PresentationStyle?, animated: Bool, caller explicitCaller: ObjectID?) throws(Interruption) {
        let caller = explicitCaller ?? presenterID
        try create(id, by: caller)
        let resolved = try requestPresent(id, from: presenterID, style: style, animated: animated, caller: caller, rule: .appCode)
        try runPresentTransition(id, style: resolved, animated: animated)
    }

    /// The present call: UIKit refuses to present from a view controller that is off screen or
    /// already presenting ("Attempt to present … whose view is not in the window hierarchy", "…
    /// which is already presenting …", logged by UIKit, which then does nothing).
    func requestPresent(_ id: ObjectID, from presenterID: ObjectID, style: PresentationStyle?, animated: Bool, caller: ObjectID, rule: Rule) throws(Interruption) -> PresentationStyle {
        let source = try controller(presenterID)
        guard isOnScreen(presenterID) else {
            throw failure("cannot present \(id) from \(presenterID): \(presenterID)'s view is not in the window hierarchy (UIKit logs \"Attempt to present … whose view is not in the window hierarchy\" and presents nothing)")
        }
        if let view = source.view, window(containing: view) == Self.secondWindow {
            throw failure("cannot present \(id) from \(presenterID): presenting in the second scene is not modelled (Lifeline's presentations cover the first scene's window)")
        }
        // Apple, definesPresentationContext: the full-screen ancestor presents.
        let presenter = try controller(outermost(source.id))
        if let current = presenter.presented {
            throw failure("cannot present \(id) from \(presenterID): \(presenter.id) is already presenting \(current); dismiss \(current) first")
        }
        let presented = try controller(id)
        if let parent = presented.parent { throw failure("cannot present \(id): it belongs to \(parent); a view controller has one parent at a time") }
        if presented.presenter != nil || windows.contains(where: presented.owners.contains) {
            throw failure("cannot present \(id): it is already on screen")
        }
        let horizontal = currentTraits.horizontalSizeClass ?? .compact
        let answer = style == .popover ? presented.adaptiveAnswer : nil
        let (resolved, remark) = PresentationRules.resolve(style, profile: profile, horizontal: horizontal, delegateAnswer: answer)
        let asksDelegate = style == .popover && PopoverAdaptation.resolve(horizontal: horizontal, delegateAnswer: answer, profile: profile).asksDelegate
        try send(.presentViewController, to: presenterID, from: caller, [Argument("viewController", id.rawValue), .animated(animated), Argument("completion", "nil")], rule: rule) { () throws(Interruption) in
            if asksDelegate, let delegate = presented.presentationDelegate, let answer {
                try send(.adaptivePresentationStyle, to: delegate, from: .uiKit,
                         [Argument("controller", "\(id).presentationController"), Argument("traitCollection", "{width compact}")],
                         result: Self.styleName(answer), rule: .popoverAsksAdaptiveStyle)
                try send(.willPresentWithAdaptiveStyle, to: delegate, from: .uiKit,
                         [Argument("presentationController", "\(id).presentationController"), Argument("style", Self.styleName(answer)),
                          Argument("transitionCoordinator", "UITransitionCoordinator")],
                         rule: .popoverToldAdaptiveStyle)
            }
            presenter.presented = id
            presented.presenter = presenter.id
            presented.presentationStyle = resolved
            retain(id, by: presenter.id)
        }
        if let remark {
            let outcome = resolved == .fullScreen ? "\(id) covers the whole screen" : "\(id) is shown as a \(resolved.rawValue)"
            note(.remark, "\(remark): \(outcome)", objects: [id])
        }
        return resolved
    }

    /// UIKit's name of the style a delegate answers.
    private static func styleName(_ answer: PopoverAdaptation.Answer) -> String {
        switch answer {
        case .none: "UIModalPresentationNone"
        case .style(let style): "UIModalPresentation" + style.rawValue.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }

    /// Full screen, seed 002's run: B's view loads, A viewWillDisappear:, B viewWillAppear:, B's
    /// layout, B viewDidAppear:, then A viewDidDisappear: (the covered view leaves the window once
    /// the presentation is over; Apple, UIModalPresentationFullScreen); current context likewise.
    /// A sheet (iOS 13+), over full screen and over current context leave the presenter on screen,
    /// so it gets no callbacks at all (Apple, UIModalPresentationStyle; see
    /// PresentationStyle.removesPresenterView).
    func runPresentTransition(_ id: ObjectID, style: PresentationStyle, animated: Bool) throws(Interruption) {
        let presented = try controller(id)
        guard let covered = presented.presenter else { return }
        if style == .popover, let delegate = presented.presentationDelegate, controllers[delegate] != nil {
            try send(.prepareForPopoverPresentation, to: delegate, from: .uiKit, [Argument("popoverPresentationController", "\(id).popoverPresentationController")], rule: .popoverPrepared)
        }
        try following(.presentIncomingLoads) { () throws(Interruption) in try requireView(id, by: .uiKit) }
        // A popover's appearance follows the popover's own rule, which says why the presenter hears nothing.
        let (willRule, didRule): (Rule, Rule) = style == .popover ? (.popoverPresented, .popoverPresented) : (.presentWillPhase, .presentDidPhase)
        try following(willRule) { () throws(Interruption) in
            if style.removesPresenterView { try beginDisappearance(covered, by: .uiKit, animated: animated) }
            try beginAppearance(id, by: .uiKit, animated: animated)
        }
        try attach(try requireView(id, by: .uiKit), to: Self.window, caller: Self.window)
        placeSheetAtDetent(id)
        try turnRunLoop()
        // The window's root, covered by a full-screen presentation, is laid out once more after the
        // presented view and before its viewDidAppear: — "vc2 – viewDidLayoutSubviews / vc1 –
        // viewWillLayoutSubviews / vc1 – viewDidLayoutSubviews / vc2 – viewDidAppear"
        // (Content/evidence/remkoh-storyboard-segue-then-present.log; also yagamo-modal-segue-unwind-ios12.log,
        // iOS 12.2, and seekingstar-transition-to-second.log). A presenter that is itself presented
        // is not (remkoh: vc2 presenting vc3). Seed 002's iOS 5-era log has no such pass; where
        // between iOS 5 and iOS 12 it began is our guess.
        if style.removesPresenterView, profile >= .iOS6to12, controllers[covered]?.owners.contains(Self.window) == true,
            let coveredView = controllers[covered]?.view
        {
            try layOutAgain(coveredView, rule: .presenterLaidOutAgain)
        }
        try finishAnimation(animated)
        try following(didRule) { () throws(Interruption) in try endAppearance(id, by: .uiKit, animated: animated) }
        if style.removesPresenterView {
            if let coveredView = controllers[covered]?.view {
                try detach(coveredView, caller: Self.window)
                views[coveredView]?.owners.release(Self.window)
            }
            try following(.presentDidPhase) { () throws(Interruption) in try endDisappearance(covered, by: .uiKit, animated: animated) }
        }
    }

    /// `[B dismissViewControllerAnimated:completion:]` and its transition.
    ///
    /// Seed 002: B viewWillDisappear:, A viewWillAppear:, A viewDidAppear:, B viewDidDisappear:,
    /// B dealloc — and, on iOS 5, no layout for A, whose view comes back at the size it had. Later
    /// systems lay A out as it comes back, between its viewWillAppear: and viewDidAppear:
    /// (Content/evidence/yagamo-modal-segue-unwind-ios12.log, iOS 12.2: "A: viewWillAppear(_:) /
    /// A: viewWillLayoutSubviews() / A: viewDidLayoutSubviews() / A: viewDidAppear(_:)").
    func dismiss(_ id: ObjectID, animated: Bool, caller explicitCaller: ObjectID?) throws(Interruption) {
        try requireDismissable(id, doing: "dismiss")
        try send(.dismissViewController, to: id, from: explicitCaller ?? id, [.animated(animated), Argument("completion", "nil")], rule: .appCode)
        try runDismissTransition(id, animated: animated)
    }

    /// The presenter of `id`, which must be presented and present nothing itself.
    @discardableResult
    func requireDismissable(_ id: ObjectID, doing verb: String) throws(Interruption) -> ObjectID {
        let presented = try controller(id)
        guard let presenterID = presented.presenter, controllers[presenterID] != nil else {
            throw failure("cannot \(verb) \(id): it is not presented")
        }
        if let top = presented.presented {
            throw failure("cannot \(verb) \(id) while it presents \(top): dismiss \(top) first (Lifeline does not model dismissing a stack of presentations at once)")
        }
        return presenterID
    }

    /// The dismissal transition, once UIKit has been asked for it.
    func runDismissTransition(_ id: ObjectID, animated: Bool) throws(Interruption) {
        let presented = try controller(id)
        let presenterID = try requireDismissable(id, doing: "dismiss")
        let presenterReturns = presented.presentationStyle.removesPresenterView
        try following(.dismissWillPhase) { () throws(Interruption) in try beginDisappearance(id, by: .uiKit, animated: animated) }
        if presenterReturns {
            let coveredView = try following(.dismissWillPhase) { () throws(Interruption) in try requireView(presenterID, by: .uiKit) }
            try following(.dismissWillPhase) { () throws(Interruption) in try beginAppearance(presenterID, by: .uiKit, animated: animated) }
            try attach(coveredView, to: Self.window, caller: Self.window, below: presented.view)
            if profile >= .iOS6to12 { markForLayout(coveredView) }
        }
        try turnRunLoop()
        try finishAnimation(animated)
        try takeOffScreen(id)
        try following(.dismissDidPhase) { () throws(Interruption) in
            if presenterReturns { try endAppearance(presenterID, by: .uiKit, animated: animated) }
            try endDisappearance(id, by: .uiKit, animated: animated)
            try endPresentation(id)
        }
    }

    /// The presented view leaves the window.
    func takeOffScreen(_ id: ObjectID) throws(Interruption) {
        guard let view = controllers[id]?.view else { return }
        try detach(view, caller: Self.window)
        views[view]?.owners.release(Self.window)
    }

    /// The presenter lets go of what it presented, which is deallocated unless something else holds it.
    func endPresentation(_ id: ObjectID) throws(Interruption) {
        guard let presented = controllers[id], let presenterID = presented.presenter else { return }
        controllers[presenterID]?.presented = nil
        presented.presenter = nil
        presented.sheetDetents = nil
        try release(id, by: presenterID)
    }

    /// A storyboard segue: UIKit instantiates the destination, calls the source's
    /// prepareForSegue:sender:, then pushes or presents (seed 002: "2 Initwithcoder … 1
    /// Prepareforsegue … 2 Loadview"; vastdevblog 2012 prints prepareForSegue before B's viewDidLoad).
    /// A segue whose "Animates" box is cleared runs the same transition unanimated (Apple,
    /// UIStoryboardSegue: the segue performs the transition it names, animated or not).
    func performSegue(_ identifier: String, caller explicitCaller: ObjectID?) throws(Interruption) {
        guard let segue = segues[identifier] else { throw failure("no segue named '\(identifier)'") }
        let source = try controller(segue.source)
        guard isOnScreen(source.id) else {
            throw failure("cannot perform segue '\(identifier)': its source \(source.id) is not on screen")
        }
        let caller = explicitCaller ?? source.id
        if case .unwind(let action) = segue.kind {
            try unwind(segue, action: action, caller: caller)
            return
        }
        if controllers[segue.destination] != nil {
            throw failure("cannot perform segue '\(identifier)' again: it would make a second \(segue.destination); declare another view controller for another instance")
        }
        var navigation: ControllerModel?
        if case .push = segue.kind {
            guard let parent = source.parent, let model = controllers[parent], model.navigation != nil else {
                throw failure("cannot perform segue '\(identifier)': it pushes, but \(source.id) is not in a navigation controller")
            }
            navigation = model
        }
        var pushedFrom: ObjectID?
        var style = PresentationStyle.fullScreen
        try send(.performSegue, to: source.id, from: caller, [Argument("identifier", identifier), Argument("sender", source.id.rawValue)]) { () throws(Interruption) in
            try following(.segueOrder) { () throws(Interruption) in try create(segue.destination, by: source.id) }
            try send(.prepareForSegue, to: source.id, from: .uiKit, [Argument("segue", identifier), Argument("sender", source.id.rawValue)], rule: .segueOrder)
            switch segue.kind {
            case .push:
                pushedFrom = try requestPush(segue.destination, onto: navigation!, animated: segue.animated, caller: source.id, rule: .segueOrder)
            case .modal(let requested):
                style = try requestPresent(segue.destination, from: source.id, style: requested, animated: segue.animated, caller: source.id, rule: .segueOrder)
            case .unwind:
                break
            case .embed:
                throw failure("segue '\(identifier)' embeds \(segue.destination): UIKit performs it when \(source.id)'s view loads")
            }
        }
        if let pushedFrom, let navigation {
            try runPushTransition(from: pushedFrom, to: segue.destination, in: navigation, animated: segue.animated)
        } else {
            try runPresentTransition(segue.destination, style: style, animated: segue.animated)
        }
    }

    /// An unwind segue from a presented view controller back to its presenter: the source's
    /// prepareForSegue:sender:, the destination's unwind action, then the dismissal — "B:
    /// prepare(for:sender:) / A: unwindToFirst(_:) / B: viewWillDisappear(_:) / A: viewWillAppear(_:)
    /// … B: deinit" (Content/evidence/yagamo-modal-segue-unwind-ios12.log, iOS 12.2); with a page
    /// sheet on iOS 13 the same prepare-then-action order, and the presenter hears no appearance
    /// callback (yagamo-page-sheet-vs-full-screen-ios13.log: "NewDefaultVC.swift / Returned through
    /// unwind segue."). That UIKit sends
    /// dismissViewControllerAnimated:completion: to the destination is our reading of Apple's
    /// dismiss page ("the presenting view controller is responsible for dismissing"); the logs
    /// do not show it. canPerformUnwindSegueAction:fromViewController:sender: is not modelled: no
    /// log shows it.
    private func unwind(_ segue: SegueDeclaration, action: String, caller: ObjectID) throws(Interruption) {
        let source = try controller(segue.source)
        let destination = try controller(segue.destination)
        guard let presenter = source.presenter, presenter == outermost(destination.id) else {
            throw failure("cannot unwind '\(segue.identifier)': \(source.id) is not presented by \(destination.id) (Lifeline models the unwind segue that dismisses one presentation)")
        }
        try requireDismissable(source.id, doing: "unwind")
        let segueArgument = Argument("segue", segue.identifier)
        try send(.performSegue, to: source.id, from: caller, [Argument("identifier", segue.identifier), Argument("sender", source.id.rawValue)]) { () throws(Interruption) in
            try send(.prepareForSegue, to: source.id, from: .uiKit, [segueArgument, Argument("sender", source.id.rawValue)], rule: .unwindOrder)
            try sendAction(action, to: destination.id, from: .uiKit, [segueArgument], rule: .unwindOrder)
        }
        try send(.dismissViewController, to: presenter, from: .uiKit, [.animated(segue.animated), Argument("completion", "nil")], rule: .unwindAsksPresenter)
        try runDismissTransition(source.id, animated: segue.animated)
    }
}
