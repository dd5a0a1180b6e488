import LifecycleEngine
import LifecycleModel
import Testing

/// The presentation rules, each against the source it cites.
@Suite("Presentation rules, against their sources")
struct PresentationRuleTests {
    static let appearance: Set<String> = ["viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:"]
    static let delegate: Set<String> = [
        "presentationControllerShouldDismiss:", "presentationControllerWillDismiss:", "presentationControllerDidDismiss:",
        "presentationControllerDidAttemptToDismiss:",
    ]

    /// What A hears while B is presented with `style` and dismissed.
    func presenterHears(_ style: String, profile: IOSProfile) throws -> [String] {
        let run = try trace("""
            title: T
            profile: \(profile.rawValue)
            controller A: ListViewController in code
            controller B: DetailViewController in code
            setup
              launch with root A
            present B from A \(style)
            dismiss B
            """)
        return run.calls(to: ["A"], among: Self.appearance)
    }

    static let leaves = ["A viewWillDisappear:", "A viewDidDisappear:", "A viewWillAppear:", "A viewDidAppear:"]

    @Test("Apple, UIModalPresentationStyle (and the regularberry table): full screen and current context take the presenter's view out; the others do not", arguments: [
        ("full screen", leaves), ("in current context", leaves), ("as page sheet", []), ("as form sheet", []),
        ("over full screen", []), ("over current context", []),
    ])
    func whoHearsWhatOnIOS17(style: String, expected: [String]) throws {
        #expect(try presenterHears(style, profile: .iOS17) == expected)
    }

    @Test("Before iOS 13 an iPhone shows both sheets full screen; the over styles still keep the presenter", arguments: [
        ("as page sheet", leaves), ("as form sheet", leaves), ("over full screen", []), ("over current context", []),
    ])
    func whoHearsWhatOnIOS12(style: String, expected: [String]) throws {
        #expect(try presenterHears(style, profile: .iOS6to12) == expected)
    }

    @Test("A completed swipe down: the delegate asked and warned, the sheet disappears, the delegate told, then the sheet dies; A hears nothing else")
    func swipeDown() throws {
        let run = try Canonical.trace("modal-sheet-swipe-down")
        #expect(run.calls(to: ["A", "B"], among: Self.appearance.union(Self.delegate).union(["dealloc"])) == [
            "A presentationControllerShouldDismiss:", "A presentationControllerWillDismiss:", "B viewWillDisappear:",
            "B viewDidDisappear:", "A presentationControllerDidDismiss:", "B dealloc",
        ])
    }

    @Test("A cancelled swipe down (RudinP, 2024): the sheet disappears, then appears again; no DidDismiss, no dealloc")
    func cancelledSwipeDown() throws {
        let run = try Canonical.trace("modal-sheet-swipe-down-cancelled")
        #expect(run.calls(to: ["A", "B"], among: Self.appearance.union(Self.delegate).union(["viewIsAppearing:", "dealloc"])) == [
            "A presentationControllerShouldDismiss:", "A presentationControllerWillDismiss:", "B viewWillDisappear:",
            "B viewWillAppear:", "B viewIsAppearing:", "B viewDidAppear:",
        ])
        #expect(run.transitions.filter { $0.object == "B" }.map { "\($0.from)→\($0.to)" } == [
            "appeared→disappearing", "disappearing→appearing", "appearing→appeared",
        ])
    }

    @Test("Modal in presentation (Apple, isModalInPresentation): only presentationControllerDidAttemptToDismiss:, and a dismissal in code tells the delegate nothing")
    func refusedSwipeDown() throws {
        let run = try Canonical.trace("modal-sheet-modal-in-presentation")
        #expect(run.calls(to: ["A", "B"], among: Self.appearance.union(Self.delegate), inSteps: 1...1) == ["A presentationControllerDidAttemptToDismiss:"])
        #expect(run.calls(to: ["A"], among: Self.delegate, inSteps: 2...2).isEmpty)
    }

    @Test("No delegate declared: UIKit tells nobody, and the sheet still goes")
    func swipeWithoutDelegate() throws {
        let run = try trace("""
            title: T
            controller A: ListViewController in code
            controller B: DetailViewController in code
            setup
              launch with root A
              present B from A
            swipe down on B
            """)
        #expect(run.calls.filter { Self.delegate.contains($0.method) }.isEmpty)
        #expect(run.calls(to: ["B"], among: Self.appearance.union(["dealloc"])) == ["B viewWillDisappear:", "B viewDidDisappear:", "B dealloc"])
    }

    @Test("An unwind segue (yagamo-style.com, iOS 12.2): the source prepares, the destination's action runs, then the dismissal")
    func unwind() throws {
        let run = try Canonical.trace("dev-modal-segue-unwind-ios12")
        #expect(run.calls(to: ["A", "B"], among: Self.appearance.union(["prepareForSegue:sender:", "unwindToFirst:", "dealloc"]), inSteps: 3...3) == [
            "B prepareForSegue:sender:", "A unwindToFirst:", "B viewWillDisappear:", "A viewWillAppear:", "A viewDidAppear:",
            "B viewDidDisappear:", "B dealloc",
        ])
    }

    @Test("Segues without animation: every appearance callback says animated NO")
    func segueWithoutAnimation() throws {
        let run = try Canonical.trace("modal-segue-without-animation")
        let animated = run.events.filter { $0.step >= 2 }.compactMap(\.call)
            .filter { Self.appearance.contains($0.method) }.map { $0.arguments.first { $0.label == "animated" }?.value }
        #expect(animated.count == 8)
        #expect(animated.allSatisfy { $0 == "NO" })
    }

    @Test("A delegate callback can be overridden; its body runs inside it")
    func delegateOverride() throws {
        let run = try trace("""
            title: T
            controller A: ListViewController in code
            controller B: DetailViewController in code presentation delegate A
            override A presentationControllerDidDismiss:
              setNeedsLayout A.view
            setup
              launch with root A
              present B from A
            swipe down on B
            """)
        let calls = run.events.compactMap { event in event.call.map { "\(event.depth) \($0.receiver) \($0.method)" } }
        let index = try #require(calls.firstIndex(of: "0 A presentationControllerDidDismiss:"))
        #expect(calls[index + 1] == "1 A.view setNeedsLayout")
    }

    @Test("Apple, UISheetPresentationController.detents (iOS 15): on the 'iOS 13-16' profile a sheet with detents says the trace is iOS 15 and 16's")
    func detentsOnIOS13to16() throws {
        func remarks(_ profile: IOSProfile) throws -> [String] {
            try trace("""
                title: T
                profile: \(profile.rawValue)
                controller A: ListViewController in code
                controller B: PickerViewController in code detents medium, large
                setup
                  launch with root A
                present B from A
                """).events.compactMap(\.note).map(\.text)
        }
        let note = "detents arrived in iOS 15: this trace is iOS 15 and 16's; on iOS 13 and 14, which the profile also covers, B's sheet has no detents and comes up at its full height"
        #expect(try remarks(.iOS13to16).contains(note))
        #expect(try !remarks(.iOS17).contains(note))
    }
}
