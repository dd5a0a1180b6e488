import LifecycleModel

extension World {
    /// The app launches: its window gets a root view controller and is made key and visible.
    ///
    /// Seed 000 ("在运行时展示View"): with a main storyboard, UIKit instantiates the initial view
    /// controller (initWithCoder:, awakeFromNib), loads its view when the window asks for it,
    /// calls viewWillAppear:, lays the view out, and calls viewDidAppear:. Without one, the app's
    /// code creates the controller, sets it as root and calls makeKeyAndVisible itself.
    ///
    /// With a declared app delegate (Apple, "About the app launch sequence"): UIApplicationMain
    /// loads the main storyboard and sets the window's root before
    /// application:willFinishLaunchingWithOptions: (Content/evidence/uso400-launch-background-foreground-ios7.log,
    /// iOS 7.1.2: awakeFromNib before it), then application:didFinishLaunchingWithOptions:, in which
    /// an app without a storyboard makes its window; UIKit shows a storyboard's window after it
    /// returns. With a scene delegate (iOS 13), the app delegate is asked for the scene's
    /// configuration, the storyboard is loaded for the scene, and scene:willConnectToSession:options:
    /// comes before the window is shown (miyablo-scene-delegate-launch-background-ios13.log: the
    /// root's viewDidLoad after it).
    func launch(root: ObjectID) throws(Interruption) {
        guard !isLaunched else { throw failure("the app has already launched; a scenario launches once") }
        isLaunched = true
        appState = .active
        let window = makeQuietView(Self.window, className: "UIWindow", frame: screenBounds)
        window.owners.retain(.uiKit)
        let appDelegate = delegate(.appDelegate)
        let sceneDelegate = delegate(.sceneDelegate)
        // The delegates' lifelines stand next to UIKit's, before the objects they see made.
        [appDelegate, sceneDelegate].compactMap { $0 }.forEach(participate)
        let storyboard = storyboardName(of: root)

        if let storyboard, sceneDelegate == nil {
            try following(.launchStoryboardFirst) { () throws(Interruption) in try instantiateInitial(root, from: storyboard, in: Self.window) }
        }
        if let appDelegate {
            if Callback.applicationWillFinishLaunching.exists(in: profile) {
                try send(.applicationWillFinishLaunching, to: appDelegate, from: .uiKit, [Argument("launchOptions", "nil")], rule: .launchAppDelegate)
            }
            try send(.applicationDidFinishLaunching, to: appDelegate, from: .uiKit, [Argument("launchOptions", "nil")], rule: .launchAppDelegate) { () throws(Interruption) in
                if storyboard == nil, sceneDelegate == nil { try showCodeRoot(root, by: appDelegate, in: Self.window) }
            }
        }
        if let sceneDelegate {
            try following(.launchSceneConnects) { () throws(Interruption) in
                if let appDelegate {
                    try send(.configurationForConnectingSceneSession, to: appDelegate, from: .uiKit, [Argument("connectingSceneSession", "UISceneSession"), Argument("options", "UISceneConnectionOptions")])
                }
                if let storyboard { try instantiateInitial(root, from: storyboard, in: Self.window) }
                try send(.sceneWillConnect, to: sceneDelegate, from: .uiKit, Self.sceneConnectionArguments) { () throws(Interruption) in
                    if storyboard == nil { try showCodeRoot(root, by: sceneDelegate, in: Self.window) }
                }
            }
            if storyboard != nil { try makeKeyAndVisible(root, by: .uiKit, in: Self.window, rule: .launchWindowShown) }
        } else if storyboard != nil {
            try makeKeyAndVisible(root, by: .uiKit, in: Self.window, rule: .launchWindowShown)
        } else if appDelegate == nil {
            try showCodeRoot(root, by: Self.app, in: Self.window)
        }

        if activatesBeforeFirstLayout {
            try following(.launchActiveBeforeLayout) { () throws(Interruption) in try becomeActive(launching: true) }
            try startDeferredChildren(of: root)
        }
        try turnRunLoop()
        try secondLayoutPassAtLaunch(in: Self.window)
        if profile == .iOS5 {
            try following(.launchActiveAfterLayout) { () throws(Interruption) in try becomeActive(launching: true) }
        }
        try following(.launchRootDidAppear) { () throws(Interruption) in try endAppearance(root, by: Self.window, animated: false) }
        if profile == .iOS6to12 {
            try following(.launchActiveAfterRootAppears) { () throws(Interruption) in try becomeActive(launching: true) }
        }
    }

    /// Whether the app (or scene) becomes active before the first layout pass of the launch.
    ///
    /// Before iOS 13 the first layout pass comes first; then, on iOS 5 (and 7, 9 and 10),
    /// applicationDidBecomeActive: before viewDidAppear: (Content/evidence/uso400-launch-background-foreground-ios7.log,
    /// iOS 7.1.2; matt's list in matt-app-delegate-interleaving-early-ios.log; arwumax, iOS 9.3),
    /// and on iOS 8, 11 and 12 after it (matt: "iOS 8 changed it, iOS 9 restored it and iOS 11
    /// changed it again"; charleshsu, iOS 8; kruil-launch-active-after-appear-2019-09.log, iOS 12.4).
    /// The iOS 6-12 profile models the newest end of its range, iOS 11 and 12, as it does for traits. From iOS 13 the root loads its view and hears
    /// viewWillAppear: when the window is shown, then the app becomes active, then the first layout
    /// pass runs (kruil-launch-active-before-layout-2019-10.log: viewWillAppear:,
    /// applicationDidBecomeActive:, the layout pass, viewDidAppear:; miyablo's iOS 13.0 list:
    /// viewDidLoad before sceneWillEnterForeground:). A navigation controller's first child loads
    /// and appears only in that layout pass (`startDeferredChildren`).
    var activatesBeforeFirstLayout: Bool { profile >= .iOS13to16 }

    /// From iOS 13 a navigation controller shown at launch starts its first transition in its
    /// first layout pass, after the app became active: its top child loads its view and hears
    /// viewWillAppear: then (prashuk-scene-delegate-launch-push-pop-background-2020.log and its
    /// app-delegate twin: the child's viewDidLoad after sceneDidBecomeActive: and
    /// applicationDidBecomeActive:). UIKit's navigation controller runs its pending transition when
    /// it lays out; the model runs it just before the layout pass. Tab bar controllers keep
    /// their children's appearance with their own (no log shows otherwise).
    private var defersNavigationChildren: Bool { activatesBeforeFirstLayout }

    func startDeferredChildren(of root: ObjectID) throws(Interruption) {
        guard defersNavigationChildren, let controller = controllers[root], controller.navigation != nil else { return }
        try beginChildrenAppearance(of: controller, animated: false, rule: .launchNavigationChildDeferred)
    }

    /// The declared app or scene delegate, if the scenario has one (the first scene's, for scenes).
    func delegate(_ kind: ObjectDeclaration.Kind) -> ObjectID? {
        script.objects.first { $0.kind == kind }?.id
    }

    /// What UIKit passes with scene:willConnectToSession:options:.
    static let sceneConnectionArguments = [
        Argument("scene", "UIWindowScene"), Argument("session", "UISceneSession"), Argument("connectionOptions", "UISceneConnectionOptions"),
    ]

    /// The storyboard a root comes from, if any: its own, or its container's.
    func storyboardName(of root: ObjectID) -> String? {
        if case .viewController(.storyboard(let name))? = script.declaration(root)?.kind { return name }
        return script.declaration(root)?.storyboard
    }

    /// UIKit instantiates the storyboard's initial view controller and makes it the window's root.
    func instantiateInitial(_ root: ObjectID, from name: String, in window: ObjectID) throws(Interruption) {
        let storyboard = self.storyboard(name)
        let declaration = script.declaration(root)!
        if declaration.storyboard == nil { makeController(declaration, .plain(.storyboard(name: name))) }
        try send(.instantiateInitialViewController, to: storyboard, from: .uiKit, result: root.rawValue) { () throws(Interruption) in
            try unarchiveContainer(declaration, from: storyboard)
        }
        hold(root, by: .uiKit, temporarily: true)
        try setRoot(root, by: .uiKit, in: window)
    }

    /// The app's code (or its delegate's) creates the root, sets it and shows the window.
    func showCodeRoot(_ root: ObjectID, by caller: ObjectID, in window: ObjectID) throws(Interruption) {
        try following(.appCode) { () throws(Interruption) in
            try create(root, by: caller)
            try setRoot(root, by: caller, in: window)
        }
        try makeKeyAndVisible(root, by: caller, in: window, rule: .appCode)
    }

    private func setRoot(_ root: ObjectID, by caller: ObjectID, in window: ObjectID) throws(Interruption) {
        let controller = try self.controller(root)
        if let parent = controller.parent {
            throw failure("cannot launch with root \(root): it is a child of \(parent); launch with \(parent)")
        }
        try send(.setRootViewController, to: window, from: caller, [Argument("rootViewController", root.rawValue)])
        retain(root, by: window)
    }

    func makeKeyAndVisible(_ root: ObjectID, by caller: ObjectID, in window: ObjectID, rule: Rule) throws(Interruption) {
        try send(.makeKeyAndVisible, to: window, from: caller, rule: rule) { () throws(Interruption) in
            // The window asks its root view controller for its view, which loads lazily (seed 002);
            // seed 002 saw three such requests when loadView never set the view.
            try following(.launchWindowShown) { () throws(Interruption) in
                try loadViewToShow(root, by: window, attempts: 3)
                try beginRootAppearance(root, in: window)
            }
        }
    }

    /// viewWillAppear: for the root (and its children, unless a navigation controller defers them),
    /// then its view joins the window and hears at once of its margins and safe area
    /// (kruil-launch-active-before-layout-2019-10.log: viewLayoutMarginsDidChange and
    /// viewSafeAreaInsetsDidChange right after viewWillAppear:, before the app becomes active).
    private func beginRootAppearance(_ root: ObjectID, in window: ObjectID) throws(Interruption) {
        let deferring = defersNavigationChildren && controllers[root]?.navigation != nil
        try beginAppearance(root, by: window, animated: false, includingChildren: !deferring)
        try attach(try requireView(root, by: window), to: window, caller: window)
        try updateEnvironments()
    }
}
