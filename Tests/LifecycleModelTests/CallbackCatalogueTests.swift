import LifecycleModel
import Testing

@Suite("Callback catalogue: one value per callback, read by every spelling table")
struct CallbackCatalogueTests {
    @Test("A callback's value holds its spellings, owner and availability")
    func oneValue() {
        let callback = Callback.viewIsAppearing
        #expect(callback.selector == "viewIsAppearing:")
        #expect(callback.swiftName == "viewIsAppearing(_:)")
        #expect(callback.owner == .viewController)
        #expect(callback.owner.rawValue == "UIViewController")
        #expect(callback.availability == Callback.Availability(introduced: 13, deprecated: nil))
        #expect(Callback.willMoveToParentViewController.olderSwiftName == "willMove(toParentViewController:)")
        #expect(Callback.viewDidUnload.availability == Callback.Availability(introduced: 3, deprecated: 6))
    }

    @Test("No selector and no Swift name is spelled twice")
    func unique() {
        let selectors = Callback.all.map(\.selector)
        #expect(Set(selectors).count == selectors.count)
        let swiftNames = Callback.all.map(\.swiftName)
        #expect(Set(swiftNames).count == swiftNames.count)
        #expect(Set(Callback.modelled).isDisjoint(with: Callback.unmodelled))
    }

    @Test("The spelling table is the catalogue, both ways")
    func spellingTable() {
        #expect(SelectorSpelling.swiftNames.count == Callback.all.count)
        for callback in Callback.all {
            #expect(SelectorSpelling.swiftName(of: callback.selector) == callback.swiftName)
            #expect(Callback.named(callback.selector) == callback)
        }
        #expect(SelectorSpelling.olderSwiftNames == [
            "willMove(toParentViewController:)": "willMoveToParentViewController:",
            "didMove(toParentViewController:)": "didMoveToParentViewController:",
            "addChildViewController(_:)": "addChildViewController:",
            "removeFromParentViewController()": "removeFromParentViewController",
        ])
        #expect(SelectorSpelling.selector(named: "willMove(toParentViewController:)") == "willMoveToParentViewController:")
        #expect(Callback.named("notACallback:") == nil)
    }

    @Test("Modelled or not")
    func modelled() {
        #expect(Callback.viewDidLoad.isModelled)
        #expect(Callback.named("tintColorDidChange")?.isModelled == false)
        #expect(Callback.named("tintColorDidChange")?.owner == .view)
    }

    @Test("A profile has a callback from the version that introduced it until the one that retired it")
    func availability() {
        let rotation = Callback.willRotateToInterfaceOrientation
        #expect(rotation.exists(in: .iOS5))
        #expect(!rotation.exists(in: .iOS6to12))
        #expect(!Callback.updateProperties.exists(in: .iOS18))
        #expect(Callback.updateProperties.exists(in: .iOS26))
        // The iOS 6-12 profile models the newest end of its range: iOS 11's safe area is there.
        #expect(Callback.viewSafeAreaInsetsDidChange.exists(in: .iOS6to12))
        #expect(IOSProfile.allCases.map(\.newestVersion) == [5, 12, 16, 17, 18, 26])
    }
}
