/// UIKit callbacks a device log may show and the model does not make (Apple's documentation of
/// UIApplicationDelegate, UISceneDelegate, UIWindowSceneDelegate, UIViewController, UIView,
/// UIContentContainer and UINavigationController). DeviceLogs reads a log line naming one as a
/// call, shown as a device-only row, "not modelled".
///
/// When the engine learns one, its value moves to `Callback+Catalogue.swift` and `modelled`.
extension Callback {
    /// The callbacks device logs may show that the engine never records.
    public static let unmodelled: [Callback] = [
        // The app: termination, memory, time, protected data, URLs, activities, notifications.
        Callback("applicationDidFinishLaunching:", swift: "applicationDidFinishLaunching(_:)", owner: .appDelegate),
        Callback("applicationDidReceiveMemoryWarning:", swift: "applicationDidReceiveMemoryWarning(_:)", owner: .appDelegate),
        Callback("applicationSignificantTimeChange:", swift: "applicationSignificantTimeChange(_:)", owner: .appDelegate),
        Callback(
            "applicationProtectedDataWillBecomeUnavailable:", swift: "applicationProtectedDataWillBecomeUnavailable(_:)", owner: .appDelegate,
            since: 4),
        Callback(
            "applicationProtectedDataDidBecomeAvailable:", swift: "applicationProtectedDataDidBecomeAvailable(_:)", owner: .appDelegate, since: 4),
        Callback("application:openURL:options:", swift: "application(_:open:options:)", owner: .appDelegate, since: 9),
        Callback(
            "application:continueUserActivity:restorationHandler:", swift: "application(_:continue:restorationHandler:)", owner: .appDelegate,
            since: 8),
        Callback(
            "application:performActionForShortcutItem:completionHandler:", swift: "application(_:performActionFor:completionHandler:)",
            owner: .appDelegate, since: 9),
        Callback(
            "application:didRegisterForRemoteNotificationsWithDeviceToken:",
            swift: "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)", owner: .appDelegate, since: 3),
        Callback(
            "application:didFailToRegisterForRemoteNotificationsWithError:",
            swift: "application(_:didFailToRegisterForRemoteNotificationsWithError:)", owner: .appDelegate, since: 3),
        Callback(
            "application:didReceiveRemoteNotification:fetchCompletionHandler:",
            swift: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", owner: .appDelegate, since: 7),
        Callback(
            "application:handleEventsForBackgroundURLSession:completionHandler:",
            swift: "application(_:handleEventsForBackgroundURLSession:completionHandler:)", owner: .appDelegate, since: 7),
        Callback(
            "application:supportedInterfaceOrientationsForWindow:", swift: "application(_:supportedInterfaceOrientationsFor:)",
            owner: .appDelegate, since: 6),
        Callback(
            "application:shouldSaveSecureApplicationState:", swift: "application(_:shouldSaveSecureApplicationState:)", owner: .appDelegate,
            since: 13),
        Callback(
            "application:shouldRestoreSecureApplicationState:", swift: "application(_:shouldRestoreSecureApplicationState:)",
            owner: .appDelegate, since: 13),
        Callback(
            "application:viewControllerWithRestorationIdentifierPath:coder:",
            swift: "application(_:viewControllerWithRestorationIdentifierPath:coder:)", owner: .appDelegate, since: 6),
        // Scenes.
        Callback("scene:openURLContexts:", swift: "scene(_:openURLContexts:)", owner: .sceneDelegate, since: 13),
        Callback("scene:continueUserActivity:", swift: "scene(_:continue:)", owner: .sceneDelegate, since: 13),
        Callback("stateRestorationActivityForScene:", swift: "stateRestorationActivity(for:)", owner: .sceneDelegate, since: 13),
        Callback(
            "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:",
            swift: "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)", owner: .windowSceneDelegate, since: 13),
        Callback(
            "windowScene:performActionForShortcutItem:completionHandler:", swift: "windowScene(_:performActionFor:completionHandler:)",
            owner: .windowSceneDelegate, since: 13),
        // View controllers and containers.
        Callback("setEditing:animated:", swift: "setEditing(_:animated:)", owner: .viewController),
        Callback("shouldPerformSegueWithIdentifier:sender:", swift: "shouldPerformSegue(withIdentifier:sender:)", owner: .viewController, since: 6),
        Callback("encodeRestorableStateWithCoder:", swift: "encodeRestorableState(with:)", owner: .stateRestoring, since: 6),
        Callback("decodeRestorableStateWithCoder:", swift: "decodeRestorableState(with:)", owner: .stateRestoring, since: 6),
        Callback("applicationFinishedRestoringState", swift: "applicationFinishedRestoringState()", owner: .stateRestoring, since: 7),
        Callback(
            "systemLayoutFittingSizeDidChangeForChildContentContainer:",
            swift: "systemLayoutFittingSizeDidChange(forChildContentContainer:)", owner: .contentContainer, since: 8),
        Callback("updateTraitsIfNeeded", swift: "updateTraitsIfNeeded()", owner: .viewAndViewController, since: 17),
        Callback("setViewControllers:animated:", swift: "setViewControllers(_:animated:)", owner: .navigationController, since: 3),
        // Views.
        Callback("tintColorDidChange", swift: "tintColorDidChange()", owner: .view, since: 7),
        Callback("didUpdateFocusInContext:withAnimationCoordinator:", swift: "didUpdateFocus(in:with:)", owner: .focusEnvironment, since: 9),
    ]
}
