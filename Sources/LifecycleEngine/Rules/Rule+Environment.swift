import LifecycleModel

/// Traits, safe area and margins; rotation; memory warnings; iOS 17's trait registrations.
extension Rule {
    static let traitsBeforeLayout = Rule(
        "environment.traits-updated-before-layout",
        "In a run loop turn, before the constraint and layout passes, each view in the window (its view controller first) brings its traits up to date and hears traitCollectionDidChange: if they changed; up to iOS 12, also when it first joins a window (with a nil previous collection).",
        profiles: .since(.iOS6to12),
        sources: [.vcGuide, .traitEnvironment, .article(author: "Keith Harrison", title: "Predicting Size Classes in iOS 13", url: "https://useyourloaf.com/blog/predicting-size-classes-in-ios-13/"),
                  .article(author: "Matt Neuburg", title: "Programming iOS, book examples: launch into rotation events (iOS 8)", url: "https://github.com/mattneub/Programming-iOS-Book-Examples")])
    static let marginsThenSafeArea = Rule(
        "environment.margins-then-safe-area",
        "When a view's layout margins or safe area change: layoutMarginsDidChange, then the view controller's viewLayoutMarginsDidChange, then safeAreaInsetsDidChange and viewSafeAreaInsetsDidChange.",
        profiles: .since(.iOS6to12),
        sources: [.safeAreaDoc, .layoutMarginsDoc, .log(file: "kruil-launch-active-before-layout-2019-10.log"), .log(file: "haomeiwen-safe-area-insets-order-2020.log"),
                  .guess(reasoning: "that traits come before margins and safe area is our choice: no source prints them together")])
    static let catchUpOnTraits = Rule(
        "environment.covered-controller-catches-up-on-traits",
        "A view controller that missed a change of traits while covered hears willTransitionToTraitCollection:withTransitionCoordinator: as it comes back, before viewWillAppear:.",
        profiles: .since(.iOS6to12),
        sources: [.log(file: "level49-rotate-then-return-ios11.log"), .log(file: "level49-rotate-in-background-ios11.log")])
    static let rotationTransitions = Rule(
        "rotation.trait-then-size-transition-forwarded",
        "A rotation sends the visible view controllers willTransitionToTraitCollection:withTransitionCoordinator:, then viewWillTransitionToSize:withTransitionCoordinator:, each forwarded to their children; the new traits arrive in the next layout pass.",
        profiles: .since(.iOS6to12),
        sources: [.contentContainer, .log(file: "yagamo-rotate-ios12.log"),
                  .article(author: "Matt Neuburg", title: "Programming iOS, book examples: launch into rotation events (iOS 8)", url: "https://github.com/mattneub/Programming-iOS-Book-Examples"),
                  .guess(reasoning: "whether all controllers hear of the traits before any hears of the size is our choice")])
    static let windowResized = Rule(
        "environment.window-resized",
        "An iPad window the user resizes (Split View, Stage Manager) sends the visible view controllers willTransitionToTraitCollection:withTransitionCoordinator: when its horizontal size class flips, then viewWillTransitionToSize:withTransitionCoordinator:, each forwarded to their children; the new size and traits arrive in the next layout pass.",
        profiles: .since(.iOS13to16),
        sources: [.contentContainer, .viewWillTransitionDoc, .willTransitionTraitsDoc, .interfaceSizes,
                  .guess(reasoning: "Apple publishes size classes per multitasking configuration, not a width in points: the line at 678 points is read off Max Seelemann's list of interface sizes, where every width up to 639 is compact and every width from 678 regular")])
    static let rotationIOS5 = Rule(
        "rotation.ios5-will-rotate-animate-did-rotate",
        "On iOS 5, a rotation sends willRotateToInterfaceOrientation:duration:, lays out, sends willAnimateRotationToInterfaceOrientation:duration:, then didRotateFromInterfaceOrientation:, forwarded to children.",
        profiles: [.iOS5],
        sources: [.viewController, .log(file: "so-9539676-ipad-landscape-launch-ios5.log")])
    static let memoryWarningEach = Rule(
        "memory.warning-to-every-controller",
        "A memory warning reaches every view controller alive, in the order they were made (didReceiveMemoryWarning).",
        sources: [.memoryWarningDoc, .sinaRepost, .log(file: "cocoadays-memory-warning-viewdidunload-2010.log")])
    static let memoryWarningUnloads = Rule(
        "memory.ios5-unloads-views-off-screen",
        "On iOS 5, a view controller whose view is not in a window unloads it inside didReceiveMemoryWarning: viewWillUnload, then viewDidUnload.",
        profiles: [.iOS5],
        sources: [.viewDidUnloadDoc, .sinaRepost, .log(file: "cocoadays-memory-warning-viewdidunload-2010.log"), .log(file: "tangqiao-ios5-container-children-transition.log")])
    static let backgroundSnapshotsBothAppearances = Rule(
        "environment.background-snapshots-both-appearances",
        "From iOS 13, after an app enters the background UIKit switches its views to the other appearance (light or dark) for the app switcher's second snapshot, then back: views and view controllers hear traitCollectionDidChange: twice.",
        profiles: .since(.iOS13to16),
        sources: [.apple(title: "WWDC 2019 session 214, Implementing Dark Mode on iOS", url: "https://developer.apple.com/videos/play/wwdc2019/214/"),
                  .log(file: "so-63372828-trait-flip-on-background-2020.log"), .log(file: "mason-trait-changes-on-background-ios14.log"),
                  .guess(reasoning: "that the layout pass for the snapshot runs in the other appearance, and that switching back lays nothing out, is our reading: the logs print the trait changes only")])
    static let traitRegistrationFires = Rule(
        "environment.ios17-registration-fires-after-trait-change",
        "A trait-change registration (registerForTraitChanges:, iOS 17) fires when one of its traits changed, right after the object's traits were updated.",
        profiles: .since(.iOS17),
        sources: [.registerForTraitChangesDoc])
}
