import LifecycleModel

/// Every selector the engine can put in a trace, spelled as `NSStringFromSelector(_cmd)` prints it.
///
/// The list is closed on purpose: the recorder only accepts these, so "the set of callbacks the
/// engine knows" is this enum, and the "everything" scenarios are tested against it.
public enum Method: String, CaseIterable, Sendable {
    // Creating objects (seeds 000, 003, 004).
    case initWithCoder = "initWithCoder:"
    case awakeFromNib
    case `init`
    case initWithNibNameBundle = "initWithNibName:bundle:"
    case initWithRootViewController = "initWithRootViewController:"
    case initWithFrame = "initWithFrame:"
    case instantiateInitialViewController
    case instantiateViewControllerWithIdentifier = "instantiateViewControllerWithIdentifier:"
    case dealloc

    // Loading the view (seeds 002, 003, 004).
    case view
    case loadView
    case viewDidLoad
    case isViewLoaded
    case viewIfLoaded
    case loadViewIfNeeded

    // Appearance (seed 000; Apple, UIViewController).
    case viewWillAppear = "viewWillAppear:"
    case viewIsAppearing = "viewIsAppearing:"
    case viewDidAppear = "viewDidAppear:"
    case viewWillDisappear = "viewWillDisappear:"
    case viewDidDisappear = "viewDidDisappear:"
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    // Auto Layout's constraint pass (Apple, updateViewConstraints, updateConstraints; iOS 6).
    case updateViewConstraints
    case updateConstraints

    // Memory (seeds 000, 002).
    case didReceiveMemoryWarning
    case viewWillUnload
    case viewDidUnload

    // Rotation and size changes.
    case viewWillTransitionToSize = "viewWillTransitionToSize:withTransitionCoordinator:"
    case willRotateToInterfaceOrientation = "willRotateToInterfaceOrientation:duration:"
    case willAnimateRotationToInterfaceOrientation = "willAnimateRotationToInterfaceOrientation:duration:"
    case didRotateFromInterfaceOrientation = "didRotateFromInterfaceOrientation:"

    // Containers and transitions.
    case makeKeyAndVisible
    case setRootViewController = "setRootViewController:"
    case pushViewController = "pushViewController:animated:"
    case popViewController = "popViewControllerAnimated:"
    case popToRootViewController = "popToRootViewControllerAnimated:"
    case setViewControllers = "setViewControllers:"
    case setSelectedViewController = "setSelectedViewController:"
    case presentViewController = "presentViewController:animated:completion:"
    case dismissViewController = "dismissViewControllerAnimated:completion:"
    case performSegue = "performSegueWithIdentifier:sender:"
    case prepareForSegue = "prepareForSegue:sender:"
    case addChildViewController = "addChildViewController:"
    case removeFromParentViewController
    case willMoveToParentViewController = "willMoveToParentViewController:"
    case didMoveToParentViewController = "didMoveToParentViewController:"

    // The app and its scenes: the app delegate's and scene delegate's callbacks (Apple,
    // UIApplicationDelegate; UISceneDelegate and UIWindowSceneDelegate, iOS 13).
    case applicationWillFinishLaunching = "application:willFinishLaunchingWithOptions:"
    case applicationDidFinishLaunching = "application:didFinishLaunchingWithOptions:"
    case applicationWillEnterForeground = "applicationWillEnterForeground:"
    case applicationDidBecomeActive = "applicationDidBecomeActive:"
    case applicationWillResignActive = "applicationWillResignActive:"
    case applicationDidEnterBackground = "applicationDidEnterBackground:"
    case applicationWillTerminate = "applicationWillTerminate:"
    case configurationForConnectingSceneSession = "application:configurationForConnectingSceneSession:options:"
    case didDiscardSceneSessions = "application:didDiscardSceneSessions:"
    case sceneWillConnect = "scene:willConnectToSession:options:"
    case sceneWillEnterForeground = "sceneWillEnterForeground:"
    case sceneDidBecomeActive = "sceneDidBecomeActive:"
    case sceneWillResignActive = "sceneWillResignActive:"
    case sceneDidEnterBackground = "sceneDidEnterBackground:"
    case sceneDidDisconnect = "sceneDidDisconnect:"
    // Modal presentation: the delegate of a sheet's presentation controller, told about the user's
    // swipe down (Apple, UIAdaptivePresentationControllerDelegate; iOS 13).
    case presentationControllerShouldDismiss = "presentationControllerShouldDismiss:"
    case presentationControllerWillDismiss = "presentationControllerWillDismiss:"
    case presentationControllerDidDismiss = "presentationControllerDidDismiss:"
    case presentationControllerDidAttemptToDismiss = "presentationControllerDidAttemptToDismiss:"

    // The view hierarchy (seed 001).
    case addSubview = "addSubview:"
    case removeFromSuperview
    case willMoveToSuperview = "willMoveToSuperview:"
    case didMoveToSuperview
    case willMoveToWindow = "willMoveToWindow:"
    case didMoveToWindow
    case didAddSubview = "didAddSubview:"
    case willRemoveSubview = "willRemoveSubview:"

    // Layout and drawing (seed 001).
    case setFrame = "setFrame:"
    case setContentOffset = "setContentOffset:"
    case setNeedsLayout
    case layoutIfNeeded
    case layoutSublayersOfLayer = "layoutSublayersOfLayer:"
    case layoutSubviews
    case setNeedsDisplay
    case setNeedsDisplayInRect = "setNeedsDisplayInRect:"
    case drawRect = "drawRect:"
    case sizeToFit
    case sizeThatFits = "sizeThatFits:"

    // Traits, safe area and layout margins (branch `traits`; World+Environment.swift). Apple:
    // UITraitEnvironment and UIContentContainer (iOS 8), the safe-area and layout-margin callbacks
    // of UIView and UIViewController (iOS 11). Recorded only for objects whose scenario overrides
    // them (see `recordedOnlyWhenOverridden`).
    case traitCollectionDidChange = "traitCollectionDidChange:"
    case willTransitionToTraitCollection = "willTransitionToTraitCollection:withTransitionCoordinator:"
    case viewSafeAreaInsetsDidChange
    case safeAreaInsetsDidChange
    case viewLayoutMarginsDidChange
    case layoutMarginsDidChange
    // iOS 17's trait registration (Apple, UITraitChangeObservable): the three ways to register,
    // and the registered closure, named after its type (UITraitChangeHandler) since a block has
    // no selector. An action registered instead is recorded under the action's own selector.
    case registerForTraitChangesWithHandler = "registerForTraitChanges:withHandler:"
    case registerForTraitChangesWithAction = "registerForTraitChanges:withAction:"
    case registerForTraitChangesWithTargetAction = "registerForTraitChanges:withTarget:action:"
    case traitChangeHandler
    // iOS 26's properties update (Apple, UIView.updateProperties() and
    // UIViewController.updateProperties(), setNeedsUpdateProperties(): iOS 26.0+).
    case updateProperties
    case setNeedsUpdateProperties

    /// Callbacks UIKit sends to every view controller and view whenever their environment changes:
    /// the trace shows them only for objects whose scenario overrides them (as a device log shows
    /// only the methods its author logged), so that the diagrams of every other scenario stay as
    /// they were. The others are recorded for every declared object.
    public static let recordedOnlyWhenOverridden: Set<Method> = [
        .traitCollectionDidChange, .willTransitionToTraitCollection, .viewSafeAreaInsetsDidChange,
        .safeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .layoutMarginsDidChange,
    ]
    // Containers: the navigation controller's delegate, manual appearance forwarding, transitions
    // between custom children, the page view controller and its data source and delegate.
    case navigationControllerWillShow = "navigationController:willShowViewController:animated:"
    case navigationControllerDidShow = "navigationController:didShowViewController:animated:"
    case beginAppearanceTransition = "beginAppearanceTransition:animated:"
    case endAppearanceTransition
    case transitionFromViewController = "transitionFromViewController:toViewController:duration:options:animations:completion:"
    case initWithTransitionStyle = "initWithTransitionStyle:navigationOrientation:options:"
    case setPageViewControllers = "setViewControllers:direction:animated:completion:"
    case pageViewControllerBefore = "pageViewController:viewControllerBeforeViewController:"
    case pageViewControllerAfter = "pageViewController:viewControllerAfterViewController:"
    case pageViewControllerWillTransition = "pageViewController:willTransitionToViewControllers:"
    case pageViewControllerDidFinish = "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:"

    /// The selectors this profile's UIKit can call; the others belong to older or newer systems.
    public static func emitted(in profile: IOSProfile) -> Set<Method> {
        Set(allCases.filter { $0.exists(in: profile) })
    }

    /// Whether UIKit of this profile has (and calls) this selector.
    public func exists(in profile: IOSProfile) -> Bool {
        switch self {
        // Apple: viewWillUnload/viewDidUnload are deprecated in iOS 6 and never called there.
        case .viewWillUnload, .viewDidUnload:
            return profile == .iOS5
        // Apple: the rotation callbacks gave way to viewWillTransitionToSize: (iOS 8); the iOS 6-12
        // profile models the iOS 8+ half of its range (see Content/scenario-language.md).
        case .willRotateToInterfaceOrientation, .willAnimateRotationToInterfaceOrientation,
            .didRotateFromInterfaceOrientation:
            return profile == .iOS5
        case .viewWillTransitionToSize:
            return profile > .iOS5
        // Apple: viewIfLoaded and loadViewIfNeeded exist from iOS 9 (seed 004: NS_AVAILABLE_IOS(9_0)).
        case .viewIfLoaded, .loadViewIfNeeded:
            return profile > .iOS5
        // Apple: viewIsAppearing: is declared in the iOS 17 SDK and back-deployed to iOS 13 (it has
        // shipped, unpublished, since iOS 13).
        case .viewIsAppearing:
            return profile >= .iOS13to16
        // Apple, UIAdaptivePresentationControllerDelegate: the dismissal callbacks are iOS 13.0+,
        // with the sheets the user can swipe down.
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
            .presentationControllerDidAttemptToDismiss:
            return profile >= .iOS13to16
        // Apple: Auto Layout, and with it the constraint pass, arrived in iOS 6.
        case .updateViewConstraints, .updateConstraints:
            return profile > .iOS5
        // Apple, application(_:willFinishLaunchingWithOptions:): iOS 6.
        case .applicationWillFinishLaunching:
            return profile > .iOS5
        // Apple, UISceneDelegate and the scene-session methods of UIApplicationDelegate: iOS 13.
        case .configurationForConnectingSceneSession, .didDiscardSceneSessions, .sceneWillConnect,
            .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
            .sceneDidDisconnect:
            return profile >= .iOS13to16
        // Apple: trait collections and their callbacks arrived in iOS 8, safe area and layout-margin
        // callbacks in iOS 11 (viewSafeAreaInsetsDidChange, safeAreaInsetsDidChange,
        // viewLayoutMarginsDidChange: "iOS 11.0+"; layoutMarginsDidChange: "iOS 8.0+"). The iOS 6-12
        // profile has them all: it models the newest end of its range, iOS 11 and 12, as its rotation
        // models iOS 8 and later (see Content/layout.md, "Traits, safe area and margins").
        case .traitCollectionDidChange, .willTransitionToTraitCollection, .viewSafeAreaInsetsDidChange,
            .safeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .layoutMarginsDidChange:
            return profile > .iOS5
        // Apple, registerForTraitChanges(_:handler:) and the UITraitChangeObservable protocol: iOS 17.0+.
        case .registerForTraitChangesWithHandler, .registerForTraitChangesWithAction,
            .registerForTraitChangesWithTargetAction, .traitChangeHandler:
            return profile >= .iOS17
        // Apple, updateProperties() and setNeedsUpdateProperties(): iOS 26.0+.
        case .updateProperties, .setNeedsUpdateProperties:
            return profile >= .iOS26
        // Apple, UIPageViewControllerTransitionStyleScroll: iOS 6 (the model knows only the
        // scroll style, which its data-source order comes from).
        case .initWithTransitionStyle, .setPageViewControllers, .pageViewControllerBefore, .pageViewControllerAfter,
            .pageViewControllerWillTransition, .pageViewControllerDidFinish:
            return profile > .iOS5
        default:
            return true
        }
    }
}
