import LifecycleModel

extension World {
    /// `[child beginAppearanceTransition:isAppearing animated:]`: UIKit sends the child its
    /// viewWillAppear: or viewWillDisappear: inside the call (Apple, beginAppearanceTransition:animated::
    /// "use this method to tell the child that its views are about to appear or disappear. Do not
    /// invoke viewWillAppear:… directly").
    func beginAppearanceTransition(_ id: ObjectID, appearing: Bool, animated: Bool, caller: ObjectID) throws(Interruption) {
        try create(id, by: caller)
        try controller(id).appearanceTransitionAnimated = animated
        try send(.beginAppearanceTransition, to: id, from: caller, [Argument("isAppearing", appearing ? "YES" : "NO"), .animated(animated)]) { () throws(Interruption) in
            try following(.manualAppearanceBegins) { () throws(Interruption) in
                if appearing {
                    try beginAppearance(id, by: id, animated: animated)
                } else {
                    try beginDisappearance(id, by: id, animated: animated)
                }
            }
        }
    }

    /// `[child endAppearanceTransition]`: viewDidAppear: or viewDidDisappear:, whichever the begun
    /// transition calls for (Apple, endAppearanceTransition).
    func endAppearanceTransition(_ id: ObjectID, caller: ObjectID) throws(Interruption) {
        let child = try controller(id)
        let state = child.appearance.state
        guard state == .appearing || state == .disappearing else {
            throw failure("cannot end \(id)'s appearance transition: none has begun (it is \(state.rawValue)); call beginAppearanceTransition first")
        }
        try send(.endAppearanceTransition, to: id, from: caller) { () throws(Interruption) in
            let animated = child.appearanceTransitionAnimated
            try following(.manualAppearanceBegins) { () throws(Interruption) in
                if state == .appearing {
                    try endAppearance(id, by: id, animated: animated)
                } else {
                    try endDisappearance(id, by: id, animated: animated)
                }
            }
        }
    }

    /// `[parent transitionFromViewController:from toViewController:to duration:… completion:]`
    /// between two children of one custom container.
    ///
    /// Apple, transitionFromViewController:…: both must be children of the receiver; it "adds the
    /// second view controller's view to the view hierarchy", runs the animations, and "after the
    /// animation completes, it removes the first view controller's view". The order, observed in
    /// Content/evidence/tangqiao-ios5-container-children-transition.log (iOS 5): the incoming
    /// child's viewDidLoad, the outgoing one's viewWillDisappear:, the incoming one's
    /// viewWillAppear:, then viewDidAppear: before the outgoing one's viewDidDisappear:. A
    /// container that forwards appearance by hand (shouldAutomaticallyForwardAppearanceMethods NO)
    /// gets no appearance callbacks for its children here: our reading of Apple's "you are
    /// responsible for" forwarding them.
    func transitionChildren(from: ObjectID, to: ObjectID, animated: Bool, caller explicitCaller: ObjectID?) throws(Interruption) {
        let outgoing = try controller(from)
        guard let parentID = outgoing.parent, let parent = controllers[parentID], parent.children.contains(from) else {
            throw failure("cannot transition from \(from): it is not the child of a custom container (add it with 'add child')")
        }
        let incoming = try controller(to)
        guard incoming.parent == parentID, parent.children.contains(to) else {
            throw failure("cannot transition to \(to): it is not a child of \(parentID), and both view controllers must be children of the same parent")
        }
        guard let fromView = outgoing.view, let superview = views[fromView]?.superview else {
            throw failure("cannot transition from \(from): its view is in no superview, so there is nowhere to put \(to)'s view")
        }
        let caller = explicitCaller ?? parentID
        let visible = parent.forwardsAppearance && outgoing.appearance.state == .appeared
        try send(.transitionFromViewController, to: parentID, from: caller, [
            Argument("fromViewController", from.rawValue), Argument("toViewController", to.rawValue),
            Argument("duration", animated ? "0.3" : "0"),
        ]) { () throws(Interruption) in
            let toView = try following(.transitionBetweenChildren) { () throws(Interruption) in try requireView(to, by: parentID) }
            if visible {
                try following(.transitionBetweenChildren) { () throws(Interruption) in
                    try beginDisappearance(from, by: parentID, animated: animated)
                    try beginAppearance(to, by: parentID, animated: animated)
                }
            }
            try attach(toView, to: superview, caller: superview)
        }
        try finishAnimation(animated)
        try detach(fromView, caller: superview)
        views[fromView]?.owners.release(superview)
        if visible {
            try following(.transitionBetweenChildren) { () throws(Interruption) in
                try endAppearance(to, by: parentID, animated: animated)
                try endDisappearance(from, by: parentID, animated: animated)
            }
        }
    }

    /// The children whose appearance follows a controller's: a container's shown child, or the
    /// custom children whose views are inside its view — none when it forwards appearance by hand
    /// (Apple, shouldAutomaticallyForwardAppearanceMethods: "If you override this method and
    /// return NO, you are responsible for forwarding the following methods to child view controllers
    /// at the appropriate times").
    func appearanceChildren(of controller: ControllerModel) -> [ObjectID] {
        guard controller.forwardsAppearance else { return [] }
        guard !controller.isContainer else { return controller.visibleChildren }
        guard let parentView = controller.view else { return [] }
        return controller.children.filter { child in
            guard let childView = controllers[child]?.view else { return false }
            return isView(childView, inside: parentView)
        }
    }

    private func isView(_ id: ObjectID, inside ancestor: ObjectID) -> Bool {
        var current = views[id]?.superview
        while let view = current {
            if view == ancestor { return true }
            current = views[view]?.superview
        }
        return false
    }
}
