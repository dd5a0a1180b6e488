import LifecycleModel

extension World {
    /// viewWillAppear: (loading the view first), then the same for the children it shows.
    ///
    /// Apple, viewWillAppear: — called before the view is added to a view hierarchy (an observed
    /// log, juejin.cn/post/7249297734867566647, prints viewWillAppear: before the subview's
    /// willMoveToWindow:). Containers forward appearance to the children they show, after their
    /// own callback (Apple, shouldAutomaticallyForwardAppearanceMethods; observed order of a
    /// child added in viewDidLoad, stackoverflow.com/questions/48653763).
    func beginAppearance(_ id: ObjectID, by caller: ObjectID, animated: Bool, includingChildren: Bool = true) throws(Interruption) {
        let controller = try self.controller(id)
        try catchUpOnTraits(controller, by: caller)
        try loadViewToShow(id, by: caller)
        try fitSplitColumns(controller)
        try apply(.beginAppearing, to: controller, by: caller, animated: animated)
        // Apple, viewIsAppearing(_:): back-deployed to iOS 13, sent after the view joined the
        // hierarchy and its superview laid it out, in the same transaction as viewWillAppear:.
        if Callback.viewIsAppearing.exists(in: profile) { controller.pendingIsAppearing = (caller, animated) }
        if includingChildren { try beginChildrenAppearance(of: controller, animated: animated) }
        try announceFittedCollapse(controller)
    }

    /// viewWillAppear: for the children a container shows, each installed in its view.
    func beginChildrenAppearance(of controller: ControllerModel, animated: Bool, rule: Rule = .forwardAppearance) throws(Interruption) {
        let id = controller.id
        for child in appearanceChildren(of: controller) {
            let state = controllers[child]?.appearance.state
            guard state != .appearing, state != .appeared else { continue }
            try following(rule) { () throws(Interruption) in try beginAppearance(child, by: id, animated: animated) }
            // A navigation controller's first appearance shows its top to the delegate
            // (Content/evidence/vastdevblog-segue-push-back-2012.log: "A viewWillAppear",
            // "willShowViewController A"); a reappearance (after a modal) shows nothing new.
            if controller.navigation != nil, controller.announcedTop != child {
                try announceWillShow(child, in: controller, animated: animated)
            }
            if controller.isContainer { try installChildView(child, in: controller) }
            if controller.pages != nil { try showFirstPage(child, in: controller, animated: animated) }
        }
    }

    /// viewDidAppear: (after a pending viewIsAppearing:), then the same for its children.
    func endAppearance(_ id: ObjectID, by caller: ObjectID, animated: Bool) throws(Interruption) {
        let controller = try self.controller(id)
        try sendPendingIsAppearing(controller)
        try apply(.endAppearing, to: controller, by: caller, animated: animated)
        for child in appearanceChildren(of: controller) where controllers[child]?.appearance.state == .appearing {
            try following(.forwardAppearance) { () throws(Interruption) in try endAppearance(child, by: id, animated: animated) }
        }
        if let shown = controller.pendingDidShow, controller.navigation?.top == shown {
            try announceDidShow(shown, in: controller, animated: animated)
        }
    }

    /// viewWillDisappear:, then the same for its children.
    func beginDisappearance(_ id: ObjectID, by caller: ObjectID, animated: Bool) throws(Interruption) {
        let controller = try self.controller(id)
        controller.pendingIsAppearing = nil
        try apply(.beginDisappearing, to: controller, by: caller, animated: animated)
        for child in appearanceChildren(of: controller) {
            let state = controllers[child]?.appearance.state
            if state == .appeared || state == .appearing {
                try following(.forwardAppearance) { () throws(Interruption) in try beginDisappearance(child, by: id, animated: animated) }
            }
        }
    }

    /// viewDidDisappear:, then the same for its children.
    func endDisappearance(_ id: ObjectID, by caller: ObjectID, animated: Bool) throws(Interruption) {
        let controller = try self.controller(id)
        try apply(.endDisappearing, to: controller, by: caller, animated: animated)
        for child in appearanceChildren(of: controller) where controllers[child]?.appearance.state == .disappearing {
            try following(.forwardAppearance) { () throws(Interruption) in try endDisappearance(child, by: id, animated: animated) }
        }
    }

    /// viewIsAppearing:, if viewWillAppear: left one to send and no layout pass has sent it yet.
    func sendPendingIsAppearing(_ controller: ControllerModel) throws(Interruption) {
        guard let (caller, animated) = controller.pendingIsAppearing else { return }
        controller.pendingIsAppearing = nil
        try send(.viewIsAppearing, to: controller.id, from: caller, [.animated(animated)], rule: .isAppearing)
    }

    private func apply(
        _ input: AppearanceMachine.Input, to controller: ControllerModel, by caller: ObjectID, animated: Bool
    ) throws(Interruption) {
        switch controller.appearance.handle(input) {
        case .rejected(let reason):
            throw failure("\(controller.id): \(reason)")
        case .transition(let from, let to, let via):
            try send(via, to: controller.id, from: caller, [.animated(animated)])
            recorder.transition(controller.id, from: from, to: to, via: via)
        }
    }

    /// A container puts the child it shows into its own view (a navigation controller's top, the
    /// selected tab), after the child's viewWillAppear: (see beginAppearance).
    func installChildView(_ child: ObjectID, in container: ControllerModel) throws(Interruption) {
        guard let childView = try self.controller(child).view, let containerView = container.view else { return }
        if views[childView]?.superview != containerView {
            try attach(childView, to: containerView, caller: containerView)
        }
    }

    /// The view controller whose view the window shows directly, on top: the root, or the topmost
    /// full-screen presentation (a page sheet leaves the one below it on screen).
    func presentationContext() -> ObjectID? {
        guard var context = controllers.values.first(where: { $0.owners.contains(Self.window) })?.id else { return nil }
        while let presented = controllers[context]?.presented { context = presented }
        return context
    }

    /// The top of `id`'s parent chain: the controller whose view sits in the window.
    func outermost(_ id: ObjectID) -> ObjectID {
        var current = id
        while let parent = controllers[current]?.parent { current = parent }
        return current
    }
}
