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
        // Apple: Auto Layout, and with it the constraint pass, arrived in iOS 6.
        case .updateViewConstraints, .updateConstraints:
            return profile > .iOS5
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
