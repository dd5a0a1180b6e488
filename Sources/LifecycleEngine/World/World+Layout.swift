import LifecycleModel

extension World {
    /// One turn of the main run loop: Core Animation's commit lays out, then draws.
    ///
    /// Seed 001: "setNeedsLayout … 在系统runloop的下一个周期自动调用layoutSubviews", and
    /// "layoutSubviews方法调用先于drawRect". The layout pass walks the window's views parent first
    /// (a layer lays out its sublayers before they lay out theirs), so a superview sets a child's
    /// frame before the child lays out.
    func turnRunLoop(layingOutBy rule: Rule = .runLoopLayoutPass, traitsBy traitsRule: Rule = .traitsBeforeLayout) throws(Interruption) {
        note(.runLoop, "run loop turn: layout pass")
        try updateEnvironments(traitsBy: traitsRule)
        try updatePropertiesPass()
        for window in windows { try updateConstraints(in: window) }
        for window in windows { try layOutSubtree(of: window, caller: .uiKit, includingOffscreen: false, rule: rule) }
        try displayPass()
        clearTrackingMarks()
    }

    /// Auto Layout's constraint pass, before the layout pass and from the leaves up: each view
    /// with constraints of its own gets updateConstraints, and a view controller declared `with
    /// constraints` gets updateViewConstraints as its root view's turn comes (Apple,
    /// updateConstraints and updateViewConstraints; Content/evidence/wnstkdyu-push-vc-and-view-lifecycle-2018.log:
    /// "View — updateConstraints() / VC — updateViewConstraints() / VC — viewWillLayoutSubviews()";
    /// neuburg-push-pop-parent-callbacks-ios6.log: "viewWillAppear: / updateViewConstraints /
    /// viewWillLayoutSubviews"). It runs once for each, on its first appearance; later changes of
    /// constraints (setNeedsUpdateConstraints) are not modelled.
    private func updateConstraints(in id: ObjectID) throws(Interruption) {
        guard let view = views[id], !view.isDeallocated else { return }
        for subview in view.subviews { try updateConstraints(in: subview) }
        if view.traits.usesConstraints, !view.constraintsUpdated {
            view.constraintsUpdated = true
            try send(.updateConstraints, to: id, from: .uiKit, rule: view.trackingMarks[.constraints] ?? .constraintPass)
        }
        if let owner = view.controller, let controller = controllers[owner], controller.usesConstraints, !controller.constraintsUpdated {
            controller.constraintsUpdated = true
            try send(.updateViewConstraints, to: owner, from: id, rule: view.trackingMarks[.constraints] ?? .constraintPass)
        }
    }

    /// At launch, a window whose view controllers lay out with Auto Layout gets a second layout
    /// pass before viewDidAppear:. Observed with constraints (Content/evidence/ldnotes-storyboard-launch-two-layout-passes.log,
    /// seekingstar-launch-two-layout-passes.log, yagamo-modal-segue-unwind-ios12.log, iOS 12.2,
    /// readke-nav-push-pop-numbered.log, nyshiyama-nav-launch-push-pop-layout-2021.log), not
    /// without (prashuk-app-delegate-launch-push-pop-background-2020.log: a storyboard with
    /// autoresizing masks only); yagamo's author: the second call goes away without explicit Auto
    /// Layout constraints. Why UIKit lays out twice is not documented; Lifeline models only what
    /// the logs show, once, at launch.
    func secondLayoutPassAtLaunch(in window: ObjectID) throws(Interruption) {
        let constrained = subtree(of: window).compactMap { views[$0] }.compactMap { view in
            view.controller.flatMap { controllers[$0] }.flatMap { $0.usesConstraints ? view.id : nil }
        }
        guard !constrained.isEmpty else { return }
        note(.runLoop, "layout pass again: Auto Layout's views are laid out a second time before they appear")
        for id in constrained { try layOutAgain(id, rule: .secondPassAtLaunch) }
    }

    /// Marks a view for layout and lays its subtree out now, within the running turn's layout pass.
    func layOutAgain(_ id: ObjectID, rule: Rule) throws(Interruption) {
        guard let view = views[id], !view.isDeallocated else { return }
        view.flags.handle(.setNeedsLayout, bounds: view.bounds)
        try layOutSubtree(of: id, caller: .uiKit, includingOffscreen: false, rule: rule)
    }

    /// Marks a view for the next layout pass, as UIKit does when it changes what surrounds it.
    func markForLayout(_ id: ObjectID) {
        guard let view = views[id], !view.isDeallocated else { return }
        view.flags.handle(.setNeedsLayout, bounds: view.bounds)
    }

    /// Lays out every marked view of a subtree, parent first; sends pending viewIsAppearing: on
    /// the way (Apple: after the superview laid the view controller's view out).
    private func layOutSubtree(of id: ObjectID, caller: ObjectID, includingOffscreen: Bool, rule: Rule) throws(Interruption) {
        guard let view = views[id], !view.isDeallocated else { return }
        if let owner = view.controller, let controller = controllers[owner], !includingOffscreen {
            try sendPendingIsAppearing(controller)
        }
        if view.flags.needsLayout { try layOut(view, caller: caller, rule: rule) }
        for subview in view.subviews { try layOutSubtree(of: subview, caller: caller, includingOffscreen: includingOffscreen, rule: rule) }
    }

    /// One view's layout, as UIView's CALayerDelegate method runs it.
    ///
    /// Apple, viewWillLayoutSubviews / viewDidLayoutSubviews: they bracket the layout of a view
    /// controller's root view; -[UIView layoutSublayersOfLayer:] calls them around layoutSubviews.
    private func layOut(_ view: ViewModel, caller: ObjectID, rule: Rule) throws(Interruption) {
        view.flags.handle(.laidOut, bounds: view.bounds)
        let recorded = view.isWatched || view.controller != nil
        guard recorded else { return }
        try send(.layoutSublayersOfLayer, to: view.id, from: caller, [Argument("layer", "\(view.id).layer")], rule: view.trackingMarks[.layout] ?? rule) { () throws(Interruption) in
            if let owner = view.controller { try send(.viewWillLayoutSubviews, to: owner, from: view.id, rule: .layerLayoutNesting) }
            try send(.layoutSubviews, to: view.id, from: view.id, rule: .layerLayoutNesting)
            if let owner = view.controller { try send(.viewDidLayoutSubviews, to: owner, from: view.id, rule: .layerLayoutNesting) }
        }
        updateState(of: view, via: .layoutSubviews)
    }

    /// The display pass: drawRect: for each marked view in a window whose class draws (Apple,
    /// drawRect: — only views that override it get it; seed 001: "setNeedsDisplay … 异步调用drawRect").
    private func displayPass() throws(Interruption) {
        let marked = windowSubtrees.compactMap { views[$0] }.filter { $0.flags.needsDisplay }
        let drawing = marked.filter(\.traits.draws)
        if !drawing.isEmpty { note(.runLoop, "run loop turn: display pass") }
        for view in marked {
            let rect = view.flags.dirtyRect ?? view.bounds
            view.flags.handle(.drawn, bounds: view.bounds)
            guard view.traits.draws else { continue }
            try send(.drawRect, to: view.id, from: .uiKit, [Argument("rect", rect.description)], rule: view.trackingMarks[.display] ?? .displayPass)
            updateState(of: view, via: .drawRect)
        }
    }

    // MARK: Steps

    /// setNeedsLayout: marks the view; the next run-loop turn lays it out (seed 001).
    func setNeedsLayout(_ name: ObjectID, caller: ObjectID) throws(Interruption) {
        let view = try self.view(try resolveView(name, by: caller))
        try send(.setNeedsLayout, to: view.id, from: caller)
        view.flags.handle(.setNeedsLayout, bounds: view.bounds)
        updateState(of: view, via: .setNeedsLayout)
    }

    /// layoutIfNeeded: lays out now whatever is marked, down the subview chain (seed 001:
    /// "layoutIfNeeded遍历的不是superview链,应该是subviews链"; Apple: "lays out the view subtree
    /// starting at the root"). Nothing marked, nothing happens.
    func layoutIfNeeded(_ name: ObjectID, caller: ObjectID) throws(Interruption) {
        let id = try resolveView(name, by: caller)
        try send(.layoutIfNeeded, to: id, from: caller) { () throws(Interruption) in
            try layOutSubtree(of: id, caller: id, includingOffscreen: true, rule: .layoutIfNeededNow)
        }
    }

    /// setNeedsDisplay / setNeedsDisplayInRect: marks the view for the display pass (seed 001).
    func setNeedsDisplay(_ name: ObjectID, in rect: Rect?, caller: ObjectID) throws(Interruption) {
        let view = try self.view(try resolveView(name, by: caller))
        if let rect {
            try send(.setNeedsDisplayInRect, to: view.id, from: caller, [Argument("rect", rect.description)])
        } else {
            try send(.setNeedsDisplay, to: view.id, from: caller)
        }
        view.flags.handle(.setNeedsDisplay(rect), bounds: view.bounds)
        updateState(of: view, via: rect == nil ? .setNeedsDisplay : .setNeedsDisplayInRect)
    }

    /// setFrame: a new size lays out the view and its superview; a new origin alone does not.
    ///
    /// Seed 001 (rules 3 and 6): "设置view的Frame会触发layoutSubviews … View和其父控件的layoutSubviews
    /// 都会调用"; observed (logichigh, 2011): "setFrame intelligently calls layoutSubviews on the view
    /// having its frame set only if the size parameter of the frame is different" and "Resizing a
    /// view will call layoutSubviews on its superview"; a second test (39.103.169.235/p/78ada8ca4a2c):
    /// "frame的size发生变化才会调用该方法,而origin变化时不会调用".
    func setFrame(_ name: ObjectID, to frame: Rect, caller: ObjectID) throws(Interruption) {
        let view = try self.view(try resolveView(name, by: caller))
        try send(.setFrame, to: view.id, from: caller, [Argument("frame", frame.description)])
        applyFrame(frame, to: view)
    }

    private func applyFrame(_ frame: Rect, to view: ViewModel) {
        let resized = frame.size != view.frame.size
        view.frame = frame
        guard resized else { return }
        view.flags.handle(.setNeedsLayout, bounds: view.bounds)
        updateState(of: view, via: .setFrame)
        if let superview = view.superview.flatMap({ views[$0] }) {
            superview.flags.handle(.setNeedsLayout, bounds: superview.bounds)
            updateState(of: superview, via: .setFrame)
        }
    }

    /// sizeToFit: asks sizeThatFits: with the current size and takes the answer; it touches neither
    /// subviews nor superviews (seed 001: "sizeToFit会自动调用sizeThatFits方法 … 都没有递归").
    func sizeToFit(_ name: ObjectID, caller: ObjectID) throws(Interruption) {
        let view = try self.view(try resolveView(name, by: caller))
        try send(.sizeToFit, to: view.id, from: caller) { () throws(Interruption) in
            let fitting = view.traits.fittingSize ?? view.frame.size
            try send(.sizeThatFits, to: view.id, from: view.id, [Argument("size", view.frame.size.description)], result: fitting.description, rule: .sizeToFitAsks)
            let frame = Rect(view.frame.x, view.frame.y, fitting.width, fitting.height)
            try send(.setFrame, to: view.id, from: view.id, [Argument("frame", frame.description)], rule: .sizeToFitAsks)
            applyFrame(frame, to: view)
        }
    }

    /// The user drags a scroll view: its bounds origin moves every frame.
    ///
    /// Seed 001 (rule 4): "滚动一个UIScrollView会触发layoutSubviews"; observed (logichigh, 2011):
    /// "scrolling a UIScrollView causes layoutSubviews to be called on the scrollView, and its superview".
    func scroll(_ name: ObjectID) throws(Interruption) {
        let view = try self.view(name)
        guard view.traits.scrolls else {
            throw failure("cannot scroll \(name): it is a \(view.className), not a UIScrollView; declare a scroll view (UIScrollView, UITableView, UICollectionView or UITextView)")
        }
        guard isInWindow(name) else { throw failure("cannot scroll \(name): it is not on screen, so the user cannot touch it") }
        note(.user, "the user drags \(name)", objects: [name])
        try send(.setContentOffset, to: name, from: name, [Argument("contentOffset", "{0, 120}")], rule: .scrollMovesContent)
        view.flags.handle(.setNeedsLayout, bounds: view.bounds)
        updateState(of: view, via: .setContentOffset)
        if let superview = view.superview.flatMap({ views[$0] }) {
            superview.flags.handle(.setNeedsLayout, bounds: superview.bounds)
            updateState(of: superview, via: .setContentOffset)
        }
        try turnRunLoop()
    }

    /// The explicit run-loop step; says so when there is nothing to do.
    func runLoopStep() throws(Interruption) {
        let pending = windowSubtrees.contains { id in
            guard let view = views[id] else { return false }
            return view.flags.needsLayout || view.flags.needsDisplay
        } || propertiesUpdatePending
        guard isLaunched, pending else {
            note(.runLoop, "run loop turn: nothing to lay out or draw")
            return
        }
        try turnRunLoop()
    }
}
