import LifecycleModel

/// Launch, the app's and the scene's state changes, and closing the app.
extension Rule {
    static let launchStoryboardFirst = Rule(
        "launch.storyboard-root-before-will-finish-launching",
        "Without scenes, UIApplicationMain loads the main storyboard and sets the window's root before application:willFinishLaunchingWithOptions:.",
        sources: [.launchSequence, .log(file: "uso400-launch-background-foreground-ios7.log"), .log(file: "matt-app-delegate-interleaving-early-ios.log")])
    static let launchAppDelegate = Rule(
        "launch.app-delegate-will-then-did-finish",
        "The app delegate hears application:willFinishLaunchingWithOptions: (iOS 6 and later), then application:didFinishLaunchingWithOptions:, in which an app without a storyboard makes its window and root.",
        sources: [.launchSequence, .appDelegate, .log(file: "uso400-launch-background-foreground-ios7.log"), .log(file: "prashuk-app-delegate-launch-push-pop-background-2020.log")])
    static let launchSceneConnects = Rule(
        "launch.scene-configured-then-connected",
        "With a scene delegate, the app delegate is asked for the scene's configuration, the storyboard is loaded for the scene, then the scene delegate hears scene:willConnectToSession:options:, before the root's view loads.",
        profiles: .since(.iOS13to16),
        sources: [.launchSequence, .sceneDelegate, .log(file: "miyablo-scene-delegate-launch-background-ios13.log"), .log(file: "prashuk-scene-delegate-launch-push-pop-background-2020.log")])
    static let launchWindowShown = Rule(
        "launch.window-shown-loads-root",
        "Showing the window (makeKeyAndVisible) makes it ask its root view controller for its view, which loads lazily, then the root hears viewWillAppear: and its view joins the window.",
        sources: [.bestswifter, .sinaRepost, .launchSequence, .log(file: "kruil-launch-active-before-layout-2019-10.log")])
    static let launchActiveBeforeLayout = Rule(
        "launch.active-before-first-layout",
        "From iOS 13, the app (or scene) becomes active after the root's viewWillAppear: and before the first layout pass.",
        profiles: .since(.iOS13to16),
        sources: [.log(file: "kruil-launch-active-before-layout-2019-10.log"), .log(file: "miyablo-scene-delegate-launch-background-ios13.log"), .log(file: "prashuk-scene-delegate-launch-push-pop-background-2020.log")])
    static let launchActiveAfterLayout = Rule(
        "launch.active-after-first-layout",
        "On iOS 5 (and 7, 9 and 10), the first layout pass comes first, then applicationDidBecomeActive:, then the root's viewDidAppear:.",
        profiles: [.iOS5],
        sources: [.log(file: "uso400-launch-background-foreground-ios7.log"), .log(file: "matt-app-delegate-interleaving-early-ios.log"), .log(file: "arwumax-launch-home-wake-kill-ios9.log")])
    static let launchActiveAfterRootAppears = Rule(
        "launch.active-after-root-appears",
        "On iOS 11 and 12 (and 8), applicationDidBecomeActive: comes after the root's viewDidAppear:; the iOS 6-12 profile models iOS 11 and 12.",
        profiles: [.iOS6to12],
        sources: [.log(file: "kruil-launch-active-after-appear-2019-09.log"), .log(file: "charleshsu-nav-launch-push-pop-home-ios8.log"),
                  .log(file: "matt-app-delegate-interleaving-early-ios.log"), .log(file: "progressconcepts-tab-switch-home-and-back.log")])
    static let launchNavigationChildDeferred = Rule(
        "launch.navigation-first-child-in-first-layout",
        "From iOS 13, a navigation controller shown at launch starts its first transition in its first layout pass, after the app became active: its top child loads and hears viewWillAppear: then.",
        profiles: .since(.iOS13to16),
        sources: [.log(file: "prashuk-scene-delegate-launch-push-pop-background-2020.log"), .log(file: "prashuk-app-delegate-launch-push-pop-background-2020.log"),
                  .guess(reasoning: "UIKit runs the pending transition when the navigation controller lays out; the model runs it just before the layout pass")])
    static let launchRootDidAppear = Rule(
        "launch.root-did-appear-last",
        "The launch ends with the root's viewDidAppear: (and its children's).",
        sources: [.bestswifter, .log(file: "uso400-launch-background-foreground-ios7.log"), .log(file: "kruil-launch-active-before-layout-2019-10.log")])

    static let becomeActive = Rule(
        "app.foreground-will-enter-then-did-become-active",
        "Coming back to the foreground, the scene delegate (or, without scenes, the app delegate) hears willEnterForeground, then didBecomeActive; view controllers hear nothing.",
        sources: [.appLifeCycle, .sceneDelegate, .log(file: "uso400-launch-background-foreground-ios7.log"), .log(file: "miyablo-scene-delegate-launch-background-ios13.log")])
    static let enterBackground = Rule(
        "app.background-will-resign-then-did-enter",
        "Leaving the app, the scene delegate (or the app delegate) hears willResignActive, then didEnterBackground; view controllers hear no appearance callback.",
        sources: [.appLifeCycle, .sceneDelegate, .log(file: "uso400-launch-background-foreground-ios7.log"), .log(file: "prashuk-scene-delegate-launch-push-pop-background-2020.log")])
    static let backgroundSnapshotLayout = Rule(
        "app.background-lays-out-for-snapshot",
        "From iOS 13, after didEnterBackground the views on screen are laid out once more (for the app switcher's snapshot).",
        profiles: .since(.iOS13to16),
        sources: [.log(file: "prashuk-scene-delegate-launch-push-pop-background-2020.log"), .log(file: "prashuk-app-delegate-launch-push-pop-background-2020.log")])
    static let terminateScene = Rule(
        "app.close-in-switcher-disconnects-scene",
        "Closing a scene-based app in the app switcher: sceneWillResignActive: if it was active, sceneDidDisconnect:, then the app delegate's application:didDiscardSceneSessions:.",
        profiles: .since(.iOS13to16),
        sources: [.sceneDelegate, .log(file: "applefora-scene-delegate-launch-terminate.log")])
    static let terminateWithoutScenes = Rule(
        "app.close-in-switcher-without-scenes",
        "Closing an app without scenes from the app switcher while it was active: applicationWillResignActive: (the switcher opens), applicationDidEnterBackground:, then the app is ended before it is suspended.",
        sources: [.appDelegate, .log(file: "jinios-app-switcher-kill-2018.log"), .log(file: "mamicode-hblifecircle-home-back-switcher-kill-2016.log"), .log(file: "ltsdemo-app-switcher-kill-ios11.log")])
    static let terminateRootDisappears = Rule(
        "app.close-in-switcher-root-disappears",
        "When an active app is closed in the app switcher, its window goes and the root view controller hears viewWillDisappear: and viewDidDisappear: (after the scene is disconnected, or after the app entered the background).",
        sources: [.log(file: "sbpark88-scene-page-sheet-background-terminate-2023.log"), .log(file: "arwumax-launch-home-wake-kill-ios9.log"),
                  .guess(reasoning: "that it comes before applicationWillTerminate: with scenes: no log shows both")])
    static let terminateWillTerminate = Rule(
        "app.close-in-switcher-will-terminate",
        "An app closed in the app switcher before it was suspended hears applicationWillTerminate: last.",
        sources: [.apple(title: "UIApplicationDelegate.applicationWillTerminate(_:)", url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)"),
                  .log(file: "jeongmin-scene-launch-home-back-close-2025.log"), .log(file: "jinios-app-switcher-kill-2018.log"), .log(file: "mamicode-hblifecircle-home-back-switcher-kill-2016.log")])
    static let secondScene = Rule(
        "scenes.second-scene-connects-and-activates",
        "A second scene (iPad multitasking) is configured, connects, enters the foreground and becomes active like the first, with its own window; closing it resigns and disconnects it.",
        profiles: .since(.iOS13to16),
        sources: [.sceneDelegate, .log(file: "eunjin-split-view-second-scene.log")])
}
