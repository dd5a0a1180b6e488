import LifecycleEngine
import LifecycleModel
import Testing

/// The seeds' printed orders, reproduced from the canonical scenarios: each log is what NSLog in
/// the seed's overridden methods prints, computed from the whole trace (`Trace.printedLog`).
@Suite("The seeds' observed orders, exactly")
struct SeedConformanceTests {
    @Test("Seed 000: the storyboard order, initWithCoder: to viewDidAppear:")
    func seed000() throws {
        // 000_5baadb525cd8c69d.txt, "视图的生命历程"; the getter `view` is how UIKit asks, not a callback.
        let expected = ["initWithCoder:", "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear:", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear:"]
        let old = try Canonical.trace("launch-storyboard", profile: .iOS6to12)
        #expect(old.methods(receivedBy: "A").filter { $0 != "view" } == expected)
        // iOS 13 and later add viewIsAppearing: right after viewWillAppear:, and UIKit loads the
        // view through loadViewIfNeeded (Content/evidence/juejin-aberror-launch-loadviewifneeded.log).
        let modern = try Canonical.trace("launch-storyboard")
        var withIsAppearing = expected
        withIsAppearing.insert("viewIsAppearing:", at: 5)
        withIsAppearing.insert("loadViewIfNeeded", at: 2)
        #expect(modern.methods(receivedBy: "A").filter { $0 != "view" } == withIsAppearing)
    }

    @Test("Seed 001: TestView's log, willMoveToSuperview: ==> 1 to layoutSubviews ==> 6")
    func seed001() throws {
        let trace = try Canonical.trace("view-hierarchy-log")
        // TestView overrides these and logs `NSStringFromSelector(_cmd) ==> count` after super.
        let overridden: Set<String> = [
            "layoutSubviews", "didAddSubview:", "willRemoveSubview:", "willMoveToSuperview:", "didMoveToSuperview",
            "willMoveToWindow:", "didMoveToWindow", "removeFromSuperview", "dealloc",
        ]
        let log = trace.printedLog(["T": overridden]).enumerated().map { "\($1.method) ==> \($0 + 1)" }
        #expect(log == [
            "willMoveToSuperview: ==> 1",
            "didMoveToSuperview ==> 2",
            "didAddSubview: ==> 3",
            "willMoveToWindow: ==> 4",
            "didMoveToWindow ==> 5",
            "layoutSubviews ==> 6",
        ])
    }

    @Test("Seed 002: the A/B modal segue and dismiss run, 1initWithCoder to 2 Dealloc")
    func seed002() throws {
        let trace = try Canonical.trace("modal-segue-fullscreen")
        let overridden: Set<String> = [
            "initWithCoder:", "loadView", "viewDidLoad", "viewWillAppear:", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            "viewDidAppear:", "prepareForSegue:sender:", "viewWillDisappear:", "viewDidDisappear:", "dealloc",
        ]
        // The seed tags A's lines 1 and B's 2 (their view tags) and prints the selector's first part;
        // its machine translation mangled the case of some ("2 Initwithcoder"), normalised here.
        let tags: [ObjectID: String] = ["A": "1", "B": "2"]
        let log = trace.printedLog(["A": overridden, "B": overridden]).map {
            tags[$0.object]! + String($0.method.split(separator: ":").first!)
        }
        #expect(log == [
            // When you load A
            "1initWithCoder", "1loadView", "1viewDidLoad", "1viewWillAppear", "1viewWillLayoutSubviews",
            "1viewDidLayoutSubviews", "1viewDidAppear",
            // When you switch to B
            "2initWithCoder", "1prepareForSegue", "2loadView", "2viewDidLoad", "1viewWillDisappear", "2viewWillAppear",
            "2viewWillLayoutSubviews", "2viewDidLayoutSubviews", "2viewDidAppear", "1viewDidDisappear",
            // When you switch back from B to A
            "2viewWillDisappear", "1viewWillAppear", "1viewDidAppear", "2viewDidDisappear", "2dealloc",
        ])
    }

    @Test("Seed 002: on iOS 5, a loadView that never sets the view is called three times and nothing else")
    func seed002ForgottenView() throws {
        let trace = try Canonical.trace("loadview-forgets-view")
        #expect(trace.methods(receivedBy: "A") == ["initWithCoder:", "awakeFromNib", "view", "loadView", "view", "loadView", "view", "loadView"])
        #expect(trace.events.last?.note?.kind == .cutOff)
    }

    @Test("Seed 003: B created with init and pushed, initWithNib first because init logs after [super init]")
    func seed003() throws {
        let trace = try Canonical.trace("init-in-code-push")
        let overridden: Set<String> = [
            "initWithNibName:bundle:", "init", "loadView", "viewDidLoad", "viewWillAppear:", "viewDidAppear:",
            "viewWillDisappear:", "viewDidDisappear:",
        ]
        // 003_d2a3c74d03cd5de6.txt: —>initWithNib —>init —>loadView —>ViewDidLoad —>ViewWillAppear
        // —>ViewDidAppear —>ViewWillDisappear —>ViewDidDisappear.
        #expect(trace.printedLog(["B": overridden]).map(\.method) == [
            "initWithNibName:bundle:", "init", "loadView", "viewDidLoad", "viewWillAppear:", "viewDidAppear:",
            "viewWillDisappear:", "viewDidDisappear:",
        ])
    }

    @Test("Seed 003: a loadView that calls super and then sets its own view throws super's view away")
    func seed003SuperLoadView() throws {
        let trace = try Canonical.trace("loadview-calls-super")
        // 003_d2a3c74d03cd5de6.txt: super looks for the nib again, and the custom view replaces
        // the one super made.
        // (iOS 17+: UIKit loads the view through loadViewIfNeeded rather than the view getter.)
        #expect(trace.calls(to: ["A", "A.view", "V"], among: ["loadViewIfNeeded", "loadView", "initWithFrame:", "dealloc", "viewDidLoad"]) == [
            "A loadViewIfNeeded", "A loadView", "A.view initWithFrame:", "V initWithFrame:", "A.view dealloc", "A viewDidLoad",
        ])
        // The blank view dies inside loadView, at the assignment.
        #expect(trace.events.first { $0.call?.receiver == "A.view" && $0.call?.method == "dealloc" }?.depth == 3)
    }

    @Test("Seed 003: from iOS 6, loadView and viewDidLoad call each other until the engine cuts them off")
    func seed003Loop() throws {
        let trace = try Canonical.trace("loadview-endless-loop")
        #expect(trace.methods(receivedBy: "A") == [
            "init", "initWithNibName:bundle:", "view", "loadView", "viewDidLoad", "view", "loadView", "viewDidLoad",
            "view", "loadView", "viewDidLoad", "view",
        ])
        #expect(trace.events.last?.note?.kind == .cutOff)
        // Each getter runs nested in the viewDidLoad that asked for the view: recursion, not repetition.
        #expect(trace.events.filter { $0.call?.method == "view" }.map(\.depth) == [1, 3, 5, 7])
    }
}
