import LifecycleModel

extension World {
    /// `holder` takes a strong reference; a temporary one ends with the running step.
    func hold(_ id: ObjectID, by holder: ObjectID, temporarily: Bool) {
        retain(id, by: holder)
        if temporarily { temporaryHolds.append((id, holder)) }
    }

    func retain(_ id: ObjectID, by owner: ObjectID) {
        if let controller = controllers[id] { controller.owners.retain(owner) }
        if let view = views[id] { view.owners.retain(owner) }
    }

    /// `owner` lets go; when it was the last owner, the object is deallocated at once, nested in
    /// whatever `owner` is doing (ObjC: the last release runs dealloc).
    func release(_ id: ObjectID, by owner: ObjectID) throws(Interruption) {
        if let controller = controllers[id], !controller.isDeallocated {
            controller.owners.release(owner)
            if controller.owners.isEmpty { try deallocate(controller, by: owner) }
        } else if let view = views[id], !view.isDeallocated {
            view.owners.release(owner)
            if view.owners.isEmpty { try deallocate(view, by: owner) }
        }
    }

    /// The running step's local references go out of scope (ARC releases them at the scope's end).
    func endStep() throws(Interruption) {
        let holds = temporaryHolds
        temporaryHolds = []
        for (object, holder) in holds { try release(object, by: holder) }
    }

    private func deallocate(_ controller: ControllerModel, by owner: ObjectID) throws(Interruption) {
        let id = controller.id
        let before = controller.appearance.state
        guard case .transition(let from, let to, _) = controller.appearance.handle(.deallocate) else {
            throw failure("\(id) would be deallocated while it is \(before.rawValue)")
        }
        // Seed 002 ("2 Dealloc" after B's viewDidDisappear); ARC releases a controller's view and
        // children after its dealloc body runs (.cxx_destruct), so they go nested inside dealloc.
        try send(.dealloc, to: id, from: owner, rule: .deallocWhenLastOwnerLetsGo) { () throws(Interruption) in
            if let view = controller.view {
                controller.view = nil
                // A view that outlives its controller (another view still holds it) no longer
                // reports to it: UIViewController's dealloc clears the view's link back to it, so
                // its layout passes send no viewWillLayoutSubviews to the dead controller.
                views[view]?.controller = nil
                try release(view, by: id)
            }
            // A container's children are its childViewControllers too: the stack, the tabs.
            let children = controller.children + (controller.navigation?.controllers ?? []) + (controller.tabs?.tabs ?? []) + controller.heldPages
                + (controller.split.map { split in SplitColumns.Column.allCases.compactMap { split.controllers[$0] } } ?? [])
            controller.children = []
            for child in children {
                controllers[child]?.parent = nil
                try release(child, by: id)
            }
            for object in keptObjects(of: id) { try release(object, by: id) }
        }
        recorder.transition(id, from: from, to: to, via: .dealloc)
        deallocations[id] = location
    }

    private func deallocate(_ view: ViewModel, by owner: ObjectID) throws(Interruption) {
        let id = view.id
        // A view's dealloc removes its subviews (observed: e-com-net.com/article/5357521.htm, 2016,
        // where MyView logs willRemoveSubview: after it left its superview and was released).
        try send(.dealloc, to: id, from: owner, rule: .deallocWhenLastOwnerLetsGo) { () throws(Interruption) in
            for subview in view.subviews {
                try detach(subview, caller: id)
                try release(subview, by: id)
            }
            for object in keptObjects(of: id) { try release(object, by: id) }
        }
        view.isDeallocated = true
        deallocations[id] = location
        updateState(of: view, via: .dealloc)
    }

    /// The objects the scenario declares as `kept by` this one and that still hold its reference.
    private func keptObjects(of keeper: ObjectID) -> [ObjectID] {
        script.objects.filter { declaration in
            guard declaration.keptBy == keeper else { return false }
            if let controller = controllers[declaration.id] { return controller.owners.contains(keeper) }
            if let view = views[declaration.id] { return view.owners.contains(keeper) }
            return false
        }.map(\.id)
    }

    /// The `release` step: the keeper sets its strong property to nil.
    func releaseKept(_ id: ObjectID) throws(Interruption) {
        guard let keeper = script.declaration(id)?.keptBy else {
            throw failure("\(id) is not kept by any object; declare it with 'kept by NAME' to release it")
        }
        guard controllers[id] != nil || views[id] != nil else {
            throw failure("\(id) does not exist yet; nothing to release")
        }
        let owners = controllers[id]?.owners ?? views[id]?.owners ?? Owners()
        guard owners.contains(keeper) else { throw failure("\(keeper) has already released \(id)") }
        try release(id, by: keeper)
    }
}
