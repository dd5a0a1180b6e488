import LifecycleModel

/// A second scene of the app (iOS 13 and later, iPad multitasking): the user opens another window
/// of the same app beside the first, and later closes it.
///
/// Apple, "Managing your app's life cycle": with scenes, "UIKit delivers separate lifecycle events
/// for each", and "one scene might be in the foreground while others are in the background". Apple,
/// UIApplication.applicationState: in a scene-based app the app's state "takes the value of the
/// most active scene", so the app-level callbacks are not sent again when a second scene
/// connects (and a scene-based app hears none of them anyway: "UIKit always uses scene delegate
/// objects when they are available").
extension World {
    /// The second scene's delegate: the second `scene delegate` the scenario declares, if any.
    var secondSceneDelegate: ObjectID? {
        script.objects.filter { $0.kind == .sceneDelegate }.dropFirst().first?.id
    }

    /// The user opens a second scene of the app with `root` as its window's root view controller.
    ///
    /// The delegates' order: the app delegate is asked for the new scene's configuration, the
    /// scene connects, enters the foreground and becomes active, and the first scene hears nothing
    /// (Content/evidence/eunjin-split-view-second-scene.log: application(_:configurationForConnecting:options:),
    /// scene(_:willConnectTo:options:), sceneWillEnterForeground(_:), sceneDidBecomeActive(_:),
    /// all on the new UIWindowScene). Where the new window's root view controller falls among them
    /// follows the launch of a scene-based app (`launch`: the root loads and hears viewWillAppear:
    /// when the window is shown, before the scene enters the foreground; the first layout pass and
    /// viewDidAppear: after it becomes active): no log shows a second scene's view controller, so
    /// that this order holds for a second scene too is an assumption.
    func openSecondScene(root: ObjectID) throws(Interruption) {
        guard profile >= .iOS13to16 else {
            throw failure("scenes arrived in iOS 13; the '\(profile.rawValue)' profile has one window and no second scene")
        }
        guard appState == .active else {
            throw failure(appState == .notRunning
                ? "the app has not launched yet; 'launch with root NAME' comes first"
                : "the app is \(appState.rawValue); a second scene opens beside an active one (Lifeline models it from the foreground only)")
        }
        guard delegate(.sceneDelegate) != nil else {
            throw failure("a second scene needs a scene-based app: declare its scene delegate ('scene delegate NAME: CLASS'), and a second one to see the second scene's callbacks")
        }
        guard !hasSecondScene else { throw failure("a second scene is already open; Lifeline models two scenes at most") }
        if let controller = controllers[root], !controller.isDeallocated,
            controller.parent != nil || controller.presenter != nil || windows.contains(where: controller.owners.contains)
        {
            throw failure("cannot open a second scene with root \(root): it is already on screen in the first scene; a view controller is in one window at a time")
        }
        note(.user, "the user opens a second scene of the app beside the first (iPad multitasking)")
        hasSecondScene = true
        let window = makeQuietView(Self.secondWindow, className: "UIWindow", frame: screenBounds)
        window.owners.retain(.uiKit)
        let sceneDelegate = secondSceneDelegate
        if let sceneDelegate { participate(sceneDelegate) }
        let storyboard = storyboardName(of: root)
        try following(.secondScene) { () throws(Interruption) in
            if let app = delegate(.appDelegate) {
                try send(.configurationForConnectingSceneSession, to: app, from: .uiKit, [Argument("connectingSceneSession", "UISceneSession"), Argument("options", "UISceneConnectionOptions")])
            }
            if let storyboard { try instantiateInitial(root, from: storyboard, in: Self.secondWindow) }
            if let sceneDelegate {
                try send(.sceneWillConnect, to: sceneDelegate, from: .uiKit, Self.sceneConnectionArguments) { () throws(Interruption) in
                    if storyboard == nil { try showCodeRoot(root, by: sceneDelegate, in: Self.secondWindow) }
                }
            } else if storyboard == nil {
                // The undeclared delegate's code makes the window and its root.
                try showCodeRoot(root, by: Self.app, in: Self.secondWindow)
            }
            if storyboard != nil { try makeKeyAndVisible(root, by: .uiKit, in: Self.secondWindow, rule: .secondScene) }
            if let sceneDelegate {
                try send(.sceneWillEnterForeground, to: sceneDelegate, from: .uiKit, [Argument("scene", "UIWindowScene")])
                try send(.sceneDidBecomeActive, to: sceneDelegate, from: .uiKit, [Argument("scene", "UIWindowScene")])
            }
            try startDeferredChildren(of: root)
        }
        try turnRunLoop()
        try secondLayoutPassAtLaunch(in: Self.secondWindow)
        try following(.launchRootDidAppear) { () throws(Interruption) in try endAppearance(root, by: Self.secondWindow, animated: false) }
    }

    /// The user closes the second scene in the app switcher.
    ///
    /// Apple, sceneDidDisconnect(_:): "UIKit disconnects a scene when the user explicitly closes it
    /// in the app switcher"; application(_:didDiscardSceneSessions:) tells the app delegate "that
    /// the user closed one or more of the app's scenes from the app switcher". As `terminate` does
    /// for the only scene, an active scene resigns first
    /// (Content/evidence/applefora-scene-delegate-launch-terminate.log: sceneWillResignActive:,
    /// sceneDidDisconnect:). The first scene hears nothing (each scene has its own life cycle).
    /// What the closed scene's view controllers hear as their window goes, and when they are
    /// deallocated, is not modelled: the trace stops at the delegates' calls.
    func closeSecondScene() throws(Interruption) {
        guard hasSecondScene else {
            throw failure("there is no second scene to close; 'open a second scene with root NAME' comes first")
        }
        note(.user, "the user closes the second scene in the app switcher")
        try following(.secondScene) { () throws(Interruption) in
            if let sceneDelegate = secondSceneDelegate {
                try send(.sceneWillResignActive, to: sceneDelegate, from: .uiKit, [Argument("scene", "UIWindowScene")])
                try send(.sceneDidDisconnect, to: sceneDelegate, from: .uiKit, [Argument("scene", "UIWindowScene")])
            }
            if let app = delegate(.appDelegate) {
                try send(.didDiscardSceneSessions, to: app, from: .uiKit, [Argument("sceneSessions", "Set<UISceneSession>")])
            }
        }
        hasSecondScene = false
        note(.remark, "the second scene's window leaves the screen; what its view controllers hear then is not modelled")
    }

    /// Steps whose rules Lifeline knows for one scene only.
    func requireOneScene(toDo what: String) throws(Interruption) {
        guard hasSecondScene else { return }
        throw failure("\(what) with a second scene open is not modelled (each scene would hear it, in an order no source gives); close the second scene first")
    }
}
