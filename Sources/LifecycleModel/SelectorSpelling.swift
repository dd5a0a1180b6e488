/// The one table of how a callback is spelled: the Objective-C selector UIKit logs
/// (`NSStringFromSelector(_cmd)`, `__func__`) and the Swift name `#function` prints.
///
/// Read both ways: device logs in either language are read into selectors, and readers who write
/// Swift get Swift names on the site and on the command line. Selectors without a Swift method of
/// their own (a property setter, say) map to what Swift code writes.
public enum SelectorSpelling {
    /// Objective-C selector → Swift spelling, for every callback the model or a device log may name.
    public static let swiftNames: [String: String] = [
        // Creating and destroying (Apple, UIViewController; UIView; NSObject).
        "init": "init()",
        "initWithCoder:": "init(coder:)",
        "initWithNibName:bundle:": "init(nibName:bundle:)",
        "initWithRootViewController:": "init(rootViewController:)",
        "initWithFrame:": "init(frame:)",
        "awakeFromNib": "awakeFromNib()",
        "instantiateInitialViewController": "instantiateInitialViewController()",
        "instantiateViewControllerWithIdentifier:": "instantiateViewController(withIdentifier:)",
        "dealloc": "deinit",
        // Loading the view.
        "view": "view",
        "loadView": "loadView()",
        "viewDidLoad": "viewDidLoad()",
        "isViewLoaded": "isViewLoaded",
        "viewIfLoaded": "viewIfLoaded",
        "loadViewIfNeeded": "loadViewIfNeeded()",
        "viewWillUnload": "viewWillUnload()",
        "viewDidUnload": "viewDidUnload()",
        "didReceiveMemoryWarning": "didReceiveMemoryWarning()",
        // Appearance and layout.
        "viewWillAppear:": "viewWillAppear(_:)",
        "viewIsAppearing:": "viewIsAppearing(_:)",
        "viewDidAppear:": "viewDidAppear(_:)",
        "viewWillDisappear:": "viewWillDisappear(_:)",
        "viewDidDisappear:": "viewDidDisappear(_:)",
        "viewWillLayoutSubviews": "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews": "viewDidLayoutSubviews()",
        "updateViewConstraints": "updateViewConstraints()",
        "updateConstraints": "updateConstraints()",
        "viewSafeAreaInsetsDidChange": "viewSafeAreaInsetsDidChange()",
        "viewLayoutMarginsDidChange": "viewLayoutMarginsDidChange()",
        "safeAreaInsetsDidChange": "safeAreaInsetsDidChange()",
        "layoutMarginsDidChange": "layoutMarginsDidChange()",
        "traitCollectionDidChange:": "traitCollectionDidChange(_:)",
        // iOS 26's properties update (Apple, updateProperties(), setNeedsUpdateProperties()).
        "updateProperties": "updateProperties()",
        "setNeedsUpdateProperties": "setNeedsUpdateProperties()",
        "willTransitionToTraitCollection:withTransitionCoordinator:": "willTransition(to:with:)",
        // iOS 17's trait registration (Apple, UITraitChangeObservable); the closure is named
        // after its type, UITraitChangeHandler (TraitChangeHandler in Swift).
        "registerForTraitChanges:withHandler:": "registerForTraitChanges(_:handler:)",
        "registerForTraitChanges:withAction:": "registerForTraitChanges(_:action:)",
        "registerForTraitChanges:withTarget:action:": "registerForTraitChanges(_:target:action:)",
        "traitChangeHandler": "traitChangeHandler",
        "viewWillTransitionToSize:withTransitionCoordinator:": "viewWillTransition(to:with:)",
        "willRotateToInterfaceOrientation:duration:": "willRotate(to:duration:)",
        "willAnimateRotationToInterfaceOrientation:duration:": "willAnimateRotation(to:duration:)",
        "didRotateFromInterfaceOrientation:": "didRotate(from:)",
        // Containers and transitions.
        "makeKeyAndVisible": "makeKeyAndVisible()",
        "setRootViewController:": "rootViewController =",
        "pushViewController:animated:": "pushViewController(_:animated:)",
        "popViewControllerAnimated:": "popViewController(animated:)",
        "popToRootViewControllerAnimated:": "popToRootViewController(animated:)",
        "setViewControllers:": "viewControllers =",
        "setViewControllers:animated:": "setViewControllers(_:animated:)",
        "setSelectedViewController:": "selectedViewController =",
        "presentViewController:animated:completion:": "present(_:animated:completion:)",
        "dismissViewControllerAnimated:completion:": "dismiss(animated:completion:)",
        "performSegueWithIdentifier:sender:": "performSegue(withIdentifier:sender:)",
        "prepareForSegue:sender:": "prepare(for:sender:)",
        "addChildViewController:": "addChild(_:)",
        "removeFromParentViewController": "removeFromParent()",
        "willMoveToParentViewController:": "willMove(toParent:)",
        "didMoveToParentViewController:": "didMove(toParent:)",
        "beginAppearanceTransition:animated:": "beginAppearanceTransition(_:animated:)",
        "endAppearanceTransition": "endAppearanceTransition()",
        "navigationController:willShowViewController:animated:": "navigationController(_:willShow:animated:)",
        "navigationController:didShowViewController:animated:": "navigationController(_:didShow:animated:)",
        "presentationControllerShouldDismiss:": "presentationControllerShouldDismiss(_:)",
        "transitionFromViewController:toViewController:duration:options:animations:completion:": "transition(from:to:duration:options:animations:completion:)",
        "initWithTransitionStyle:navigationOrientation:options:": "init(transitionStyle:navigationOrientation:options:)",
        "setViewControllers:direction:animated:completion:": "setViewControllers(_:direction:animated:completion:)",
        "pageViewController:viewControllerBeforeViewController:": "pageViewController(_:viewControllerBefore:)",
        "pageViewController:viewControllerAfterViewController:": "pageViewController(_:viewControllerAfter:)",
        "pageViewController:willTransitionToViewControllers:": "pageViewController(_:willTransitionTo:)",
        "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:": "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        "presentationControllerWillDismiss:": "presentationControllerWillDismiss(_:)",
        "presentationControllerDidDismiss:": "presentationControllerDidDismiss(_:)",
        "presentationControllerDidAttemptToDismiss:": "presentationControllerDidAttemptToDismiss(_:)",
        // The app and its scenes.
        "application:didFinishLaunchingWithOptions:": "application(_:didFinishLaunchingWithOptions:)",
        "application:willFinishLaunchingWithOptions:": "application(_:willFinishLaunchingWithOptions:)",
        "applicationDidBecomeActive:": "applicationDidBecomeActive(_:)",
        "applicationWillResignActive:": "applicationWillResignActive(_:)",
        "applicationDidEnterBackground:": "applicationDidEnterBackground(_:)",
        "applicationWillTerminate:": "applicationWillTerminate(_:)",
        "applicationWillEnterForeground:": "applicationWillEnterForeground(_:)",
        "application:configurationForConnectingSceneSession:options:": "application(_:configurationForConnecting:options:)",
        "application:didDiscardSceneSessions:": "application(_:didDiscardSceneSessions:)",
        "scene:willConnectToSession:options:": "scene(_:willConnectTo:options:)",
        "sceneWillEnterForeground:": "sceneWillEnterForeground(_:)",
        "sceneDidBecomeActive:": "sceneDidBecomeActive(_:)",
        "sceneWillResignActive:": "sceneWillResignActive(_:)",
        "sceneDidEnterBackground:": "sceneDidEnterBackground(_:)",
        "sceneDidDisconnect:": "sceneDidDisconnect(_:)",
        // The view hierarchy.
        "addSubview:": "addSubview(_:)",
        "removeFromSuperview": "removeFromSuperview()",
        "willMoveToSuperview:": "willMove(toSuperview:)",
        "didMoveToSuperview": "didMoveToSuperview()",
        "willMoveToWindow:": "willMove(toWindow:)",
        "didMoveToWindow": "didMoveToWindow()",
        "didAddSubview:": "didAddSubview(_:)",
        "willRemoveSubview:": "willRemoveSubview(_:)",
        // Layout and drawing.
        "setFrame:": "frame =",
        "setContentOffset:": "contentOffset =",
        "setNeedsLayout": "setNeedsLayout()",
        "layoutIfNeeded": "layoutIfNeeded()",
        "layoutSublayersOfLayer:": "layoutSublayers(of:)",
        "layoutSubviews": "layoutSubviews()",
        "setNeedsDisplay": "setNeedsDisplay()",
        "setNeedsDisplayInRect:": "setNeedsDisplay(_:)",
        "drawRect:": "draw(_:)",
        "sizeToFit": "sizeToFit()",
        "sizeThatFits:": "sizeThatFits(_:)",
    ]

    /// Swift 3 to 4.1 spellings that Swift 4.2 renamed, still in logs of that time.
    public static let olderSwiftNames: [String: String] = [
        "willMove(toParentViewController:)": "willMoveToParentViewController:",
        "didMove(toParentViewController:)": "didMoveToParentViewController:",
        "addChildViewController(_:)": "addChildViewController:",
        "removeFromParentViewController()": "removeFromParentViewController",
    ]

    /// The Swift spelling of a selector; the selector itself when the table has none.
    public static func swiftName(of selector: String) -> String { swiftNames[selector] ?? selector }

    /// The selector a log's word names, in any spelling people print: `viewWillAppear:`,
    /// `viewWillAppear(_:)`, `viewWillAppear`, `ViewWillAppear`, `init(coder:)`, `deinit`.
    /// nil when the word names no callback this table knows.
    public static func selector(named word: some StringProtocol) -> String? {
        let word = String(word)
        if swiftNames[word] != nil { return word }
        if let selector = bySwiftName[word] ?? olderSwiftNames[word] { return selector }
        // `viewWillAppear()`: a Swift name printed with its labels dropped.
        if let open = word.firstIndex(of: "("), word.hasSuffix(")") { return byBareName[word[..<open].lowercased()] }
        return byBareName[word.lowercased()]
    }

    private static let bySwiftName: [String: String] = Dictionary(
        swiftNames.filter { !$0.value.hasSuffix(" =") }.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })

    /// Lowercased names without colons or argument labels, where they name one selector only:
    /// `viewwillappear` → `viewWillAppear:`, `initwithcoder` → `initWithCoder:`.
    private static let byBareName: [String: String] = {
        var names: [String: [String]] = [:]
        for (selector, swift) in swiftNames {
            var bare = Set([String(selector.prefix { $0 != ":" }).lowercased()])
            if !swift.hasSuffix(" =") { bare.insert(String(swift.prefix { $0 != "(" }).lowercased()) }
            for name in bare { names[name, default: []].append(selector) }
        }
        // A Swift base name shared by several selectors (`init`, `willMove`, `scene`) names none.
        return names.compactMapValues { $0.count == 1 ? $0[0] : nil }.merging(["init": "init"]) { _, new in new }
    }()
}
