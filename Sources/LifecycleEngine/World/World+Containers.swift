import LifecycleModel

extension World {
    /// The user taps a tab.
    ///
    /// Observed (pgzxc.github.io/posts/efa3afd7.html): the new tab's viewDidLoad (loaded only now,
    /// lazily), its viewWillAppear:, the old tab's viewWillDisappear: and viewDidDisappear:, then
    /// the new tab's viewDidAppear:.
    func selectTab(_ id: ObjectID, in tabBarID: ObjectID) throws(Interruption) {
        let tabBar = try controller(tabBarID)
        guard tabBar.tabs != nil else { throw failure("\(tabBarID) is not a tab bar controller") }
        let previous: ObjectID
        switch tabBar.tabs!.select(id) {
        case .failure(let violation): throw failure(violation.message)
        case .success(let result): previous = result
        }
        note(.user, "the user taps the \(id) tab", objects: [tabBarID])
        try send(.setSelectedViewController, to: tabBarID, from: .uiKit, [Argument("viewController", id.rawValue)], rule: .tabSelectRequest)
        guard isOnScreen(tabBarID) else { return }
        try following(.tabSelectLoads) { () throws(Interruption) in try requireView(id, by: tabBarID) }
        try following(.tabSelectOrder) { () throws(Interruption) in
            try beginAppearance(id, by: tabBarID, animated: false)
            try beginDisappearance(previous, by: tabBarID, animated: false)
        }
        try removeChildView(previous, in: tabBar)
        try installChildView(id, in: tabBar)
        try turnRunLoop()
        try following(.tabSelectOrder) { () throws(Interruption) in
            try endDisappearance(previous, by: tabBarID, animated: false)
            try endAppearance(id, by: tabBarID, animated: false)
        }
    }

    /// Custom containment: addChildViewController:, the child's view into the parent's, then
    /// didMoveToParentViewController:.
    ///
    /// Apple, addChildViewController: ("calls the child's willMoveToParentViewController: method")
    /// and "Implementing a Container View Controller" (add the view, then call
    /// didMoveToParentViewController:). Appearance: a child whose view joins an on-screen parent
    /// gets viewWillAppear: before and viewDidAppear: after the move, inside addSubview:
    /// (BigZaphod/Chameleon UIView.m; the did-before-layout order is observed in
    /// stackoverflow.com/questions/48653763); a child added to a parent that has not appeared yet
    /// appears with it.
    ///
    /// `addsView` false: the app calls addChildViewController: only (Content/evidence/
    /// tangqiao-ios5-container-children-transition.log: "willMoveToParentViewController:" and nothing
    /// else for First and Second). `callsDidMove` false: the app never calls
    /// didMoveToParentViewController: (the same log; Content/evidence/
    /// so-48653763-child-viewdidload-two-passes.log), so none is sent: UIKit does not send it for them.
    func addChild(
        _ id: ObjectID, to parentID: ObjectID, addsView: Bool = true, callsDidMove: Bool = true, caller explicitCaller: ObjectID?
    ) throws(Interruption) {
        let caller = explicitCaller ?? parentID
        try create(parentID, by: caller)
        try create(id, by: caller)
        let parent = try controller(parentID)
        let child = try controller(id)
        guard !parent.isContainer else {
            throw failure("cannot add a child to \(parentID): it is a \(parent.className), which manages its own children (push or select them)")
        }
        if let current = child.parent { throw failure("cannot add \(id) to \(parentID): it already belongs to \(current)") }
        guard id != parentID else { throw failure("cannot add \(id) as a child of itself") }
        try send(.addChildViewController, to: parentID, from: caller, [Argument("childController", id.rawValue)]) { () throws(Interruption) in
            child.parent = parentID
            parent.children.append(id)
            retain(id, by: parentID)
            try send(.willMoveToParentViewController, to: id, from: parentID, [Argument("parent", parentID.rawValue)], rule: .containerAddsChild)
        }
        if addsView {
            let parentView = try requireView(parentID, by: parentID)
            let childView = try requireView(id, by: parentID)
            let parentState = parent.appearance.state
            // A container that forwards appearance by hand tells the child itself (Apple,
            // shouldAutomaticallyForwardAppearanceMethods).
            let forwards = parent.forwardsAppearance
            try send(.addSubview, to: parentView, from: parentID, [Argument("view", childView.rawValue)]) { () throws(Interruption) in
                let parentAppears = parentState == .appearing || parentState == .appeared
                if parentAppears, forwards { try following(.childAppearsInAddSubview) { () throws(Interruption) in try beginAppearance(id, by: parentView, animated: false) } }
                try attach(childView, to: parentView, caller: parentView)
                if parentState == .appeared, forwards { try following(.childAppearsInAddSubview) { () throws(Interruption) in try endAppearance(id, by: parentView, animated: false) } }
            }
        }
        if callsDidMove {
            try send(.didMoveToParentViewController, to: id, from: parentID, [Argument("parent", parentID.rawValue)])
        }
    }

    /// Custom containment undone: willMoveToParentViewController:nil, the view out (disappearing
    /// around the move if it was on screen), then removeFromParentViewController, which calls
    /// didMoveToParentViewController:nil (Apple; stackoverflow.com/questions/17192005).
    func removeChild(_ id: ObjectID, caller explicitCaller: ObjectID?) throws(Interruption) {
        let child = try controller(id)
        guard let parentID = child.parent, let parent = controllers[parentID], parent.children.contains(id) else {
            throw failure("cannot remove child \(id): it is not the child of a custom container (add it with 'add child')")
        }
        let caller = explicitCaller ?? parentID
        try send(.willMoveToParentViewController, to: id, from: caller, [Argument("parent", "nil")])
        if let childView = child.view, let superview = views[childView]?.superview {
            try send(.removeFromSuperview, to: childView, from: caller) { () throws(Interruption) in
                let visible = child.appearance.state == .appeared && parent.forwardsAppearance
                if visible { try following(.childDisappearsInRemove) { () throws(Interruption) in try beginDisappearance(id, by: childView, animated: false) } }
                try detach(childView, caller: childView)
                if visible { try following(.childDisappearsInRemove) { () throws(Interruption) in try endDisappearance(id, by: childView, animated: false) } }
            }
            views[childView]?.owners.release(superview)
        }
        try send(.removeFromParentViewController, to: id, from: caller) { () throws(Interruption) in
            try send(.didMoveToParentViewController, to: id, from: id, [Argument("parent", "nil")], rule: .removeFromParentSendsDidMove)
        }
        parent.children.removeAll { $0 == id }
        child.parent = nil
        try release(id, by: parentID)
    }
}
