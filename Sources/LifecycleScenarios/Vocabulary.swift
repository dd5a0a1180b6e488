import LifecycleEngine
import LifecycleModel

/// The words the scenario language knows, for parsing and for "did you mean …?".
enum Vocabulary {
    static let headerKeys = ["title:", "profile:", "group:", "description:", "device:"]

    static let declarationKeywords = ["nib", "controller", "navigation", "tabs", "pages", "view", "app", "scene", "segue", "override", "hosting", "representable", "split"]

    /// The first word of every step.
    static let stepVerbs = [
        "launch", "create", "release", "push", "pop", "swipe", "present", "dismiss", "perform", "select",
        "add", "remove", "set", "scroll", "rotate", "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay",
        "sizeToFit", "memory", "enter", "terminate", "run", "access", "isViewLoaded", "viewIfLoaded", "loadViewIfNeeded", "super",
        "switch",
        // iOS 17's trait registration.
        "register",
        // iOS 26's properties update; what UIKit tracks (iOS 18 traits, iOS 26 observation).
        "setNeedsUpdateProperties", "read", "change",
        // A second scene (iPad multitasking).
        "open", "close",
        // Containers: manual appearance forwarding, transitions between custom children.
        "beginAppearanceTransition", "endAppearanceTransition", "transition",
        // Sheets with detents (iOS 15).
        "drag",
        // An iPad's window resized (Split View, Stage Manager).
        "resize",
        // A popover closed by a tap outside it (iPad).
        "tap",
        // SwiftUI: a representable in a hosting controller's body.
        "show", "update", "hide",
    ]

    /// UIKit classes a `controller` line cannot stand for: containers declared otherwise, and
    /// classes whose own behaviour Lifeline does not model (it would draw a plain view controller
    /// and show callbacks that class never makes).
    static let unmodelledClasses: [String: String] = [
        "UINavigationController": "is a container: declare it with 'navigation NAME with root NAME'",
        "UITabBarController": "is a container: declare it with 'tabs NAME with NAME, NAME'",
        "UIPageViewController": "is a container: declare it with 'pages NAME with NAME, NAME… delegate NAME'",
        "UISplitViewController": "is a container: declare it with 'split NAME with PRIMARY, SECONDARY' (iOS 17+ profiles)",
        "UIAlertController": "is not modelled yet: declare your own subclass of UIViewController instead",
        "UISearchController": "is not modelled yet: declare your own subclass of UIViewController instead",
        "UIHostingController": "is declared with 'hosting NAME with VIEW' (its SwiftUI root view's type)",
    ]

    /// Steps that are the user's or the system's doing, which no override body can contain.
    static let outsideOnlyVerbs: Set<String> = ["launch", "swipe", "select", "scroll", "rotate", "memory", "enter", "terminate", "run", "switch", "open", "close", "drag", "resize", "tap", "show", "update", "hide"]

    /// Steps that start an animated container transition. Code may start one from a callback,
    /// but UIKit then finishes it in later run-loop turns, after the callback has returned; the
    /// engine runs a transition to its end where it starts, so in a body it would nest the
    /// transition's callbacks inside the override, which real iOS never does.
    static let transitionVerbs: Set<String> = ["push", "pop", "present", "dismiss", "perform", "transition"]

    /// Methods a view controller's class can override in a scenario: every method the engine
    /// sends to a view controller, except the ones `notOverridable` names.
    static let controllerMethods: [Callback] = [
        .`init`, .initWithCoder, .initWithNibNameBundle, .awakeFromNib, .loadView, .viewDidLoad, .loadViewIfNeeded,
        .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints, .updateProperties, .didReceiveMemoryWarning, .viewWillUnload,
        .viewDidUnload, .prepareForSegue, .willMoveToParentViewController, .didMoveToParentViewController,
        .viewWillTransitionToSize, .willRotateToInterfaceOrientation, .willAnimateRotationToInterfaceOrientation,
        .didRotateFromInterfaceOrientation, .dealloc,
        // Traits, safe area and margins (branch `traits`).
        .traitCollectionDidChange, .willTransitionToTraitCollection, .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange,
        // A view controller that is a presentation controller's delegate (`presentation delegate`).
        .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
        .presentationControllerDidAttemptToDismiss, .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
        .prepareForPopoverPresentation, .adaptivePresentationStyle, .willPresentWithAdaptiveStyle,
        // Containers: what a container is sent, and the delegate and data source methods.
        .initWithRootViewController, .initWithTransitionStyle, .pushViewController, .popViewController,
        .popToRootViewController, .setViewControllers, .setSelectedViewController, .setPageViewControllers,
        .presentViewController, .dismissViewController, .performSegue, .addChildViewController,
        .removeFromParentViewController, .beginAppearanceTransition, .endAppearanceTransition,
        .transitionFromViewController, .navigationControllerWillShow, .navigationControllerDidShow,
        .pageViewControllerBefore, .pageViewControllerAfter, .pageViewControllerWillTransition, .pageViewControllerDidFinish,
        // A hosting controller's initializer; a container told of a child's preferred size.
        .initRootView, .preferredContentSizeDidChange,
        // A split view controller (`split`), and what a view controller that is its delegate hears.
        .initWithStyle, .setViewControllerForColumn, .showViewController, .showDetailViewController, .splitTopColumnForCollapsing,
        .splitDisplayModeForExpanding, .splitDidCollapse, .splitDidExpand,
        .splitWillChangeDisplayMode, .splitWillShowColumn, .splitWillHideColumn, .splitDidShowColumn, .splitDidHideColumn,
        .setPreferredDisplayMode, .showColumn, .hideColumn,
    ]

    /// Methods a view's class can override in a scenario: every method the engine sends to a
    /// view, except the ones `notOverridable` names.
    static let viewMethods: [Callback] = [
        .`init`, .initWithFrame, .updateProperties, .layoutSubviews, .updateConstraints, .drawRect, .willMoveToSuperview, .didMoveToSuperview,
        .willMoveToWindow, .didMoveToWindow, .didAddSubview, .willRemoveSubview, .dealloc,
        // Traits, safe area and margins (branch `traits`).
        .traitCollectionDidChange, .safeAreaInsetsDidChange, .layoutMarginsDidChange,
        .addSubview, .removeFromSuperview, .setFrame, .setContentOffset, .setNeedsLayout, .layoutIfNeeded,
        .layoutSublayersOfLayer, .setNeedsDisplay, .setNeedsDisplayInRect, .sizeToFit, .sizeThatFits,
    ]

    /// The methods the engine sends that no scenario class can override, and why.
    static let notOverridable: [Callback: String] = [
        .view: "the view getter loads the view; override loadView or viewDidLoad instead",
        .isViewLoaded: "a query without side effects; UIKit's answer is what the model shows",
        .viewIfLoaded: "a query without side effects; UIKit's answer is what the model shows",
        .instantiateInitialViewController: "sent to a storyboard, which is UIKit's object",
        .instantiateViewControllerWithIdentifier: "sent to a storyboard, which is UIKit's object",
        .makeKeyAndVisible: "sent to the window, which is UIKit's object",
        .setRootViewController: "sent to the window, which is UIKit's object",
        .registerForTraitChangesWithHandler: "the app's code calls it; write a 'register' step instead",
        .registerForTraitChangesWithAction: "the app's code calls it; write a 'register' step instead",
        .registerForTraitChangesWithTargetAction: "the app's code calls it; write a 'register' step instead",
        .traitChangeHandler: "the closure is the app's code already; what it does is not modelled",
        .setNeedsUpdateProperties: "the app's code calls it; write a 'setNeedsUpdateProperties' step instead",
        .setPreferredContentSize: "the app's code calls it; write a 'set preferredContentSize' step instead",
    ]

    /// Methods the app delegate's class can override in a scenario (Apple, UIApplicationDelegate).
    static let appDelegateMethods: [Callback] = [
        .applicationWillFinishLaunching, .applicationDidFinishLaunching, .configurationForConnectingSceneSession,
        .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillResignActive,
        .applicationDidEnterBackground, .applicationWillTerminate, .didDiscardSceneSessions,
    ]

    /// Methods the scene delegate's class can override in a scenario (Apple, UISceneDelegate).
    static let sceneDelegateMethods: [Callback] = [
        .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
        .sceneDidEnterBackground, .sceneDidDisconnect,
    ]

    /// Methods a representable can override in a scenario (Apple, UIViewControllerRepresentable).
    static let representableMethods: [Callback] = [.makeCoordinator, .makeUIViewController, .updateUIViewController, .dismantleUIViewController, .makeUIView, .updateUIView, .dismantleUIView]

    /// The methods an override may name on an object of this kind.
    static func overridableMethods(of kind: ObjectDeclaration.Kind) -> [Callback] {
        switch kind {
        case .viewController, .navigationController, .tabBarController, .pageViewController, .splitViewController: controllerMethods
        case .view: viewMethods
        case .appDelegate: appDelegateMethods
        case .sceneDelegate: sceneDelegateMethods
        case .representable: representableMethods
        }
    }

    /// How an error names an object of this kind ("… lets a view override").
    static func kindName(_ kind: ObjectDeclaration.Kind) -> String {
        switch kind {
        case .viewController, .navigationController, .tabBarController, .pageViewController, .splitViewController: "a view controller"
        case .view: "a view"
        case .appDelegate: "an app delegate"
        case .sceneDelegate: "a scene delegate"
        case .representable: "a representable"
        }
    }

    /// A method by its selector, with or without its colons (`viewWillAppear` or `viewWillAppear:`).
    static func method(named text: String, in methods: [Callback]) -> Callback? {
        let key = text.split(separator: ":").first.map(String.init) ?? text
        return methods.first { $0.selector == text || $0.selector.split(separator: ":").first.map(String.init) == key }
    }

    /// Class names UIKit's scroll views use; the `scroll` step needs one of them (or a subclass
    /// whose name ends like them).
    static let scrollViewSuffixes = ["ScrollView", "TableView", "CollectionView", "TextView"]

    static let profiles = IOSProfile.allCases.map(\.rawValue)
}
