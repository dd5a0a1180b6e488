import LifecycleModel

extension World {
    /// The app's code sets a container's delegate (`nav.delegate = D`) right after creating it.
    /// The delegate is created if the scenario has not made it yet; the container does not keep
    /// it (UIKit's delegates are weak).
    func assignDelegate(of container: ControllerModel, _ declaration: ObjectDeclaration, by caller: ObjectID) throws(Interruption) {
        guard let delegate = declaration.delegate else { return }
        if delegate != container.id { try create(delegate, by: caller) }
        container.delegate = delegate
    }

    /// The delegate, when it is still alive (a weak reference reads nil once it is deallocated).
    func liveDelegate(of container: ControllerModel) -> ObjectID? {
        guard let delegate = container.delegate else { return nil }
        if let model = controllers[delegate], !model.isDeallocated { return delegate }
        return nil
    }

    /// navigationController:willShowViewController:animated:, right after the incoming view
    /// controller's viewWillAppear: and before the outgoing one's viewDidDisappear: — at launch,
    /// in a push and in a pop (Content/evidence/vastdevblog-segue-push-back-2012.log: "B
    /// viewWillAppear", "willShowViewController B", "A viewDidDisappear").
    func announceWillShow(_ shown: ObjectID, in navigation: ControllerModel, animated: Bool) throws(Interruption) {
        navigation.announcedTop = shown
        navigation.pendingDidShow = shown
        guard let delegate = liveDelegate(of: navigation) else { return }
        try send(.navigationControllerWillShow, to: delegate, from: navigation.id, Self.shownArguments(navigation.id, shown, animated), rule: .delegateWillShow)
    }

    /// navigationController:didShowViewController:animated:, right after the shown view
    /// controller's viewDidAppear: (Content/evidence/vastdevblog-segue-push-back-2012.log: "B
    /// viewDidAppear", "didShowViewController B"). That it comes before the shown controller's
    /// didMoveToParentViewController: is our guess: no log shows both.
    func announceDidShow(_ shown: ObjectID, in navigation: ControllerModel, animated: Bool) throws(Interruption) {
        guard navigation.pendingDidShow == shown else { return }
        navigation.pendingDidShow = nil
        guard let delegate = liveDelegate(of: navigation) else { return }
        try send(.navigationControllerDidShow, to: delegate, from: navigation.id, Self.shownArguments(navigation.id, shown, animated), rule: .delegateDidShow)
    }

    private static func shownArguments(_ navigation: ObjectID, _ shown: ObjectID, _ animated: Bool) -> [Argument] {
        [Argument("navigationController", navigation.rawValue), Argument("viewController", shown.rawValue), .animated(animated)]
    }
}
