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
            .updateViewConstraints, .updateConstraints,
            // The scroll-style page view controller (iOS 6).
            .initWithTransitionStyle, .setPageViewControllers, .pageViewControllerBefore, .pageViewControllerAfter,
            .pageViewControllerWillTransition, .pageViewControllerDidFinish,
        ])
        #expect(!Method.viewIsAppearing.exists(in: .iOS6to12))
        #expect(Method.viewIsAppearing.exists(in: .iOS13to16))
        #expect(Method.emitted(in: .iOS13to16) == Method.emitted(in: .iOS17))
    }

    @Test("Every selector exists in some profile")
    func noDeadSelector() {
        let union = IOSProfile.allCases.reduce(into: Set<Method>()) { $0.formUnion(Method.emitted(in: $1)) }
        #expect(union == Set(Method.allCases))
    }
}
