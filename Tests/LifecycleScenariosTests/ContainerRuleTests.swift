import LifecycleEngine
import LifecycleModel
import Testing

/// The containers' ordering rules, each against the observed log it cites.
@Suite("Container rules, against observed logs")
struct ContainerRuleTests {
    static let appearance: Set<String> = ["viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:", "dealloc"]

    func steps(_ trace: Trace, _ numbers: ClosedRange<Int>, _ objects: Set<ObjectID>, among methods: Set<String> = Self.appearance) -> [String] {
        trace.calls(to: objects, among: methods, inSteps: numbers)
    }

    @Test("Push and pop (readke.com numbered log): A's did before B's did, B deallocated after A appears")
    func pushPop() throws {
        let trace = try Canonical.trace("nav-push-pop")
        #expect(steps(trace, 2...2, ["A", "B"]) == ["B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "A viewDidDisappear:", "B viewDidAppear:"])
        #expect(steps(trace, 3...3, ["A", "B"]) == ["B viewWillDisappear:", "A viewWillAppear:", "B viewDidDisappear:", "A viewDidAppear:", "B dealloc"])
    }

    @Test("A cancelled swipe back (wangling.me, 2014): both view controllers turn around")
    func cancelledSwipe() throws {
        let trace = try Canonical.trace("nav-swipe-back-cancelled")
        #expect(steps(trace, 3...3, ["A", "B"]) == [
            "B viewWillDisappear:", "A viewWillAppear:", "A viewWillDisappear:", "A viewDidDisappear:", "B viewWillAppear:", "B viewDidAppear:",
        ])
        #expect(trace.transitions.filter { $0.machine == .viewController }.suffix(4).map { "\($0.object) \($0.from)→\($0.to)" } == [
            "A appearing→disappearing", "A disappearing→disappeared", "B disappearing→appearing", "B appearing→appeared",
        ])
    }

    @Test("Pop to root (kaopuke): only the top disappears; the one passed over dies mid-transition, the top after it")
    func popToRoot() throws {
        let trace = try Canonical.trace("nav-pop-to-root")
        // Content/evidence/kaopuke-nav-pop-to-root-dealloc.log: "viewWillDisappear(ThirdVC)—>
        // viewWillAppear(FirstVC)—> dealloc (SecondVC)—> ViewDidDisappear(ThirdVC)—>
        // viewDidAppear(FirstVC)—> dealloc (ThirdVC)".
        #expect(steps(trace, 4...4, ["A", "B", "C"], among: ["viewWillDisappear:", "viewWillAppear:", "viewDidDisappear:", "viewDidAppear:", "dealloc"])
            == ["C viewWillDisappear:", "A viewWillAppear:", "B dealloc", "C viewDidDisappear:", "A viewDidAppear:", "C dealloc"])
        // Each popped view controller is told it leaves, inside the call, and told it has left
        // (removeFromParentViewController → didMoveToParentViewController:nil) before it dies.
        #expect(steps(trace, 4...4, ["B", "C"], among: ["willMoveToParentViewController:", "didMoveToParentViewController:", "dealloc"])
            == ["C willMoveToParentViewController:", "B willMoveToParentViewController:", "B didMoveToParentViewController:", "B dealloc",
                "C didMoveToParentViewController:", "C dealloc"])
    }

    @Test("Tabs (pgzxc.github.io): the new tab loads lazily, appears, then the old one disappears")
    func tabs() throws {
        let trace = try Canonical.trace("tab-bar-lazy-loading")
        #expect(steps(trace, 1...1, ["A", "B", "C"]) == ["A viewDidLoad", "A viewWillAppear:", "A viewDidAppear:"])
        #expect(steps(trace, 2...2, ["A", "B"]) == ["B viewDidLoad", "B viewWillAppear:", "A viewWillDisappear:", "A viewDidDisappear:", "B viewDidAppear:"])
        #expect(steps(trace, 3...3, ["A", "B"]) == ["A viewWillAppear:", "B viewWillDisappear:", "B viewDidDisappear:", "A viewDidAppear:"])
        #expect(trace.methods(receivedBy: "C").contains("loadView") == false)
    }

    @Test("Full screen (seed 002): the covered view controller disappears after the presented one appeared")
    func fullScreen() throws {
        let trace = try Canonical.trace("modal-full-screen-ios17")
        #expect(steps(trace, 2...2, ["A", "B"]) == ["B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "B viewDidAppear:", "A viewDidDisappear:"])
        #expect(steps(trace, 3...3, ["A", "B"]) == ["B viewWillDisappear:", "A viewWillAppear:", "A viewDidAppear:", "B viewDidDisappear:", "B dealloc"])
    }

    @Test("Page sheet (iOS 13): the presenter hears nothing, both ways")
    func pageSheet() throws {
        let trace = try Canonical.trace("modal-page-sheet")
        #expect(steps(trace, 2...3, ["A"]).isEmpty)
        #expect(steps(trace, 2...3, ["B"]) == ["B viewDidLoad", "B viewWillAppear:", "B viewDidAppear:", "B viewWillDisappear:", "B viewDidDisappear:", "B dealloc"])
        // The same steps on iOS 6-12 present full screen, and A takes part.
        let old = try Canonical.trace("modal-page-sheet", profile: .iOS6to12)
        #expect(steps(old, 2...2, ["A"]) == ["A viewWillDisappear:", "A viewDidDisappear:"])
        // Asked for by name, a page sheet on an iPhone before iOS 13 still covers the screen.
        let asked = try LifecycleScenariosTests.trace("title: T\nprofile: iOS 6-12\ncontroller A: X in code\ncontroller B: Y in code\nlaunch with root A\npresent B from A as page sheet")
        #expect(steps(asked, 2...2, ["A"]) == ["A viewWillDisappear:", "A viewDidDisappear:"])
        #expect(asked.events.compactMap(\.note).map(\.text).contains(
            "before iOS 13 a page sheet on an iPhone is shown full screen: B covers the whole screen"))
    }

    @Test("Segue (seed 002, vastdevblog 2012): destination unarchived, then prepareForSegue:, then its view loads")
    func segue() throws {
        let trace = try Canonical.trace("modal-segue-fullscreen")
        let order = trace.calls.map { "\($0.receiver) \($0.method)" }
        let indices = ["B initWithCoder:", "B awakeFromNib", "A prepareForSegue:sender:", "B loadView", "B viewDidLoad"].map { order.firstIndex(of: $0)! }
        #expect(indices == indices.sorted())
    }

    @Test("Memory warning: iOS 5 unloads the covered view and reloads it on pop; iOS 6+ keeps it")
    func memoryWarning() throws {
        let old = try Canonical.trace("memory-warning-ios5")
        #expect(old.calls(to: ["A", "A.view"], among: ["didReceiveMemoryWarning", "viewWillUnload", "dealloc", "viewDidUnload"], inSteps: 3...3) == [
            "A didReceiveMemoryWarning", "A viewWillUnload", "A.view dealloc", "A viewDidUnload",
        ])
        #expect(old.calls(to: ["A"], among: ["loadView", "viewDidLoad", "viewWillAppear:"], inSteps: 4...4) == ["A loadView", "A viewDidLoad", "A viewWillAppear:"])
        let modern = try Canonical.trace("memory-warning-modern")
        #expect(modern.calls(to: ["A", "B", "nav"], among: ["didReceiveMemoryWarning", "viewWillUnload", "viewDidUnload"], inSteps: 3...3) == [
            "A didReceiveMemoryWarning", "nav didReceiveMemoryWarning", "B didReceiveMemoryWarning",
        ])
        #expect(modern.calls(to: ["A"], among: ["loadView"], inSteps: 4...4).isEmpty)
    }

    @Test("Containment: willMove inside addChildViewController:, appearance inside addSubview:, didMove last")
    func containment() throws {
        let trace = try Canonical.trace("child-containment")
        let added = trace.events.filter { $0.step == 2 }.compactMap { event in event.call.map { "\(event.depth) \($0.receiver) \($0.method)" } }
            .filter { !$0.contains("init") && !$0.contains("loadView") && !$0.contains("viewDidLoad") && !$0.hasSuffix(" view") }
        #expect(added == [
            "0 A addChildViewController:", "1 D willMoveToParentViewController:", "0 A.view addSubview:", "1 D viewWillAppear:",
            "1 D viewIsAppearing:", "1 D viewDidAppear:", "0 D didMoveToParentViewController:",
        ])
        // C, added in A's viewDidLoad, appears with A, after it.
        #expect(trace.calls(to: ["A", "C"], among: ["viewWillAppear:", "viewDidAppear:"], inSteps: 1...1) == [
            "A viewWillAppear:", "C viewWillAppear:", "A viewDidAppear:", "C viewDidAppear:",
        ])
    }

    @Test("Rotation: the size change goes to the root, which forwards it nested, then the views lay out")
    func rotation() throws {
        let trace = try Canonical.trace("rotation")
        let step = trace.events.filter { $0.step == 2 }.compactMap { event in event.call.map { "\(event.depth) \($0.receiver) \($0.method)" } }
        #expect(step.prefix(3) == [
            "0 nav viewWillTransitionToSize:withTransitionCoordinator:", "1 A viewWillTransitionToSize:withTransitionCoordinator:", "0 nav.view layoutSublayersOfLayer:",
        ])
        let old = try Canonical.trace("rotation-ios5")
        #expect(old.calls(to: ["nav"], among: ["willRotateToInterfaceOrientation:duration:", "viewWillLayoutSubviews", "willAnimateRotationToInterfaceOrientation:duration:", "didRotateFromInterfaceOrientation:"], inSteps: 2...2) == [
            "nav willRotateToInterfaceOrientation:duration:", "nav viewWillLayoutSubviews", "nav willAnimateRotationToInterfaceOrientation:duration:", "nav didRotateFromInterfaceOrientation:",
        ])
    }

    @Test("Dealloc waits for the last owner: popped B lives on while A keeps it")
    func lastOwner() throws {
        let trace = try Canonical.trace("release-dealloc")
        #expect(trace.calls(to: ["B", "B.view"], among: ["dealloc"], inSteps: 1...3).isEmpty)
        let release = trace.events.filter { $0.step == 4 }.compactMap { event in event.call.map { "\(event.depth) \($0.caller) -> \($0.receiver) \($0.method)" } }
        #expect(release == ["0 A -> B dealloc", "1 B -> B.view dealloc"])
    }
}

extension Trace {
    /// Like `calls(to:among:)`, for the steps numbered in `steps`.
    func calls(to objects: Set<ObjectID>, among methods: Set<String>, inSteps steps: ClosedRange<Int>) -> [String] {
        events.filter { steps.contains($0.step) }.compactMap(\.call)
            .filter { objects.contains($0.receiver) && methods.contains($0.method) }.map { "\($0.receiver) \($0.method)" }
    }
}
