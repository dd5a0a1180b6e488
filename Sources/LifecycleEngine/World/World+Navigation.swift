import LifecycleModel

extension World {
    /// `[nav pushViewController:B animated:]`, then the transition.
    func push(_ id: ObjectID, onto navigationID: ObjectID, animated: Bool, caller explicitCaller: ObjectID?) throws(Interruption) {
        let navigation = try navigationController(navigationID)
        let caller = explicitCaller ?? navigation.navigation!.top
        try following(.appCode) { () throws(Interruption) in try create(id, by: caller) }
        let from = try requestPush(id, onto: navigation, animated: animated, caller: caller, rule: .appCode)
        try runPushTransition(from: from, to: id, in: navigation, animated: animated)
    }

    /// The push call itself: the stack changes at once (Apple, viewControllers).
    func requestPush(_ id: ObjectID, onto navigation: ControllerModel, animated: Bool, caller: ObjectID, rule: Rule) throws(Interruption) -> ObjectID {
        if let parent = try controller(id).parent, parent != navigation.id {
            throw failure("cannot push \(id): it already belongs to \(parent); a view controller has one parent at a time")
        }
        var change: NavigationStack.Change?
        try send(.pushViewController, to: navigation.id, from: caller, [Argument("viewController", id.rawValue), .animated(animated)], rule: rule) { () throws(Interruption) in
            switch navigation.navigation!.push(id) {
            case .failure(let violation): throw failure(violation.message)
            case .success(let result): change = result
            }
            try adopt(id, by: navigation.id, settled: false)
        }
        return change!.from
    }

    /// Push order, observed (vastdevblog.vast.com, 2012; wangling.me, 2014; readke.com/c/0Z41505102021,
    /// a numbered log): B's view loads, A viewWillDisappear:, B viewWillAppear:, B's layout,
    /// A viewDidDisappear:, B viewDidAppear: — A's did comes before B's (unlike a modal, seed 002).
    /// B's didMoveToParentViewController: ends it, after viewDidAppear: (Content/evidence/
    /// neuburg-push-pop-parent-callbacks-ios6.log, Programming iOS 6: "willMoveToParentViewController:,
    /// viewWillAppear:, …, viewDidAppear:, didMoveToParentViewController:").
    func runPushTransition(from: ObjectID, to: ObjectID, in navigation: ControllerModel, animated: Bool) throws(Interruption) {
        guard isOnScreen(navigation.id) else {
            note(.remark, "\(navigation.id) is not on screen: the stack changes, nothing appears or disappears", objects: [navigation.id])
            try settle(to, in: navigation.id, rule: .pushOffScreen)
            return
        }
        let nav = navigation.id
        try following(.pushIncomingLoadsFirst) { () throws(Interruption) in try requireView(to, by: nav) }
        try following(.pushWillPhase) { () throws(Interruption) in
            try beginDisappearance(from, by: nav, animated: animated)
            try beginAppearance(to, by: nav, animated: animated)
        }
        try announceWillShow(to, in: navigation, animated: animated)
        try confirmViewLoaded(to, by: nav)
        try installChildView(to, in: navigation)
        try turnRunLoop()
        try finishAnimation(animated)
        try removeChildView(from, in: navigation)
        try following(.pushDidPhase) { () throws(Interruption) in
            try endDisappearance(from, by: nav, animated: animated)
            try endAppearance(to, by: nav, animated: animated)
        }
        try announceDidShow(to, in: navigation, animated: animated)
        try settle(to, in: nav, rule: .pushDidMove)
    }

    /// `[nav popViewControllerAnimated:]` and the transition, which mirrors the push's (readke.com:
    /// B viewWillDisappear:, A viewWillAppear:, B viewDidDisappear:, A viewDidAppear:, B dealloc).
    func pop(_ navigationID: ObjectID, animated: Bool, caller explicitCaller: ObjectID?) throws(Interruption) {
        let navigation = try navigationController(navigationID)
        let caller = explicitCaller ?? navigation.navigation!.top
        var change: NavigationStack.Change?
        let index = try send(.popViewController, to: navigationID, from: caller, [.animated(animated)], rule: .appCode) { () throws(Interruption) in
            change = try applyStack(in: navigation) { $0.pop() }
            try disown(change!.from, by: navigationID, rule: .popStackChanges)
        }
        recorder.setResult(change!.from.rawValue, at: index)
        try runPopTransition(change!, in: navigation, animated: animated)
    }

    /// `[nav popToRootViewControllerAnimated:]`: only the top and the root take part; the view
    /// controllers in between leave without appearing (Apple, popToRootViewControllerAnimated:).
    func popToRoot(_ navigationID: ObjectID, animated: Bool, caller explicitCaller: ObjectID?) throws(Interruption) {
        let navigation = try navigationController(navigationID)
        let caller = explicitCaller ?? navigation.navigation!.top
        var change: NavigationStack.Change?
        let index = try send(.popToRootViewController, to: navigationID, from: caller, [.animated(animated)], rule: .appCode) { () throws(Interruption) in
            change = try applyStack(in: navigation) { $0.popToRoot() }
            for removed in change!.removed { try disown(removed, by: navigationID, rule: .popStackChanges) }
        }
        recorder.setResult(change!.removed.map(\.rawValue).joined(separator: ", "), at: index)
        try runPopTransition(change!, in: navigation, animated: animated)
    }

    private func runPopTransition(_ change: NavigationStack.Change, in navigation: ControllerModel, animated: Bool) throws(Interruption) {
        let nav = navigation.id
        // The view controllers between the top and the new top take no part in the transition.
        let passedOver = change.removed.filter { $0 != change.from }
        if isOnScreen(nav) {
            // The incoming view loads before any appearance callback, as in a push; after an iOS 5
            // memory warning this is where the unloaded view comes back (seed 000: "再次加载视图时
            // 显然会从步骤3开始").
            try following(.popIncomingLoadsFirst) { () throws(Interruption) in try requireView(change.to, by: nav) }
            try following(.popWillPhase) { () throws(Interruption) in
                try beginDisappearance(change.from, by: nav, animated: animated)
                try beginAppearance(change.to, by: nav, animated: animated)
            }
            try announceWillShow(change.to, in: navigation, animated: animated)
            try confirmViewLoaded(change.to, by: nav)
            try installChildView(change.to, in: navigation)
            try turnRunLoop()
            // Pop to root: a view controller passed over is deallocated before the top has
            // disappeared — "viewWillAppear(FirstVC)—> dealloc (SecondVC)—> ViewDidDisappear(ThirdVC)"
            // (Content/evidence/kaopuke-nav-pop-to-root-dealloc.log). The stack let go of it at once;
            // its last reference was autoreleased, and the pool drains as this turn of the run loop
            // ends, while the top stays held by the running transition.
            try following(.popToRootPassedOver) { () throws(Interruption) in try releasePopped(passedOver, from: navigation) }
            try finishAnimation(animated)
            try removeChildView(change.from, in: navigation)
            try following(.popDidPhase) { () throws(Interruption) in
                try endDisappearance(change.from, by: nav, animated: animated)
                try endAppearance(change.to, by: nav, animated: animated)
            }
            try announceDidShow(change.to, in: navigation, animated: animated)
            try following(.popReleases) { () throws(Interruption) in try releasePopped([change.from], from: navigation) }
        } else {
            try following(.popOffScreen) { () throws(Interruption) in try releasePopped(change.removed, from: navigation) }
        }
    }

    /// The interactive pop: the user's edge swipe starts a pop, then finishes or gives up.
    ///
    /// Observed (wangling.me, 2014): a finished swipe is ordered like a pop; a cancelled one is
    /// "Current viewWillDisappear, New viewWillAppear, New viewWillDisappear, New viewDidDisappear,
    /// Current viewWillAppear, Current viewDidAppear" — both turn around mid-transition (Apple's
    /// appearing ↔ disappearing transitions).
    func swipeBack(_ navigationID: ObjectID, finishes: Bool) throws(Interruption) {
        let navigation = try navigationController(navigationID)
        guard isOnScreen(navigationID) else { throw failure("cannot swipe back on \(navigationID): it is not on screen") }
        note(.user, "the user swipes from the left edge of the screen", objects: [navigationID])
        var change: NavigationStack.Change?
        // The edge-pan gesture belongs to the navigation controller, which pops itself.
        let index = try send(.popViewController, to: navigationID, from: navigationID, [.animated(true)], rule: .swipeStarts) { () throws(Interruption) in
            change = try applyStack(in: navigation) { $0.pop() }
            try disown(change!.from, by: navigationID, rule: .popStackChanges)
        }
        recorder.setResult(change!.from.rawValue, at: index)
        let (current, incoming) = (change!.from, change!.to)
        try following(.swipeStarts) { () throws(Interruption) in
            try requireView(incoming, by: navigationID)
            try beginDisappearance(current, by: navigationID, animated: true)
            try beginAppearance(incoming, by: navigationID, animated: true)
        }
        try announceWillShow(incoming, in: navigation, animated: true)
        try confirmViewLoaded(incoming, by: navigationID)
        try installChildView(incoming, in: navigation)
        try turnRunLoop()
        if finishes {
            note(.user, "the user lifts the finger past the middle: the pop completes", objects: [navigationID])
            try removeChildView(current, in: navigation)
            try following(.swipeCompletes) { () throws(Interruption) in
                try endDisappearance(current, by: navigationID, animated: true)
                try endAppearance(incoming, by: navigationID, animated: true)
            }
            try announceDidShow(incoming, in: navigation, animated: true)
            try following(.swipeCompletes) { () throws(Interruption) in try releasePopped(change!.removed, from: navigation) }
        } else {
            note(.user, "the user lifts the finger early: the pop is cancelled", objects: [navigationID])
            navigation.navigation!.restore(change!)
            try following(.swipeCancels) { () throws(Interruption) in try beginDisappearance(incoming, by: navigationID, animated: true) }
            try removeChildView(incoming, in: navigation)
            try following(.swipeCancels) { () throws(Interruption) in
                try endDisappearance(incoming, by: navigationID, animated: true)
                try beginAppearance(current, by: navigationID, animated: true)
                try endAppearance(current, by: navigationID, animated: true)
            }
            // The delegate heard willShow… for the incoming controller and hears no didShow…:
            // our guess (no log shows a delegate during a cancelled swipe).
            navigation.pendingDidShow = nil
            navigation.announcedTop = current
            // The top stays: it was told it would leave (willMoveToParentViewController:nil), and
            // is now told it stays. Our reading of Apple's contract (a willMove is always followed
            // by a didMove); no log shows it.
            try settle(current, in: navigationID, rule: .swipeCancelledStays)
        }
    }

    private func applyStack(
        in navigation: ControllerModel, _ change: (inout NavigationStack) -> Result<NavigationStack.Change, RuleViolation>
    ) throws(Interruption) -> NavigationStack.Change {
        switch change(&navigation.navigation!) {
        case .failure(let violation): throw failure(violation.message)
        case .success(let result): return result
        }
    }

    /// The popped view controllers leave the navigation controller: removeFromParentViewController
    /// (didMoveToParentViewController:nil, after viewDidDisappear: — Content/evidence/
    /// neuburg-push-pop-parent-callbacks-ios6.log), then the last reference goes (readke.com: "B
    /// dealloc" after A viewDidAppear:). That the new top's viewDidAppear: comes before the popped
    /// one's didMoveToParentViewController:nil is our choice: no log shows both.
    private func releasePopped(_ removed: [ObjectID], from navigation: ControllerModel) throws(Interruption) {
        for id in removed { try abandon(id, by: navigation.id) }
    }

    func removeChildView(_ child: ObjectID, in container: ControllerModel) throws(Interruption) {
        guard let childView = controllers[child]?.view, let superview = views[childView]?.superview else { return }
        try detach(childView, caller: container.view ?? superview)
        views[childView]?.owners.release(superview)
    }

    /// An animated transition ends on a later turn of the run loop; its did-callbacks wait for it.
    func finishAnimation(_ animated: Bool) throws(Interruption) {
        if animated { note(.runLoop, "later run loop turns: the animation runs and completes") }
    }

    private func navigationController(_ id: ObjectID) throws(Interruption) -> ControllerModel {
        try create(id, by: Self.app)
        let model = try controller(id)
        guard model.navigation != nil else { throw failure("\(id) is not a navigation controller") }
        return model
    }

    /// Whether a view controller's view is in the window.
    func isOnScreen(_ id: ObjectID) -> Bool {
        guard let view = controllers[id]?.view else { return false }
        return isInWindow(view)
    }
}
