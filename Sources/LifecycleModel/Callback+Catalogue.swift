/// The catalogue: every callback the engine can record (`modelled`) and every one a device log
/// may show that the model does not make (`unmodelled`). Apple's documentation of each class and
/// protocol (`Callback.Owner`) gives the spellings and the versions; where a comment names a seed,
/// the seed's header says so too.
///
/// Adding a callback: its value here and in one of the two lists; the engine's rule that sends
/// it; and, if a scenario may override it, `Vocabulary` in LifecycleScenarios.
extension Callback {
    // Creating objects (seeds 000, 003, 004).
    public static let initWithCoder = Callback("initWithCoder:", swift: "init(coder:)", owner: .coding)
    public static let awakeFromNib = Callback("awakeFromNib", swift: "awakeFromNib()", owner: .object)
    public static let `init` = Callback("init", swift: "init()", owner: .object)
    public static let initWithNibNameBundle = Callback("initWithNibName:bundle:", swift: "init(nibName:bundle:)", owner: .viewController)
    public static let initWithRootViewController = Callback(
        "initWithRootViewController:", swift: "init(rootViewController:)", owner: .navigationController)
    public static let initWithFrame = Callback("initWithFrame:", swift: "init(frame:)", owner: .view)
    public static let instantiateInitialViewController = Callback(
        "instantiateInitialViewController", swift: "instantiateInitialViewController()", owner: .storyboard, since: 5)
    public static let instantiateViewControllerWithIdentifier = Callback(
        "instantiateViewControllerWithIdentifier:", swift: "instantiateViewController(withIdentifier:)", owner: .storyboard, since: 5)
    public static let dealloc = Callback("dealloc", swift: "deinit", owner: .object)

    // Loading the view (seeds 002, 003, 004). viewIfLoaded and loadViewIfNeeded: iOS 9
    // (seed 004: NS_AVAILABLE_IOS(9_0)). viewWillUnload and viewDidUnload: deprecated in iOS 6
    // and never called there.
    public static let view = Callback("view", swift: "view", owner: .viewController)
    public static let loadView = Callback("loadView", swift: "loadView()", owner: .viewController)
    public static let viewDidLoad = Callback("viewDidLoad", swift: "viewDidLoad()", owner: .viewController)
    public static let isViewLoaded = Callback("isViewLoaded", swift: "isViewLoaded", owner: .viewController, since: 3)
    public static let viewIfLoaded = Callback("viewIfLoaded", swift: "viewIfLoaded", owner: .viewController, since: 9)
    public static let loadViewIfNeeded = Callback("loadViewIfNeeded", swift: "loadViewIfNeeded()", owner: .viewController, since: 9)
    public static let viewWillUnload = Callback("viewWillUnload", swift: "viewWillUnload()", owner: .viewController, since: 5, until: 6)
    public static let viewDidUnload = Callback("viewDidUnload", swift: "viewDidUnload()", owner: .viewController, since: 3, until: 6)

    // Appearance (seed 000; Apple, UIViewController). viewIsAppearing: is declared in the iOS 17
    // SDK and back-deployed to iOS 13 (it has shipped, unpublished, since iOS 13).
    public static let viewWillAppear = Callback("viewWillAppear:", swift: "viewWillAppear(_:)", owner: .viewController)
    public static let viewIsAppearing = Callback("viewIsAppearing:", swift: "viewIsAppearing(_:)", owner: .viewController, since: 13)
    public static let viewDidAppear = Callback("viewDidAppear:", swift: "viewDidAppear(_:)", owner: .viewController)
    public static let viewWillDisappear = Callback("viewWillDisappear:", swift: "viewWillDisappear(_:)", owner: .viewController)
    public static let viewDidDisappear = Callback("viewDidDisappear:", swift: "viewDidDisappear(_:)", owner: .viewController)
    public static let viewWillLayoutSubviews = Callback("viewWillLayoutSubviews", swift: "viewWillLayoutSubviews()", owner: .viewController, since: 5)
    public static let viewDidLayoutSubviews = Callback("viewDidLayoutSubviews", swift: "viewDidLayoutSubviews()", owner: .viewController, since: 5)
    // Auto Layout's constraint pass (Apple, updateViewConstraints, updateConstraints; iOS 6).
    public static let updateViewConstraints = Callback("updateViewConstraints", swift: "updateViewConstraints()", owner: .viewController, since: 6)
    public static let updateConstraints = Callback("updateConstraints", swift: "updateConstraints()", owner: .view, since: 6)

    // Memory (seeds 000, 002).
    public static let didReceiveMemoryWarning = Callback("didReceiveMemoryWarning", swift: "didReceiveMemoryWarning()", owner: .viewController)

    // Rotation and size changes: the rotation callbacks gave way to viewWillTransitionToSize: in
    // iOS 8 (Apple, UIContentContainer).
    public static let viewWillTransitionToSize = Callback(
        "viewWillTransitionToSize:withTransitionCoordinator:", swift: "viewWillTransition(to:with:)", owner: .contentContainer, since: 8)
    public static let willRotateToInterfaceOrientation = Callback(
        "willRotateToInterfaceOrientation:duration:", swift: "willRotate(to:duration:)", owner: .viewController, until: 8)
    public static let willAnimateRotationToInterfaceOrientation = Callback(
        "willAnimateRotationToInterfaceOrientation:duration:", swift: "willAnimateRotation(to:duration:)", owner: .viewController, since: 3,
        until: 8)
    public static let didRotateFromInterfaceOrientation = Callback(
        "didRotateFromInterfaceOrientation:", swift: "didRotate(from:)", owner: .viewController, until: 8)

    // Containers and transitions.
    public static let makeKeyAndVisible = Callback("makeKeyAndVisible", swift: "makeKeyAndVisible()", owner: .window)
    public static let setRootViewController = Callback("setRootViewController:", swift: "rootViewController =", owner: .window, since: 4)
    public static let pushViewController = Callback(
        "pushViewController:animated:", swift: "pushViewController(_:animated:)", owner: .navigationController)
    public static let popViewController = Callback("popViewControllerAnimated:", swift: "popViewController(animated:)", owner: .navigationController)
    public static let popToRootViewController = Callback(
        "popToRootViewControllerAnimated:", swift: "popToRootViewController(animated:)", owner: .navigationController)
    public static let setViewControllers = Callback("setViewControllers:", swift: "viewControllers =", owner: .tabBarController)
    public static let setSelectedViewController = Callback("setSelectedViewController:", swift: "selectedViewController =", owner: .tabBarController)
    // A column-style split view controller (iOS 14): Apple, UISplitViewController and
    // UISplitViewControllerDelegate.
    public static let initWithStyle = Callback("initWithStyle:", swift: "init(style:)", owner: .splitViewController, since: 14)
    public static let setViewControllerForColumn = Callback(
        "setViewController:forColumn:", swift: "setViewController(_:for:)", owner: .splitViewController, since: 14)
    public static let showViewController = Callback(
        "showViewController:sender:", swift: "show(_:sender:)", owner: .viewController, since: 8)
    public static let showDetailViewController = Callback(
        "showDetailViewController:sender:", swift: "showDetailViewController(_:sender:)", owner: .viewController, since: 8)
    public static let splitTopColumnForCollapsing = Callback(
        "splitViewController:topColumnForCollapsingToProposedTopColumn:",
        swift: "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)", owner: .splitViewControllerDelegate, since: 14)
    public static let splitDisplayModeForExpanding = Callback(
        "splitViewController:displayModeForExpandingToProposedDisplayMode:",
        swift: "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)", owner: .splitViewControllerDelegate, since: 14)
    public static let splitDidCollapse = Callback(
        "splitViewControllerDidCollapse:", swift: "splitViewControllerDidCollapse(_:)", owner: .splitViewControllerDelegate, since: 14)
    public static let splitDidExpand = Callback(
        "splitViewControllerDidExpand:", swift: "splitViewControllerDidExpand(_:)", owner: .splitViewControllerDelegate, since: 14)
    // The display mode and the columns shown: Apple, splitViewController(_:willChangeTo:) (iOS 8),
    // splitViewController(_:willHide:) (iOS 14; its selector's twin willShowColumn: is in the SDK
    // headers beside it), splitViewController(_:didShow:) and (_:didHide:) (iOS 26).
    public static let splitWillChangeDisplayMode = Callback(
        "splitViewController:willChangeToDisplayMode:", swift: "splitViewController(_:willChangeTo:)", owner: .splitViewControllerDelegate, since: 8)
    public static let splitWillShowColumn = Callback(
        "splitViewController:willShowColumn:", swift: "splitViewController(_:willShow:)", owner: .splitViewControllerDelegate, since: 14)
    public static let splitWillHideColumn = Callback(
        "splitViewController:willHideColumn:", swift: "splitViewController(_:willHide:)", owner: .splitViewControllerDelegate, since: 14)
    public static let splitDidShowColumn = Callback(
        "splitViewController:didShowColumn:", swift: "splitViewController(_:didShow:)", owner: .splitViewControllerDelegate, since: 26)
    public static let splitDidHideColumn = Callback(
        "splitViewController:didHideColumn:", swift: "splitViewController(_:didHide:)", owner: .splitViewControllerDelegate, since: 26)
    public static let setPreferredDisplayMode = Callback(
        "setPreferredDisplayMode:", swift: "preferredDisplayMode =", owner: .splitViewController, since: 8)
    public static let showColumn = Callback("showColumn:", swift: "show(_:)", owner: .splitViewController, since: 14)
    public static let hideColumn = Callback("hideColumn:", swift: "hide(_:)", owner: .splitViewController, since: 14)
    public static let presentViewController = Callback(
        "presentViewController:animated:completion:", swift: "present(_:animated:completion:)", owner: .viewController, since: 5)
    public static let dismissViewController = Callback(
        "dismissViewControllerAnimated:completion:", swift: "dismiss(animated:completion:)", owner: .viewController, since: 5)
    public static let performSegue = Callback(
        "performSegueWithIdentifier:sender:", swift: "performSegue(withIdentifier:sender:)", owner: .viewController, since: 5)
    public static let prepareForSegue = Callback("prepareForSegue:sender:", swift: "prepare(for:sender:)", owner: .viewController, since: 5)
    public static let addChildViewController = Callback(
        "addChildViewController:", swift: "addChild(_:)", owner: .viewController, since: 5, olderSwift: "addChildViewController(_:)")
    public static let removeFromParentViewController = Callback(
        "removeFromParentViewController", swift: "removeFromParent()", owner: .viewController, since: 5,
        olderSwift: "removeFromParentViewController()")
    public static let willMoveToParentViewController = Callback(
        "willMoveToParentViewController:", swift: "willMove(toParent:)", owner: .viewController, since: 5,
        olderSwift: "willMove(toParentViewController:)")
    public static let didMoveToParentViewController = Callback(
        "didMoveToParentViewController:", swift: "didMove(toParent:)", owner: .viewController, since: 5,
        olderSwift: "didMove(toParentViewController:)")

    // The app and its scenes: the app delegate's and scene delegate's callbacks (Apple,
    // UIApplicationDelegate: application(_:willFinishLaunchingWithOptions:) is iOS 6; UISceneDelegate,
    // UIWindowSceneDelegate and the scene-session methods of UIApplicationDelegate: iOS 13).
    public static let applicationWillFinishLaunching = Callback(
        "application:willFinishLaunchingWithOptions:", swift: "application(_:willFinishLaunchingWithOptions:)", owner: .appDelegate, since: 6)
    public static let applicationDidFinishLaunching = Callback(
        "application:didFinishLaunchingWithOptions:", swift: "application(_:didFinishLaunchingWithOptions:)", owner: .appDelegate, since: 3)
    public static let applicationWillEnterForeground = Callback(
        "applicationWillEnterForeground:", swift: "applicationWillEnterForeground(_:)", owner: .appDelegate, since: 4)
    public static let applicationDidBecomeActive = Callback(
        "applicationDidBecomeActive:", swift: "applicationDidBecomeActive(_:)", owner: .appDelegate)
    public static let applicationWillResignActive = Callback(
        "applicationWillResignActive:", swift: "applicationWillResignActive(_:)", owner: .appDelegate)
    public static let applicationDidEnterBackground = Callback(
        "applicationDidEnterBackground:", swift: "applicationDidEnterBackground(_:)", owner: .appDelegate, since: 4)
    public static let applicationWillTerminate = Callback(
        "applicationWillTerminate:", swift: "applicationWillTerminate(_:)", owner: .appDelegate)
    public static let configurationForConnectingSceneSession = Callback(
        "application:configurationForConnectingSceneSession:options:", swift: "application(_:configurationForConnecting:options:)",
        owner: .appDelegate, since: 13)
    public static let didDiscardSceneSessions = Callback(
        "application:didDiscardSceneSessions:", swift: "application(_:didDiscardSceneSessions:)", owner: .appDelegate, since: 13)
    public static let sceneWillConnect = Callback(
        "scene:willConnectToSession:options:", swift: "scene(_:willConnectTo:options:)", owner: .sceneDelegate, since: 13)
    public static let sceneWillEnterForeground = Callback(
        "sceneWillEnterForeground:", swift: "sceneWillEnterForeground(_:)", owner: .sceneDelegate, since: 13)
    public static let sceneDidBecomeActive = Callback("sceneDidBecomeActive:", swift: "sceneDidBecomeActive(_:)", owner: .sceneDelegate, since: 13)
    public static let sceneWillResignActive = Callback("sceneWillResignActive:", swift: "sceneWillResignActive(_:)", owner: .sceneDelegate, since: 13)
    public static let sceneDidEnterBackground = Callback(
        "sceneDidEnterBackground:", swift: "sceneDidEnterBackground(_:)", owner: .sceneDelegate, since: 13)
    public static let sceneDidDisconnect = Callback("sceneDidDisconnect:", swift: "sceneDidDisconnect(_:)", owner: .sceneDelegate, since: 13)

    // Modal presentation: the delegate of a sheet's presentation controller, told about the user's
    // swipe down (Apple, UIAdaptivePresentationControllerDelegate; iOS 13).
    public static let presentationControllerShouldDismiss = Callback(
        "presentationControllerShouldDismiss:", swift: "presentationControllerShouldDismiss(_:)", owner: .adaptivePresentationDelegate, since: 13)
    public static let presentationControllerWillDismiss = Callback(
        "presentationControllerWillDismiss:", swift: "presentationControllerWillDismiss(_:)", owner: .adaptivePresentationDelegate, since: 13)
    public static let presentationControllerDidDismiss = Callback(
        "presentationControllerDidDismiss:", swift: "presentationControllerDidDismiss(_:)", owner: .adaptivePresentationDelegate, since: 13)
    public static let presentationControllerDidAttemptToDismiss = Callback(
        "presentationControllerDidAttemptToDismiss:", swift: "presentationControllerDidAttemptToDismiss(_:)", owner: .adaptivePresentationDelegate,
        since: 13)
    // Sheets with detents: the sheet presentation controller's delegate, told when the user drags
    // the sheet to another detent (Apple, UISheetPresentationControllerDelegate; iOS 15).
    public static let sheetPresentationControllerDidChangeSelectedDetentIdentifier = Callback(
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier:", swift: "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
        owner: .sheetPresentationDelegate, since: 15)
    // Popovers: the popover presentation controller's delegate, just before the popover shows
    // (Apple, UIPopoverPresentationControllerDelegate; iOS 8).
    public static let adaptivePresentationStyle = Callback(
        "adaptivePresentationStyleForPresentationController:traitCollection:", swift: "adaptivePresentationStyle(for:traitCollection:)",
        owner: .adaptivePresentationDelegate, since: 8)
    public static let willPresentWithAdaptiveStyle = Callback(
        "presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:",
        swift: "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)", owner: .adaptivePresentationDelegate, since: 8)
    public static let prepareForPopoverPresentation = Callback(
        "prepareForPopoverPresentation:", swift: "prepareForPopoverPresentation(_:)", owner: .popoverPresentationDelegate, since: 8)

    // The view hierarchy (seed 001).
    public static let addSubview = Callback("addSubview:", swift: "addSubview(_:)", owner: .view)
    public static let removeFromSuperview = Callback("removeFromSuperview", swift: "removeFromSuperview()", owner: .view)
    public static let willMoveToSuperview = Callback("willMoveToSuperview:", swift: "willMove(toSuperview:)", owner: .view)
    public static let didMoveToSuperview = Callback("didMoveToSuperview", swift: "didMoveToSuperview()", owner: .view)
    public static let willMoveToWindow = Callback("willMoveToWindow:", swift: "willMove(toWindow:)", owner: .view)
    public static let didMoveToWindow = Callback("didMoveToWindow", swift: "didMoveToWindow()", owner: .view)
    public static let didAddSubview = Callback("didAddSubview:", swift: "didAddSubview(_:)", owner: .view)
    public static let willRemoveSubview = Callback("willRemoveSubview:", swift: "willRemoveSubview(_:)", owner: .view)

    // Layout and drawing (seed 001).
    public static let setFrame = Callback("setFrame:", swift: "frame =", owner: .view)
    public static let setContentOffset = Callback("setContentOffset:", swift: "contentOffset =", owner: .scrollView)
    public static let setNeedsLayout = Callback("setNeedsLayout", swift: "setNeedsLayout()", owner: .view)
    public static let layoutIfNeeded = Callback("layoutIfNeeded", swift: "layoutIfNeeded()", owner: .view)
    public static let layoutSublayersOfLayer = Callback("layoutSublayersOfLayer:", swift: "layoutSublayers(of:)", owner: .layerDelegate)
    public static let layoutSubviews = Callback("layoutSubviews", swift: "layoutSubviews()", owner: .view)
    public static let setNeedsDisplay = Callback("setNeedsDisplay", swift: "setNeedsDisplay()", owner: .view)
    public static let setNeedsDisplayInRect = Callback("setNeedsDisplayInRect:", swift: "setNeedsDisplay(_:)", owner: .view)
    public static let drawRect = Callback("drawRect:", swift: "draw(_:)", owner: .view)
    public static let sizeToFit = Callback("sizeToFit", swift: "sizeToFit()", owner: .view)
    public static let sizeThatFits = Callback("sizeThatFits:", swift: "sizeThatFits(_:)", owner: .view)

    // Traits, safe area and layout margins (World+Environment.swift). Apple: UITraitEnvironment and
    // UIContentContainer (iOS 8), the safe-area and layout-margin callbacks of UIView and
    // UIViewController (viewSafeAreaInsetsDidChange, safeAreaInsetsDidChange,
    // viewLayoutMarginsDidChange: "iOS 11.0+"; layoutMarginsDidChange: "iOS 8.0+").
    public static let traitCollectionDidChange = Callback(
        "traitCollectionDidChange:", swift: "traitCollectionDidChange(_:)", owner: .traitEnvironment, since: 8)
    public static let willTransitionToTraitCollection = Callback(
        "willTransitionToTraitCollection:withTransitionCoordinator:", swift: "willTransition(to:with:)", owner: .contentContainer, since: 8)
    public static let viewSafeAreaInsetsDidChange = Callback(
        "viewSafeAreaInsetsDidChange", swift: "viewSafeAreaInsetsDidChange()", owner: .viewController, since: 11)
    public static let safeAreaInsetsDidChange = Callback("safeAreaInsetsDidChange", swift: "safeAreaInsetsDidChange()", owner: .view, since: 11)
    public static let viewLayoutMarginsDidChange = Callback(
        "viewLayoutMarginsDidChange", swift: "viewLayoutMarginsDidChange()", owner: .viewController, since: 11)
    public static let layoutMarginsDidChange = Callback("layoutMarginsDidChange", swift: "layoutMarginsDidChange()", owner: .view, since: 8)
    // iOS 17's trait registration (Apple, UITraitChangeObservable): the three ways to register,
    // and the registered closure, named after its type (UITraitChangeHandler; TraitChangeHandler
    // in Swift) since a block has no selector. An action registered instead is recorded under the
    // action's own selector.
    public static let registerForTraitChangesWithHandler = Callback(
        "registerForTraitChanges:withHandler:", swift: "registerForTraitChanges(_:handler:)", owner: .traitChangeObservable, since: 17)
    public static let registerForTraitChangesWithAction = Callback(
        "registerForTraitChanges:withAction:", swift: "registerForTraitChanges(_:action:)", owner: .traitChangeObservable, since: 17)
    public static let registerForTraitChangesWithTargetAction = Callback(
        "registerForTraitChanges:withTarget:action:", swift: "registerForTraitChanges(_:target:action:)", owner: .traitChangeObservable,
        since: 17)
    public static let traitChangeHandler = Callback("traitChangeHandler", swift: "traitChangeHandler", owner: .traitChangeHandler, since: 17)
    // iOS 26's properties update (Apple, UIView.updateProperties() and
    // UIViewController.updateProperties(), setNeedsUpdateProperties(): iOS 26.0+).
    public static let updateProperties = Callback("updateProperties", swift: "updateProperties()", owner: .viewAndViewController, since: 26)
    public static let setNeedsUpdateProperties = Callback(
        "setNeedsUpdateProperties", swift: "setNeedsUpdateProperties()", owner: .viewAndViewController, since: 26)

    // Containers: the navigation controller's delegate, manual appearance forwarding, transitions
    // between custom children, the page view controller and its data source and delegate. The
    // model knows only the page view controller's scroll style (iOS 6), which its data-source
    // order comes from.
    public static let navigationControllerWillShow = Callback(
        "navigationController:willShowViewController:animated:", swift: "navigationController(_:willShow:animated:)",
        owner: .navigationControllerDelegate)
    public static let navigationControllerDidShow = Callback(
        "navigationController:didShowViewController:animated:", swift: "navigationController(_:didShow:animated:)",
        owner: .navigationControllerDelegate)
    public static let beginAppearanceTransition = Callback(
        "beginAppearanceTransition:animated:", swift: "beginAppearanceTransition(_:animated:)", owner: .viewController, since: 5)
    public static let endAppearanceTransition = Callback("endAppearanceTransition", swift: "endAppearanceTransition()", owner: .viewController, since: 5)
    public static let transitionFromViewController = Callback(
        "transitionFromViewController:toViewController:duration:options:animations:completion:",
        swift: "transition(from:to:duration:options:animations:completion:)", owner: .viewController, since: 5)
    public static let initWithTransitionStyle = Callback(
        "initWithTransitionStyle:navigationOrientation:options:", swift: "init(transitionStyle:navigationOrientation:options:)",
        owner: .pageViewController, since: 6)
    public static let setPageViewControllers = Callback(
        "setViewControllers:direction:animated:completion:", swift: "setViewControllers(_:direction:animated:completion:)",
        owner: .pageViewController, since: 6)
    public static let pageViewControllerBefore = Callback(
        "pageViewController:viewControllerBeforeViewController:", swift: "pageViewController(_:viewControllerBefore:)",
        owner: .pageViewControllerDataSource, since: 6)
    public static let pageViewControllerAfter = Callback(
        "pageViewController:viewControllerAfterViewController:", swift: "pageViewController(_:viewControllerAfter:)",
        owner: .pageViewControllerDataSource, since: 6)
    public static let pageViewControllerWillTransition = Callback(
        "pageViewController:willTransitionToViewControllers:", swift: "pageViewController(_:willTransitionTo:)",
        owner: .pageViewControllerDelegate, since: 6)
    public static let pageViewControllerDidFinish = Callback(
        "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:",
        swift: "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)", owner: .pageViewControllerDelegate,
        since: 6)

    // SwiftUI hosting (Apple, UIHostingController and UIViewControllerRepresentable: iOS 13.0+).
    // Swift APIs: the "selector" is the Swift spelling.
    public static let initRootView = Callback("init(rootView:)", swift: "init(rootView:)", owner: .hostingController, since: 13)
    public static let makeCoordinator = Callback("makeCoordinator()", swift: "makeCoordinator()", owner: .viewControllerRepresentable, since: 13)
    public static let makeUIViewController = Callback(
        "makeUIViewController(context:)", swift: "makeUIViewController(context:)", owner: .viewControllerRepresentable, since: 13)
    public static let updateUIViewController = Callback(
        "updateUIViewController(_:context:)", swift: "updateUIViewController(_:context:)", owner: .viewControllerRepresentable, since: 13)
    // UIViewRepresentable (Apple: iOS 13.0+): a SwiftUI view that makes a UIKit view.
    public static let makeUIView = Callback("makeUIView(context:)", swift: "makeUIView(context:)", owner: .viewRepresentable, since: 13)
    public static let updateUIView = Callback("updateUIView(_:context:)", swift: "updateUIView(_:context:)", owner: .viewRepresentable, since: 13)
    public static let dismantleUIView = Callback(
        "dismantleUIView(_:coordinator:)", swift: "dismantleUIView(_:coordinator:)", owner: .viewRepresentable, since: 13)
    public static let dismantleUIViewController = Callback(
        "dismantleUIViewController(_:coordinator:)", swift: "dismantleUIViewController(_:coordinator:)", owner: .viewControllerRepresentable,
        since: 13)
    // A child's preferred size and its container (Apple, UIViewController.preferredContentSize:
    // iOS 7.0+; UIContentContainer.preferredContentSizeDidChange(forChildContentContainer:): iOS 8.0+).
    public static let setPreferredContentSize = Callback(
        "setPreferredContentSize:", swift: "preferredContentSize =", owner: .viewController, since: 7)
    public static let preferredContentSizeDidChange = Callback(
        "preferredContentSizeDidChangeForChildContentContainer:", swift: "preferredContentSizeDidChange(forChildContentContainer:)",
        owner: .contentContainer, since: 8)

    /// Every callback the engine can put in a trace. The list is closed on purpose: the recorder
    /// only accepts these, and the "everything" scenarios are tested against it.
    public static let modelled: [Callback] = [
        initWithCoder, awakeFromNib, `init`, initWithNibNameBundle, initWithRootViewController, initWithFrame,
        instantiateInitialViewController, instantiateViewControllerWithIdentifier, dealloc,
        view, loadView, viewDidLoad, isViewLoaded, viewIfLoaded, loadViewIfNeeded,
        viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear, viewWillLayoutSubviews,
        viewDidLayoutSubviews, updateViewConstraints, updateConstraints,
        didReceiveMemoryWarning, viewWillUnload, viewDidUnload,
        viewWillTransitionToSize, willRotateToInterfaceOrientation, willAnimateRotationToInterfaceOrientation,
        didRotateFromInterfaceOrientation,
        makeKeyAndVisible, setRootViewController, pushViewController, popViewController, popToRootViewController,
        setViewControllers, setSelectedViewController, presentViewController, dismissViewController, performSegue,
        prepareForSegue, addChildViewController, removeFromParentViewController, willMoveToParentViewController,
        didMoveToParentViewController,
        applicationWillFinishLaunching, applicationDidFinishLaunching, applicationWillEnterForeground,
        applicationDidBecomeActive, applicationWillResignActive, applicationDidEnterBackground, applicationWillTerminate,
        configurationForConnectingSceneSession, didDiscardSceneSessions, sceneWillConnect, sceneWillEnterForeground,
        sceneDidBecomeActive, sceneWillResignActive, sceneDidEnterBackground, sceneDidDisconnect,
        presentationControllerShouldDismiss, presentationControllerWillDismiss, presentationControllerDidDismiss,
        presentationControllerDidAttemptToDismiss, sheetPresentationControllerDidChangeSelectedDetentIdentifier,
        prepareForPopoverPresentation, adaptivePresentationStyle, willPresentWithAdaptiveStyle,
        addSubview, removeFromSuperview, willMoveToSuperview, didMoveToSuperview, willMoveToWindow, didMoveToWindow,
        didAddSubview, willRemoveSubview,
        setFrame, setContentOffset, setNeedsLayout, layoutIfNeeded, layoutSublayersOfLayer, layoutSubviews,
        setNeedsDisplay, setNeedsDisplayInRect, drawRect, sizeToFit, sizeThatFits,
        traitCollectionDidChange, willTransitionToTraitCollection, viewSafeAreaInsetsDidChange, safeAreaInsetsDidChange,
        viewLayoutMarginsDidChange, layoutMarginsDidChange,
        registerForTraitChangesWithHandler, registerForTraitChangesWithAction, registerForTraitChangesWithTargetAction,
        traitChangeHandler, updateProperties, setNeedsUpdateProperties,
        navigationControllerWillShow, navigationControllerDidShow, beginAppearanceTransition, endAppearanceTransition,
        transitionFromViewController, initWithTransitionStyle, setPageViewControllers, pageViewControllerBefore,
        pageViewControllerAfter, pageViewControllerWillTransition, pageViewControllerDidFinish,
        initRootView, makeCoordinator, makeUIViewController, updateUIViewController, dismantleUIViewController,
        makeUIView, updateUIView, dismantleUIView,
        setPreferredContentSize, preferredContentSizeDidChange,
        initWithStyle, setViewControllerForColumn, showDetailViewController, splitTopColumnForCollapsing,
        splitDisplayModeForExpanding, splitDidCollapse, splitDidExpand,
        splitWillChangeDisplayMode, splitWillShowColumn, splitWillHideColumn, splitDidShowColumn, splitDidHideColumn,
        setPreferredDisplayMode, showColumn, hideColumn, showViewController,
    ]

    /// Every callback in the catalogue: the modelled ones, then the ones only device logs show.
    public static let all: [Callback] = modelled + unmodelled
}
