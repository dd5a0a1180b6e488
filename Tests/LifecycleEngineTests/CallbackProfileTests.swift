import LifecycleEngine
import LifecycleModel
import Testing

@Suite("Callback: which selectors each profile's UIKit calls")
struct CallbackProfileTests {
    @Test("Selectors that only some profiles have")
    func profileSplit() {
        #expect(Callback.emitted(in: .iOS5).symmetricDifference(Callback.emitted(in: .iOS17)) == [
            .viewWillUnload, .viewDidUnload, .willRotateToInterfaceOrientation, .willAnimateRotationToInterfaceOrientation,
            .didRotateFromInterfaceOrientation, .viewWillTransitionToSize, .viewIfLoaded, .loadViewIfNeeded, .viewIsAppearing,
            .updateViewConstraints, .updateConstraints, .applicationWillFinishLaunching,
            .configurationForConnectingSceneSession, .didDiscardSceneSessions, .sceneWillConnect, .sceneWillEnterForeground,
            .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect,
            .traitCollectionDidChange, .willTransitionToTraitCollection, .viewSafeAreaInsetsDidChange,
            .safeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .layoutMarginsDidChange,
            .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
            .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
            // The scroll-style page view controller (iOS 6).
            .initWithTransitionStyle, .setPageViewControllers, .pageViewControllerBefore, .pageViewControllerAfter,
            .pageViewControllerWillTransition, .pageViewControllerDidFinish,
            // iOS 17's trait registration (Apple, UITraitChangeObservable).
            .registerForTraitChangesWithHandler, .registerForTraitChangesWithAction, .registerForTraitChangesWithTargetAction,
            .traitChangeHandler,
            // Sheets with detents (Apple, UISheetPresentationControllerDelegate: iOS 15.0+).
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
            // Popovers (Apple, UIPopoverPresentationControllerDelegate: iOS 8.0+) and their adaptive
            // style (Apple, adaptivePresentationStyle(for:traitCollection:): iOS 8.3+).
            .prepareForPopoverPresentation, .adaptivePresentationStyle, .willPresentWithAdaptiveStyle,
            // SwiftUI (iOS 13), preferredContentSize (iOS 7) and its container callback (iOS 8).
            .initRootView, .makeCoordinator, .makeUIViewController, .updateUIViewController, .dismantleUIViewController,
            .makeUIView, .updateUIView, .dismantleUIView,
            .setPreferredContentSize, .preferredContentSizeDidChange,
            // The column-style split view controller (iOS 14) and showDetailViewController:sender: (iOS 8).
            .initWithStyle, .setViewControllerForColumn, .showDetailViewController, .splitTopColumnForCollapsing,
            .splitDisplayModeForExpanding, .splitDidCollapse, .splitDidExpand,
            // Its display modes and columns (Apple: willChangeTo and preferredDisplayMode iOS 8.0+,
            // willHide, show(_:) and hide(_:) iOS 14.0+).
            .splitWillChangeDisplayMode, .splitWillShowColumn, .splitWillHideColumn, .setPreferredDisplayMode, .showColumn, .hideColumn,
            // show(_:sender:) (Apple: iOS 8.0+).
            .showViewController,
        ])
        #expect(!Callback.sceneDidBecomeActive.exists(in: .iOS6to12))
        #expect(Callback.applicationWillFinishLaunching.exists(in: .iOS6to12))
        #expect(!Callback.presentationControllerDidDismiss.exists(in: .iOS6to12))
        #expect(!Callback.viewIsAppearing.exists(in: .iOS6to12))
        #expect(Callback.viewIsAppearing.exists(in: .iOS13to16))
        // iOS 17 adds only the trait registration (Apple, UITraitChangeObservable: iOS 17.0+).
        #expect(Callback.emitted(in: .iOS17).subtracting(Callback.emitted(in: .iOS13to16)) == [
            .registerForTraitChangesWithHandler, .registerForTraitChangesWithAction, .registerForTraitChangesWithTargetAction,
            .traitChangeHandler,
        ])
        #expect(Callback.emitted(in: .iOS13to16).isSubset(of: Callback.emitted(in: .iOS17)))
        // The iOS 6-12 profile models iOS 11 and 12 for safe area and margins (Apple: iOS 11.0+).
        #expect(Callback.viewSafeAreaInsetsDidChange.exists(in: .iOS6to12))
        #expect(Callback.traitCollectionDidChange.exists(in: .iOS6to12))
    }

    @Test("Only the environment callbacks wait for an override to be recorded")
    func recordedOnlyWhenOverridden() {
        #expect(Callback.recordedOnlyWhenOverridden == [
            .traitCollectionDidChange, .willTransitionToTraitCollection, .viewSafeAreaInsetsDidChange,
            .safeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .layoutMarginsDidChange,
        ])
    }

    @Test("Every selector exists in some profile")
    func noDeadSelector() {
        let union = IOSProfile.allCases.reduce(into: Set<Callback>()) { $0.formUnion(Callback.emitted(in: $1)) }
        #expect(union == Set(Callback.modelled))
    }
}
