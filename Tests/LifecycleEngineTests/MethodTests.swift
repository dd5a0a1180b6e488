import LifecycleEngine
import LifecycleModel
import Testing

@Suite("Method: which selectors each profile's UIKit calls")
struct MethodTests {
    @Test("Selectors that only some profiles have")
    func profileSplit() {
        #expect(Method.emitted(in: .iOS5).symmetricDifference(Method.emitted(in: .iOS17)) == [
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
        ])
        #expect(!Method.sceneDidBecomeActive.exists(in: .iOS6to12))
        #expect(Method.applicationWillFinishLaunching.exists(in: .iOS6to12))
        #expect(!Method.presentationControllerDidDismiss.exists(in: .iOS6to12))
        #expect(!Method.viewIsAppearing.exists(in: .iOS6to12))
        #expect(Method.viewIsAppearing.exists(in: .iOS13to16))
        // iOS 17 adds only the trait registration (Apple, UITraitChangeObservable: iOS 17.0+).
        #expect(Method.emitted(in: .iOS17).subtracting(Method.emitted(in: .iOS13to16)) == [
            .registerForTraitChangesWithHandler, .registerForTraitChangesWithAction, .registerForTraitChangesWithTargetAction,
            .traitChangeHandler,
        ])
        #expect(Method.emitted(in: .iOS13to16).isSubset(of: Method.emitted(in: .iOS17)))
        // The iOS 6-12 profile models iOS 11 and 12 for safe area and margins (Apple: iOS 11.0+).
        #expect(Method.viewSafeAreaInsetsDidChange.exists(in: .iOS6to12))
        #expect(Method.traitCollectionDidChange.exists(in: .iOS6to12))
    }

    @Test("Only the environment callbacks wait for an override to be recorded")
    func recordedOnlyWhenOverridden() {
        #expect(Method.recordedOnlyWhenOverridden == [
            .traitCollectionDidChange, .willTransitionToTraitCollection, .viewSafeAreaInsetsDidChange,
            .safeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .layoutMarginsDidChange,
        ])
    }

    @Test("Every selector exists in some profile")
    func noDeadSelector() {
        let union = IOSProfile.allCases.reduce(into: Set<Method>()) { $0.formUnion(Method.emitted(in: $1)) }
        #expect(union == Set(Method.allCases))
    }
}
