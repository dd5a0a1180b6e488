import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import Testing

/// iOS 26's properties update and UIKit's tracking: iOS 18's traits, iOS 26's observation.
@Suite("Properties updates and tracking (iOS 18, iOS 26)")
struct TrackingRuleTests {
    /// Every call of the steps, as "receiver method [rule]", in order.
    func calls(_ trace: Trace, inSteps steps: ClosedRange<Int>) -> [String] {
        trace.events.filter { steps.contains($0.step) }.compactMap { event in
            event.call.map { "\($0.receiver) \($0.method) [\(event.rule?.rawValue ?? "-")]" }
        }
    }

    static let inbox = """
        title: T
        profile: iOS 26
        controller A: InboxViewController in code
        view B: BadgeView frame 20 100 120 40
        override A viewDidLoad
          add B to A.view
        override A updateProperties
          read inbox.title
        override B layoutSubviews
          read inbox.count

        """

    @Test("At launch each view controller and view gets updateProperties before its first layout, the view controller first")
    func launchUpdatesProperties() throws {
        let trace = try trace(Self.inbox + "launch with root A\n")
        let update = trace.calls.filter { $0.method == "updateProperties" || $0.method == "layoutSubviews" || $0.method == "viewWillLayoutSubviews" }
        #expect(update.map { "\($0.caller) -> \($0.receiver) \($0.method)" } == [
            "A.view -> A updateProperties", "UIKit -> A.view updateProperties", "UIKit -> B updateProperties",
            "A.view -> A viewWillLayoutSubviews", "A.view -> A.view layoutSubviews", "B -> B layoutSubviews",
        ])
    }

    @Test("setNeedsUpdateProperties brings only the properties update in the next turn, no layout")
    func setNeedsUpdateProperties() throws {
        let trace = try trace(Self.inbox + "launch with root A\nsetNeedsUpdateProperties B\nrun loop turn\nsetNeedsUpdateProperties A\nrun loop turn\n")
        #expect(calls(trace, inSteps: 2...5) == [
            "B setNeedsUpdateProperties [app.code]",
            "B updateProperties [layout.ios26-update-properties-before-layout]",
            "A setNeedsUpdateProperties [app.code]",
            "A updateProperties [layout.ios26-update-properties-before-layout]",
        ])
    }

    @Test("Changing an observed property invalidates only the methods that read it, for the next turn")
    func observation() throws {
        let trace = try trace(Self.inbox + "launch with root A\nchange inbox.title\nrun loop turn\nchange inbox.count\nrun loop turn\n")
        #expect(calls(trace, inSteps: 2...5) == [
            "A updateProperties [layout.ios26-observation-invalidates-readers]",
            "B layoutSublayersOfLayer: [layout.ios26-observation-invalidates-readers]",
            "B layoutSubviews [layout.layer-layout-calls-controller-and-view]",
        ])
        #expect(trace.events.filter { $0.step == 2 }.compactMap(\.note).map(\.text) == [
            "the app's code changes inbox.title",
            "A read inbox.title in updateProperties, so UIKit marks A.view for a properties update",
        ])
    }

    @Test("A trait read in a tracked method invalidates it when the trait changes, in the same turn (iOS 18)")
    func traitTracking() throws {
        let trace = try trace("""
            title: T
            profile: iOS 18
            controller A: ChartViewController in code
            view C: ChartView frame 0 100 393 300 draws
            override A viewDidLoad
              add C to A.view
            override C layoutSubviews
              read trait UITraitVerticalSizeClass
            override C drawRect
              read trait UITraitUserInterfaceStyle
            launch with root A
            switch to dark mode
            rotate to landscape

            """)
        #expect(calls(trace, inSteps: 2...2) == [
            "C drawRect: [environment.ios18-trait-tracking-invalidates-readers]",
        ])
        #expect(calls(trace, inSteps: 3...3) == [
            "A viewWillTransitionToSize:withTransitionCoordinator: [rotation.trait-then-size-transition-forwarded]",
            "A.view layoutSublayersOfLayer: [layout.run-loop-pass-lays-out-marked-views]",
            "A viewWillLayoutSubviews [layout.layer-layout-calls-controller-and-view]",
            "A.view layoutSubviews [layout.layer-layout-calls-controller-and-view]",
            "A viewDidLayoutSubviews [layout.layer-layout-calls-controller-and-view]",
            "C layoutSublayersOfLayer: [environment.ios18-trait-tracking-invalidates-readers]",
            "C layoutSubviews [layout.layer-layout-calls-controller-and-view]",
        ])
    }

    @Test("Without a read, a trait change lays out no view whose size stays (iOS 18)")
    func noTrackingBefore18() throws {
        let text = """
            title: T
            profile: PROFILE
            controller A: ChartViewController in code
            view C: ChartView frame 0 100 393 300
            override A viewDidLoad
              add C to A.view
            launch with root A
            rotate to landscape

            """
        let trace = try trace(text.replacingOccurrences(of: "PROFILE", with: "iOS 18"))
        #expect(trace.calls(to: ["C"], among: ["layoutSubviews"], inSteps: 2...2) == [])
    }

    @Test("What the new steps need, as located errors", arguments: [
        ("profile: iOS 17+\ncontroller A: V in code\noverride A viewWillLayoutSubviews\n  read trait UITraitUserInterfaceStyle\n",
         "t.scenario:5:3: error: automatic trait tracking arrived in iOS 18 (Apple, Automatic trait tracking); this scenario's profile is iOS 17+: choose 'profile: iOS 18' or later, or register for the trait's changes"),
        ("profile: iOS 18\ncontroller A: V in code\noverride A viewWillLayoutSubviews\n  read model.count\n",
         "t.scenario:5:3: error: automatic observation tracking is on by default from iOS 26 (Apple, Updating views automatically with observation tracking in UIKit); this scenario's profile is iOS 18: choose 'profile: iOS 26'"),
        ("profile: iOS 26\ncontroller A: V in code\noverride A viewDidLoad\n  read model.count\n",
         "t.scenario:5:3: error: 'read' belongs in the body of an override of a method UIKit tracks (updateProperties, layoutSubviews, drawRect:, updateConstraints, viewWillLayoutSubviews, viewDidLayoutSubviews, updateViewConstraints): what the code reads there is what UIKit tracks"),
        ("profile: iOS 26\ncontroller A: V in code\noverride A updateProperties\n  read model\n",
         "t.scenario:5:8: error: expected an observable object's property, as in 'model.count', not 'model'"),
        ("profile: iOS 26\ncontroller A: V in code\noverride A updateProperties\n  read trait UITraitUserInterfaceStyl\n",
         "t.scenario:5:14: error: unknown trait 'UITraitUserInterfaceStyl'; did you mean 'UITraitUserInterfaceStyle'?"),
        ("profile: iOS 26\ncontroller A: V in code\noverride A updateProperties\n  read model.count\nlaunch with root A\nchange model.cont\n",
         "t.scenario:7:1: error: nothing reads model.cont, so changing it invalidates nothing; write 'read model.cont' in an override of a method UIKit tracks; did you mean 'model.count'?"),
        ("profile: iOS 17+\ncontroller A: V in code\nlaunch with root A\nsetNeedsUpdateProperties A\n",
         "t.scenario:5:1: error: setNeedsUpdateProperties arrived in iOS 26 (Apple, UIView.setNeedsUpdateProperties()); this scenario's profile is iOS 17+: choose 'profile: iOS 26'"),
        ("profile: iOS 18\ncontroller A: V in code\noverride A updateProperties\n",
         "t.scenario:4:12: error: UIKit never calls updateProperties on the 'iOS 18' profile; choose another profile or another method"),
    ])
    func errors(text: String, message: String) {
        #expect(throws: ParserErrorTests.error(message)) {
            _ = try ScenarioParser(path: "t.scenario", id: "t").parse("title: T\n" + text)
        }
    }
}
