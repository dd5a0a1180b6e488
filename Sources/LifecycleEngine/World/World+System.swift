import LifecycleModel

extension World {
    /// The system runs low on memory and every view controller hears of it.
    ///
    /// Seed 002 ("View Unload Process"): didReceiveMemoryWarning, then — on iOS 5 — viewWillUnload,
    /// the view released, viewDidUnload, all inside UIKit's didReceiveMemoryWarning (Apple, iOS 5:
    /// "the default implementation … releases the view if it is not in a window"). From iOS 6 views
    /// are never unloaded (Apple: viewWillUnload/viewDidUnload "deprecated … never called").
    /// Across controllers Apple ("Responding to memory warnings") gives no order: UIKit "calls the
    /// didReceiveMemoryWarning() method of any active UIViewController". We take creation order,
    /// the order in which controllers would have begun observing the notification, and say on the
    /// memory page that it is our choice.
    func memoryWarning() throws(Interruption) {
        note(.remark, "the system is low on memory: UIKit sends a memory warning to every view controller")
        for id in creationOrder {
            guard let controller = controllers[id], !controller.isDeallocated else { continue }
            try send(.didReceiveMemoryWarning, to: id, from: .uiKit, rule: .memoryWarningEach) { () throws(Interruption) in
                guard profile == .iOS5, let view = controller.view, !isInWindow(view) else { return }
                try send(.viewWillUnload, to: id, from: id, rule: .memoryWarningUnloads)
                controller.view = nil
                views[view]?.controller = nil
                try following(.memoryWarningUnloads) { () throws(Interruption) in try release(view, by: id) }
                if case .transition(let from, let to, let via) = controller.appearance.handle(.viewUnloaded) {
                    try send(.viewDidUnload, to: id, from: id, rule: .memoryWarningUnloads)
                    recorder.transition(id, from: from, to: to, via: via)
                }
            }
        }
    }

    /// The user turns the device; the window changes size.
    ///
    /// iOS 8 and later (Apple, viewWillTransitionToSize:withTransitionCoordinator:): the root and
    /// presented view controllers hear it first and forward it to their children, nested inside
    /// their own call; then the views take the new size, which lays out the view controllers'
    /// views (observed, logichigh 2011: "rotating a device only calls layoutSubview on the parent
    /// view (the responding viewControllers primary view)"; seed 001 rule 5). iOS 5 (Apple,
    /// "Responding to View Rotation Events"): willRotateToInterfaceOrientation:duration:, the new
    /// bounds and their layout, willAnimateRotationToInterfaceOrientation:duration: inside the
    /// animation, didRotateFromInterfaceOrientation: after it.
    func rotate(to orientation: Orientation) throws(Interruption) {
        guard isLaunched else { throw failure("cannot rotate before the app has launched") }
        guard orientation != self.orientation else { throw failure("the device is already in \(orientation.rawValue)") }
        if let resizedWindow {
            throw failure("cannot rotate while the iPad's window is resized to \(resizedWindow): Lifeline does not model where a resized window goes when the iPad turns")
        }
        try requireOneScene(toDo: "rotating")
        note(.user, "the user turns the device to \(orientation.rawValue)")
        let tops = rotationTargets()
        let interfaceOrientation = Argument("orientation", orientation == .portrait ? "UIInterfaceOrientationPortrait" : "UIInterfaceOrientationLandscapeRight")
        let oldOrientation = Argument("fromInterfaceOrientation", orientation == .portrait ? "UIInterfaceOrientationLandscapeRight" : "UIInterfaceOrientationPortrait")
        self.orientation = orientation
        if profile == .iOS5 {
            for id in tops { try forward(.willRotateToInterfaceOrientation, to: id, from: .uiKit, [interfaceOrientation, Argument("duration", "0.4")], rule: .rotationIOS5) }
            resizeVisibleRootViews()
            try turnRunLoop()
            for id in tops { try forward(.willAnimateRotationToInterfaceOrientation, to: id, from: .uiKit, [interfaceOrientation, Argument("duration", "0.4")], rule: .rotationIOS5) }
            try finishAnimation(true)
            for id in tops { try forward(.didRotateFromInterfaceOrientation, to: id, from: .uiKit, [oldOrientation], rule: .rotationIOS5) }
        } else {
            // Apple, willTransitionToTraitCollection:withTransitionCoordinator: and
            // viewWillTransitionToSize:withTransitionCoordinator: (UIContentContainer): both come
            // before the change and are forwarded to children. Trait before size: Matt Neuburg's
            // notes (Programming-iOS-Book-Examples, bk2ch06p258launchIntoRotationEvents, iOS 8:
            // "will transition to portrait / will transition to landscape view size / trait
            // collection did change"); the new traits arrive in the next layout pass
            // (World+Environment.swift). Every iPhone of the profiles is regular height in portrait
            // and compact height in landscape, so every rotation changes traits. Whether all
            // controllers hear of the traits before any hears of the size is our choice.
            for id in tops { try forward(.willTransitionToTraitCollection, to: id, from: .uiKit, [.newTraits(currentTraits), .coordinator], rule: .rotationTransitions) }
            for id in tops { try forward(.viewWillTransitionToSize, to: id, from: .uiKit, [Argument("size", screenSize.description), Argument("coordinator", "UITransitionCoordinator")], rule: .rotationTransitions) }
            resizeVisibleRootViews()
            try turnRunLoop()
            try finishAnimation(true)
        }
    }

    /// Sends a rotation callback and lets the receiver forward it to the children it shows,
    /// nested inside its own call (Apple, viewWillTransitionToSize:withTransitionCoordinator::
    /// "View controllers forward the size change message to their views and child view
    /// controllers"). A container's shown child hears it even while a full-screen presentation
    /// covers it, as its container does; a controller a push has covered is not a shown child and
    /// hears nothing now: it catches up on the traits when it comes back (level49.com's iOS 11
    /// chain, Content/evidence/level49-rotate-then-return-ios11.log; World+Environment.swift).
    func forward(_ method: Callback, to id: ObjectID, from caller: ObjectID, _ arguments: [Argument], rule: Rule) throws(Interruption) {
        guard let controller = controllers[id] else { return }
        if method == .willTransitionToTraitCollection { controller.announcedTraits = currentTraits }
        try notify(method, to: id, from: caller, arguments, rule: rule) { () throws(Interruption) in
            for child in controller.visibleChildren where controllers[child]?.view != nil {
                try forward(method, to: child, from: id, arguments, rule: rule)
            }
        }
    }

    /// The window's root view controller and the view controllers presented over it.
    func rotationTargets() -> [ObjectID] {
        guard var current = controllers.values.first(where: { $0.owners.contains(Self.window) })?.id else { return [] }
        var targets = [current]
        while let presented = controllers[current]?.presented {
            targets.append(presented)
            current = presented
        }
        return targets
    }

    /// Every view controller's view on screen takes the screen's new size (autoresizing).
    func resizeVisibleRootViews() {
        for id in subtree(of: Self.window) {
            guard let view = views[id], view.controller != nil || id == Self.window else { continue }
            view.frame = screenBounds
            view.flags.handle(.setNeedsLayout, bounds: view.bounds)
            updateState(of: view, via: .setFrame)
        }
    }
}
