import LifecycleModel

extension World {
    /// The user resizes an iPad app's window — Split View, Slide Over, or a Stage Manager window
    /// dragged by its corner — without turning the device.
    ///
    /// The callbacks are a rotation's (World+System.swift), because UIKit tells view controllers of
    /// a change of size, not of its cause: Apple, viewWillTransition(to:with:): "UIKit calls this
    /// method before changing the size of a presented view controller's view", and view controllers
    /// "forward the size change message to their views and child view controllers"; Apple,
    /// willTransition(to:with:): UIKit calls it "before changing the current object's traits and
    /// before calling the traitCollectionDidChange(_:) method of any affected views and view
    /// controllers" — so only when the horizontal size class flips (WindowSizeClass). Unlike a
    /// rotation the vertical size class stays regular, so the traits change only at the width's
    /// threshold; the new size and traits arrive in the next layout pass, as in a rotation.
    func resizeWindow(to size: Size) throws(Interruption) {
        guard isLaunched else { throw failure("cannot resize the window before the app has launched") }
        guard device == .iPad else {
            throw failure("cannot resize the window: an iPhone app's window always fills the screen; write 'device: iPad' in the header")
        }
        guard size != screenSize else { throw failure("the window is already \(size)") }
        try requireOneScene(toDo: "resizing the window")
        let before = currentTraits
        note(.user, "the user resizes the app's window to \(size) (Split View or Stage Manager)")
        resizedWindow = size
        let after = currentTraits
        if let flipped = after.horizontalSizeClass, flipped != before.horizontalSizeClass {
            note(.remark, "the window's width crosses \(WindowSizeClass.regularFromWidth) points: its horizontal size class becomes \(flipped.rawValue)")
        }
        let tops = rotationTargets()
        if after != before {
            for id in tops { try forward(.willTransitionToTraitCollection, to: id, from: .uiKit, [.newTraits(after), .coordinator], rule: .windowResized) }
        }
        for id in tops { try forward(.viewWillTransitionToSize, to: id, from: .uiKit, [Argument("size", size.description), Argument("coordinator", "UITransitionCoordinator")], rule: .windowResized) }
        // A split view controller collapses or expands with the change of width (Apple,
        // UISplitViewController.isCollapsed).
        if after.horizontalSizeClass != before.horizontalSizeClass { try refitSplitColumns() }
        resizeVisibleRootViews()
        try turnRunLoop()
        try finishAnimation(true)
    }
}
