import Foundation
import LifecycleEngine
import LifecycleModel
import LifelineTestSupport
import Testing

@Suite("The canonical scenarios")
struct CanonicalScenarioTests {
    @Test("At least 30, each with a title, a profile, a group and a description")
    func catalog() throws {
        #expect(Canonical.ids.count >= 30)
        for id in Canonical.ids {
            let summary = try Canonical.script(id).summary
            #expect(summary.id == id)
            #expect(!summary.title.isEmpty && !summary.group.isEmpty && !summary.description.isEmpty, "\(id)")
            #expect(try Canonical.text(id).contains("\nprofile: "), "\(id) names its profile")
        }
    }

    @Test("Each trace matches its golden text dump", arguments: Canonical.ids)
    func golden(id: String) throws {
        let dump = try Canonical.trace(id).textDump
        try GoldenFile("\(id).trace.txt").check(dump)
    }

    @Test("Each trace survives a JSON round trip", arguments: Canonical.ids)
    func jsonRoundTrip(id: String) throws {
        let trace = try Canonical.trace(id)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(trace)
        let decoded = try JSONDecoder().decode(Trace.self, from: data)
        #expect(decoded == trace)
        #expect(try encoder.encode(decoded) == data)
    }
}

@Suite("The everything scenarios")
struct EverythingTests {
    @Test("'everything' makes exactly the callbacks iOS 17's UIKit can make")
    func everything() throws {
        let trace = try Canonical.trace("everything")
        #expect(trace.scenario.profile == .iOS17)
        // An app with a scene delegate hears the app's state changes there, not in its app
        // delegate (Apple, "Managing your app's life cycle"); everything-ios5 makes those.
        let appDelegateStates: Set<Callback> = [
            .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
        ]
        // iOS 17's trait registration is made by traits-registration instead, so that adding it
        // left everything's long diagram as it was.
        let traitRegistration: Set<Callback> = [
            .registerForTraitChangesWithHandler, .registerForTraitChangesWithAction, .registerForTraitChangesWithTargetAction,
            .traitChangeHandler,
        ]
        // The detents' and the popover's delegates are made by sheet-detents and ipad-popover;
        // SwiftUI hosting and preferredContentSize have scenarios of their own (swiftui-*,
        // preferred-content-size), and so has the split view controller (split-view-*): adding them
        // left everything as it was.
        let ownScenarios: Set<Callback> = [
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier, .prepareForPopoverPresentation, .adaptivePresentationStyle,
            .willPresentWithAdaptiveStyle,
            .initRootView, .makeCoordinator, .makeUIViewController, .updateUIViewController, .dismantleUIViewController,
            .makeUIView, .updateUIView, .dismantleUIView,
            .setPreferredContentSize, .preferredContentSizeDidChange,
            .initWithStyle, .setViewControllerForColumn, .showDetailViewController, .splitTopColumnForCollapsing,
            .splitDisplayModeForExpanding, .splitDidCollapse, .splitDidExpand,
            .splitWillChangeDisplayMode, .splitWillShowColumn, .splitWillHideColumn, .setPreferredDisplayMode, .showColumn, .hideColumn,
            .showViewController,
        ]
        #expect(Set(trace.calls.map(\.method)) == Set(Callback.emitted(in: .iOS17).subtracting(appDelegateStates).subtracting(traitRegistration).subtracting(ownScenarios).map(\.selector)))
        let registrations = try Canonical.trace("traits-registration").calls.map(\.method)
        #expect(traitRegistration.map(\.selector).allSatisfy(registrations.contains))
        let detentCalls = try Canonical.trace("sheet-detents").calls.map(\.method)
        #expect(detentCalls.contains(Callback.sheetPresentationControllerDidChangeSelectedDetentIdentifier.selector))
        let popoverCalls = try Canonical.trace("ipad-popover").calls.map(\.method)
        #expect(popoverCalls.contains(Callback.prepareForPopoverPresentation.selector) && popoverCalls.contains(Callback.adaptivePresentationStyle.selector))
    }

    @Test("'everything-ios5' makes exactly the callbacks iOS 5's UIKit can make")
    func everythingIOS5() throws {
        let trace = try Canonical.trace("everything-ios5")
        #expect(trace.scenario.profile == .iOS5)
        #expect(Set(trace.calls.map(\.method)) == Set(Callback.emitted(in: .iOS5).map(\.selector)))
    }

    @Test("Together with traits-registration, sheet-detents, ipad-popover, ios26-update-properties, swiftui-representable, preferred-content-size and the split-view scenarios they make every callback the engine knows")
    func union() throws {
        // iOS 26's updateProperties and setNeedsUpdateProperties are made by ios26-update-properties.
        let methods = try [
            "everything", "everything-ios5", "traits-registration", "sheet-detents", "ipad-popover", "ios26-update-properties",
            "swiftui-representable", "preferred-content-size", "split-view-iphone", "split-view-ipad", "split-view-display-modes",
            "split-view-iphone-columns", "swiftui-view-representable",
        ].reduce(into: Set<String>()) {
            $0.formUnion(try Canonical.trace($1).calls.map(\.method).filter { Callback.named($0)?.isModelled == true })
        }
        #expect(methods == Set(Callback.modelled.map(\.selector)))
    }

    @Test("Every call of every canonical scenario is a modelled callback of the catalogue, or the app's own action")
    func catalogueCoversTheEngine() throws {
        let made = try Canonical.ids.reduce(into: Set<String>()) { $0.formUnion(try Canonical.trace($1).calls.map(\.method)) }
        let uncatalogued = made.filter { Callback.named($0)?.isModelled != true }
        // The scenarios' own methods: unwind segues' actions and trait registrations' actions,
        // which the app declares and names (TraceRecorder records them by the scenario's selector).
        #expect(uncatalogued.sorted() == [
            "chartSizeClassDidChange:", "sizeClassDidChange:previousTraitCollection:", "unwindToFirst:", "unwindToList:", "unwindToMain:",
        ])
    }
}
