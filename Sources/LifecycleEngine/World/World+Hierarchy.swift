import LifecycleModel

extension World {
    /// `[parent addSubview:child]`, recorded, with the callbacks it causes nested inside.
    func addSubview(_ child: ObjectID, to parent: ObjectID, caller: ObjectID) throws(Interruption) {
        // `C.view` of a view controller that is no child: its getter loads it (see standaloneController).
        let childID = try resolveView(child, by: caller)
        let parentID = try resolveView(parent, by: caller)
        let standalone = standaloneController(of: childID)
        let appears = standalone != nil && isInWindow(parentID)
        try send(.addSubview, to: parentID, from: caller, [Argument("view", childID.rawValue)]) { () throws(Interruption) in
            if appears, let standalone { try following(.standaloneAppears) { () throws(Interruption) in try beginAppearance(standalone, by: parentID, animated: false) } }
            try attach(childID, to: parentID, caller: parentID)
            if appears, let standalone { try following(.standaloneAppears) { () throws(Interruption) in try endAppearance(standalone, by: parentID, animated: false) } }
        }
    }

    /// `[child removeFromSuperview]`, recorded; the superview's reference ends after it returns.
    func removeFromSuperview(_ child: ObjectID, caller: ObjectID) throws(Interruption) {
        let view = try self.view(child)
        guard let superview = view.superview else {
            throw failure("cannot remove \(child): it has no superview")
        }
        let standalone = standaloneController(of: child)
        if let owner = view.controller, standalone == nil {
            throw failure("cannot remove \(child): it is \(owner)'s root view, which \(owner)'s container adds and removes; remove the child view controller instead")
        }
        let disappears = standalone.map { controllers[$0]?.appearance.state == .appeared } ?? false
        try send(.removeFromSuperview, to: child, from: caller) { () throws(Interruption) in
            if disappears, let standalone { try following(.standaloneAppears) { () throws(Interruption) in try beginDisappearance(standalone, by: child, animated: false) } }
            try detach(child, caller: child)
            if disappears, let standalone { try following(.standaloneAppears) { () throws(Interruption) in try endDisappearance(standalone, by: child, animated: false) } }
        }
        // The 2019 log (39.103.169.235/p/681053cc48fd) prints dealloc after removeFromSuperview
        // returned and the last reference was dropped.
        try release(child, by: superview)
    }

    /// `A.view` names A's root view, loaded through the getter (`self.view` in code loads it).
    func resolveView(_ name: ObjectID, by caller: ObjectID) throws(Interruption) -> ObjectID {
        let text = name.rawValue
        if text.hasSuffix(".view") {
            let owner = ObjectID(String(text.dropLast(5)))
            if script.declaration(owner)?.isViewController == true {
                try create(owner, by: caller)
                return try requireView(owner, by: caller)
            }
        }
        try create(name, by: caller)
        return try view(name).id
    }

    /// The callbacks of moving `child` into `parent` (no addSubview: record; containers use it too).
    ///
    /// Outside a window (seed 001's log): willMoveToSuperview:, didMoveToSuperview, then the
    /// superview's didAddSubview:. Into a view already in a window: willMoveToWindow: comes first
    /// (observed: github.com/ACommonChinese/MyGitbookToolUse, iOS/UIView.md, "show_____1. will move to
    /// super window" before "show_____2. will move to super view"), then willMoveToSuperview:, then
    /// didMoveToWindow before didMoveToSuperview, as the removal log of e-com-net.com/article/5357521.htm
    /// shows for the way out. Window callbacks run down the whole moved subtree, parent first
    /// (Apple, willMoveToWindow:; BigZaphod/Chameleon UIView.m does the same recursion).
    func attach(_ child: ObjectID, to parent: ObjectID, caller: ObjectID, below sibling: ObjectID? = nil) throws(Interruption) {
        let view = try self.view(child)
        let superview = try self.view(parent)
        guard child != parent else { throw failure("cannot add \(child) to itself") }
        guard !subtree(of: child).contains(parent) else {
            throw failure("cannot add \(child) to \(parent): \(parent) is inside \(child), and a view cannot contain its own superview")
        }
        // Every walk up or down the hierarchy (which window a view is in, a subtree) costs its
        // depth; the limit keeps each bounded, and a chain of 20,000 views linear.
        if level(of: parent) + height(of: child) > ScenarioLimits.maximumViewDepth {
            throw failure("cannot add \(child) to \(parent): views would nest more than \(ScenarioLimits.maximumViewDepth) deep, the most Lifeline models; flatten the hierarchy")
        }
        if let current = view.superview {
            if current == parent { return }
            try detach(child, caller: current)
            try release(child, by: current)
        }
        let entersWindow = isInWindow(parent)
        let moved = subtree(of: child)
        if entersWindow {
            let window = self.window(containing: parent) ?? Self.window
            for id in moved { try sendIfWatched(.willMoveToWindow, to: id, from: superviewOrSelf(id, default: parent), [Argument("newWindow", window.rawValue)], rule: .attachOrder) }
        }
        try sendIfWatched(.willMoveToSuperview, to: child, from: parent, [Argument("newSuperview", parent.rawValue)], rule: .attachOrder)
        view.superview = parent
        if let sibling, let index = superview.subviews.firstIndex(of: sibling) {
            superview.subviews.insert(child, at: index)
        } else {
            superview.subviews.append(child)
        }
        retain(child, by: parent)
        // Root views follow the screen's size (a container sizes its child to fill it).
        if view.controller != nil, view.frame.size != screenSize {
            view.frame = screenBounds
            view.flags.handle(.setNeedsLayout, bounds: view.bounds)
        }
        if entersWindow {
            for id in moved {
                try sendIfWatched(.didMoveToWindow, to: id, from: superviewOrSelf(id, default: parent), rule: .attachOrder)
                if let movedView = views[id] { updateState(of: movedView, via: .didMoveToWindow) }
            }
        }
        try sendIfWatched(.didMoveToSuperview, to: child, from: parent, rule: .attachOrder)
        updateState(of: view, via: .didMoveToSuperview)
        try markJoinedView(child, by: parent)
        try sendIfWatched(.didAddSubview, to: parent, from: parent, [Argument("subview", child.rawValue)], rule: .attachOrder)
        // Observed (blog.logichigh.com, 2011, quoted in stackoverflow.com/questions/728372):
        // addSubview: lays out the view it is added to; a new view lays itself out anyway (LayoutFlags).
        superview.flags.handle(.setNeedsLayout, bounds: superview.bounds)
        updateState(of: superview, via: .didAddSubview)
    }

    /// UIKit marks a view that joins a superview for layout, with setNeedsLayout
    /// (Content/evidence/mamamia-view-init-order-2020.log: an override of setNeedsLayout prints after
    /// init and before the first layoutSubviews of a new view). The call is recorded only when the
    /// scenario overrides setNeedsLayout on that view, as a device log shows it only when its author
    /// overrides it. The model records it for a view not laid out yet, the case the log shows, and
    /// changes no mark: a new view lays itself out anyway, and whether a view moved back into a
    /// window is laid out again the logs disagree (see nyshiyama-nav-launch-push-pop-layout-2021.log).
    /// Where inside addSubview: it falls, after didMoveToSuperview, is our guess.
    private func markJoinedView(_ id: ObjectID, by superview: ObjectID) throws(Interruption) {
        guard let view = views[id], view.flags.needsLayout,
            overrides[OverrideKey(object: id, method: .setNeedsLayout)] != nil
        else { return }
        try send(.setNeedsLayout, to: id, from: superview, rule: .joinedViewMarked)
    }

    /// The callbacks of taking `child` out of its superview (no removeFromSuperview record).
    ///
    /// The superview hears willRemoveSubview: first (Apple: "called before the subview is removed";
    /// Chameleon's removeFromSuperview sends it before anything moves). Then the observed order
    /// (e-com-net.com/article/5357521.htm, 2016; 39.103.169.235/p/681053cc48fd, 2019):
    /// willMoveToSuperview:nil, willMoveToWindow:nil, didMoveToWindow, didMoveToSuperview.
    func detach(_ child: ObjectID, caller: ObjectID) throws(Interruption) {
        let view = try self.view(child)
        guard let parent = view.superview, let superview = views[parent] else { return }
        let leavesWindow = isInWindow(child)
        let moved = subtree(of: child)
        try sendIfWatched(.willRemoveSubview, to: parent, from: parent, [Argument("subview", child.rawValue)], rule: .detachOrder)
        try sendIfWatched(.willMoveToSuperview, to: child, from: caller, [Argument("newSuperview", "nil")], rule: .detachOrder)
        if leavesWindow {
            for id in moved { try sendIfWatched(.willMoveToWindow, to: id, from: id == child ? caller : superviewOrSelf(id, default: child), [Argument("newWindow", "nil")], rule: .detachOrder) }
        }
        superview.subviews.removeAll { $0 == child }
        view.superview = nil
        if leavesWindow {
            for id in moved {
                try sendIfWatched(.didMoveToWindow, to: id, from: id == child ? caller : superviewOrSelf(id, default: child), rule: .detachOrder)
                if let movedView = views[id] { updateState(of: movedView, via: .didMoveToWindow) }
            }
        }
        try sendIfWatched(.didMoveToSuperview, to: child, from: caller, rule: .detachOrder)
        updateState(of: view, via: .didMoveToSuperview)
        // Observed (logichigh, 2011): removeFromSuperview lays out the superview only.
        superview.flags.handle(.setNeedsLayout, bounds: superview.bounds)
        updateState(of: superview, via: .willRemoveSubview)
    }

    /// Records a callback on a view only when the scenario watches that view (see ViewModel).
    func sendIfWatched(_ method: Callback, to id: ObjectID, from caller: ObjectID, _ arguments: [Argument] = [], rule: Rule) throws(Interruption) {
        guard views[id]?.isWatched == true else { return }
        try send(method, to: id, from: caller, arguments, rule: rule)
    }

    private func superviewOrSelf(_ id: ObjectID, default fallback: ObjectID) -> ObjectID {
        views[id]?.superview ?? fallback
    }

    /// The view controller whose root view `view` is, when no container, presenter or window
    /// holds that controller: its view is put in place by the app's own `addSubview:`.
    ///
    /// What UIKit tells such a controller is our guess, from what developers wrote rather than
    /// printed: since iOS 5, "UIViewController automatically calls the appearance methods of a
    /// separate UIViewController in its subviews, even without addChildViewController" (gonefish,
    /// "iOS开发小记之Appearance方法", 2013), so a root view added to a view in the window hears
    /// viewWillAppear: and viewDidAppear: inside addSubview:, as a child does, and the disappearance
    /// pair inside removeFromSuperview; added before its new superview is in the window (in the
    /// parent's viewDidLoad), it hears none, then or later ("vc4 viewWillAppear will NOT be fired",
    /// ivanC, "UIKit-ViewAppear/Disappear", 2016), since a parent passes appearance on to its
    /// children only. Apple's iOS 4-era documentation of viewWillAppear: said such a controller
    /// receives nothing; Lifeline has no iOS 4 profile.
    func standaloneController(of view: ObjectID) -> ObjectID? {
        guard let id = views[view]?.controller, let controller = controllers[id], !controller.isDeallocated else { return nil }
        guard controller.parent == nil, controller.presenter == nil, !windows.contains(where: controller.owners.contains) else { return nil }
        return id
    }

    func isInWindow(_ id: ObjectID) -> Bool { window(containing: id) != nil }

    /// The window a view is in (the first scene's or the second's), or nil.
    func window(containing id: ObjectID) -> ObjectID? {
        var current: ObjectID? = id
        while let next = current {
            if windows.contains(next) { return next }
            current = views[next]?.superview
        }
        return nil
    }

    /// The windows on screen: the first scene's, and the second scene's while it is open.
    var windows: [ObjectID] { hasSecondScene ? [Self.window, Self.secondWindow] : [Self.window] }

    /// Every view in a window, window by window, parent before children.
    var windowSubtrees: [ObjectID] { windows.flatMap { subtree(of: $0) } }

    /// The view and everything below it, parent before children, in subview order.
    func subtree(of id: ObjectID) -> [ObjectID] {
        guard let view = views[id] else { return [] }
        return [id] + view.subviews.flatMap { subtree(of: $0) }
    }

    /// How many views hold `id`, itself included: 1 for a view in no superview.
    private func level(of id: ObjectID) -> Int {
        var level = 0
        var current: ObjectID? = id
        while let next = current {
            level += 1
            current = views[next]?.superview
        }
        return level
    }

    /// Levels of views from `id` down to its deepest subview, itself included.
    private func height(of id: ObjectID) -> Int {
        1 + (views[id]?.subviews.map { height(of: $0) }.max() ?? 0)
    }

    /// Records a move on the view state graph when the view's state changed (watched views only).
    func updateState(of view: ViewModel, via method: Callback) {
        guard view.isWatched else { return }
        let state = currentState(of: view)
        guard state != view.recordedState else { return }
        recorder.transition(view.id, from: view.recordedState, to: state, via: method)
        view.recordedState = state
    }

    private func currentState(of view: ViewModel) -> ViewState {
        if view.isDeallocated { return .deallocated }
        if isInWindow(view.id) {
            if view.flags.needsLayout { return .needsLayout }
            if view.flags.needsDisplay && view.traits.draws { return .needsDisplay }
            return .inWindow
        }
        return view.superview == nil ? .detached : .inSuperview
    }
}
