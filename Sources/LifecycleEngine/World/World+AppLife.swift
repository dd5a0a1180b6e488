import LifecycleModel

extension World {
    /// The app (or its scene) becomes active: at launch, and on coming back from the background.
    ///
    /// Apple, sceneWillEnterForeground(_:): sent "both for newly created and connected scenes" and
    /// for scenes coming back from the background, "invariably followed by" sceneDidBecomeActive(_:).
    /// Apple, applicationWillEnterForeground(_:): only on the way back from the background; at
    /// launch an app without scenes hears applicationDidBecomeActive: alone
    /// (Content/evidence/uso400-launch-background-foreground-ios7.log,
    /// prashuk-app-delegate-launch-push-pop-background-2020.log). When the app has a scene
    /// delegate, UIKit tells it, not the app delegate (Apple, "Managing your app's life cycle":
    /// "UIKit always uses scene delegate objects when they are available").
    func becomeActive(launching: Bool) throws(Interruption) {
        if let scene = delegate(.sceneDelegate) {
            try send(.sceneWillEnterForeground, to: scene, from: .uiKit, [Argument("scene", "UIWindowScene")])
            try send(.sceneDidBecomeActive, to: scene, from: .uiKit, [Argument("scene", "UIWindowScene")])
        } else if let app = delegate(.appDelegate) {
            if !launching { try send(.applicationWillEnterForeground, to: app, from: .uiKit, [Argument("application", "UIApplication")]) }
            try send(.applicationDidBecomeActive, to: app, from: .uiKit, [Argument("application", "UIApplication")])
        }
    }

    /// The user leaves the app: it resigns active and enters the background.
    ///
    /// No view controller hears an appearance callback: the window and its views stay where they
    /// are (prashuk-scene-delegate-launch-push-pop-background-2020.log, its app-delegate twin,
    /// miyablo-scene-delegate-launch-background-ios13.log, uso400-launch-background-foreground-ios7.log:
    /// the delegates' callbacks only). From iOS 13 the views on screen are laid out once more after
    /// sceneDidEnterBackground: (prashuk-readme-scene-launch-push-pop-layout-2021.log:
    /// viewWillLayoutSubviews and viewDidLayoutSubviews after "Scene Did Enter Background"); the
    /// likely cause is the snapshot UIKit takes for the app switcher, which iOS 13 renders in
    /// both light and dark appearance, but Apple does not document it.
    func enterBackground() throws(Interruption) {
        try requireOneScene(toDo: "entering the background")
        try advance(.enterBackground)
        note(.user, "the user leaves the app: it moves to the background")
        try following(.enterBackground) { () throws(Interruption) in
            try resignActive()
            if let scene = delegate(.sceneDelegate) {
                try send(.sceneDidEnterBackground, to: scene, from: .uiKit, [Argument("scene", "UIWindowScene")])
            } else if let app = delegate(.appDelegate) {
                try send(.applicationDidEnterBackground, to: app, from: .uiKit, [Argument("application", "UIApplication")])
            }
        }
        guard profile >= .iOS13to16 else { return }
        // The app switcher keeps a snapshot in each appearance: UIKit draws the app in the other
        // one, then switches back (rule environment.background-snapshots-both-appearances).
        note(.remark, "UIKit lays the views on screen out again for the app switcher's snapshot, in the other appearance, then switches back")
        let style = interfaceStyle
        interfaceStyle = style == .light ? .dark : .light
        for id in subtree(of: Self.window) where views[id]?.controller != nil { markForLayout(id) }
        try turnRunLoop(layingOutBy: .backgroundSnapshotLayout, traitsBy: .backgroundSnapshotsBothAppearances)
        interfaceStyle = style
        try updateEnvironments(traitsBy: .backgroundSnapshotsBothAppearances)
    }

    /// The user opens the app again: it enters the foreground and becomes active, with no
    /// appearance callbacks (the logs of enterBackground show none on the way back either).
    func enterForeground() throws(Interruption) {
        try requireOneScene(toDo: "entering the foreground")
        try advance(.enterForeground)
        note(.user, "the user opens the app again: it returns to the foreground")
        try following(.becomeActive) { () throws(Interruption) in try becomeActive(launching: false) }
    }

    /// The user closes the app in the app switcher.
    ///
    /// From the foreground, the app switcher opens over the app first (it resigns active); then:
    /// - with scenes, the scene is disconnected and its session discarded (Apple,
    ///   sceneDidDisconnect(_:), application(_:didDiscardSceneSessions:)); the window goes and its
    ///   root disappears; the app delegate hears applicationWillTerminate: (rule
    ///   app.close-in-switcher-disconnects-scene and the two after it);
    /// - without scenes, the app enters the background and, not yet suspended, is ended: its root
    ///   disappears and the app delegate hears applicationWillTerminate: (rule
    ///   app.close-in-switcher-without-scenes).
    /// From the background, a scene is disconnected and discarded as before
    /// (miyablo-scene-delegate-launch-background-ios13.log); an app without scenes is suspended
    /// there, and the system ends it without a word (Apple, applicationWillTerminate(_:)).
    /// The process ends: no object is deallocated.
    func terminate() throws(Interruption) {
        try requireOneScene(toDo: "closing the app")
        let wasActive = appState == .active
        try advance(.terminate)
        note(.user, "the user closes the app in the app switcher")
        let app = delegate(.appDelegate)
        if let scene = delegate(.sceneDelegate) {
            try following(.terminateScene) { () throws(Interruption) in
                if wasActive { try resignActive() }
                try send(.sceneDidDisconnect, to: scene, from: .uiKit, [Argument("scene", "UIWindowScene")])
                if let app {
                    try send(.didDiscardSceneSessions, to: app, from: .uiKit, [Argument("sceneSessions", "Set<UISceneSession>")])
                }
            }
        } else if wasActive {
            try following(.terminateWithoutScenes) { () throws(Interruption) in
                try resignActive()
                if let app { try send(.applicationDidEnterBackground, to: app, from: .uiKit, [Argument("application", "UIApplication")]) }
            }
        } else {
            note(.remark, "the app is suspended in the background: the system ends its process without a callback")
            return
        }
        guard wasActive else {
            note(.remark, "the system ends the app's process: no object is deallocated")
            return
        }
        if let root = controllers.values.first(where: { $0.owners.contains(Self.window) && !$0.isDeallocated })?.id,
            controllers[root]?.appearance.state == .appeared
        {
            try following(.terminateRootDisappears) { () throws(Interruption) in
                try beginDisappearance(root, by: Self.window, animated: false)
                try endDisappearance(root, by: Self.window, animated: false)
            }
        }
        if let app {
            try send(.applicationWillTerminate, to: app, from: .uiKit, [Argument("application", "UIApplication")], rule: .terminateWillTerminate)
        }
        note(.remark, "the system ends the app's process: no object is deallocated")
    }

    private func resignActive() throws(Interruption) {
        if let scene = delegate(.sceneDelegate) {
            try send(.sceneWillResignActive, to: scene, from: .uiKit, [Argument("scene", "UIWindowScene")])
        } else if let app = delegate(.appDelegate) {
            try send(.applicationWillResignActive, to: app, from: .uiKit, [Argument("application", "UIApplication")])
        }
    }

    private func advance(_ input: AppRunState.Input) throws(Interruption) {
        switch appState.handling(input) {
        case .success(let next): appState = next
        case .failure(let violation): throw failure(violation.message)
        }
    }
}
