import LifecycleEngine
import LifecycleModel
import LifelineTestSupport
import Testing

/// The engine on its own, fed hand-made scripts (no scenario language involved).
@Suite("Simulator: scripts in, traces out")
struct SimulatorTests {
    static func location(_ line: Int) -> LifecycleModel.SourceLocation { LifecycleModel.SourceLocation(file: "hand.scenario", line: line, column: 1) }

    static func script(
        _ profile: IOSProfile = .iOS17, nibs: [String] = [], objects: [ObjectDeclaration], overrides: [Override] = [], steps: [Action]
    ) -> Script {
        Script(
            summary: ScenarioSummary(id: "hand", title: "Hand-made", profile: profile), nibs: nibs, objects: objects,
            overrides: overrides,
            steps: steps.enumerated().map { ScriptStep(action: $1, text: "step \($0 + 1)", location: location($0 + 1)) })
    }

    static let storyboardA = ObjectDeclaration(id: "A", className: "ViewController", kind: .viewController(.storyboard(name: "Main")))

    @Test("A storyboard launch, the whole trace with nesting and callers")
    func storyboardLaunch() throws {
        let trace = try Simulator().run(Self.script(objects: [Self.storyboardA], steps: [.launch(root: "A")]))
        try GoldenFile("storyboard-launch.trace.txt").check(trace.textDump)
    }

    @Test("Trait, safe-area and margin callbacks are recorded only for the object that overrides them")
    func environmentCallbacksOnlyWhenOverridden() throws {
        let steps: [Action] = [.launch(root: "A"), .rotate(to: .landscape), .switchAppearance(.dark)]
        let environment = Set(Callback.recordedOnlyWhenOverridden.map(\.selector))
        let plain = try Simulator().run(Self.script(objects: [Self.storyboardA], steps: steps))
        #expect(plain.calls.filter { environment.contains($0.method) }.isEmpty)

        let overridden = try Simulator().run(Self.script(
            objects: [Self.storyboardA],
            overrides: [Override(object: "A", method: .traitCollectionDidChange, body: [], location: Self.location(9))],
            steps: steps))
        // None at launch (iOS 17 predicts the traits), one after the rotation, one after dark mode.
        #expect(overridden.calls.filter { environment.contains($0.method) }.map { "\($0.receiver) \($0.method)" } == [
            "A traitCollectionDidChange:", "A traitCollectionDidChange:",
        ])
        // Everything else is the same trace.
        #expect(overridden.calls.filter { !environment.contains($0.method) } == plain.calls)
    }

    @Test("The same script gives the same trace")
    func deterministic() throws {
        let script = Self.script(objects: [Self.storyboardA], steps: [.launch(root: "A"), .memoryWarning, .rotate(to: .landscape)])
        #expect(try Simulator().run(script) == (try Simulator().run(script)))
    }

    @Test("A step UIKit forbids fails with the step's location")
    func forbiddenStep() {
        let script = Self.script(
            objects: [
                Self.storyboardA,
                ObjectDeclaration(id: "nav", className: "UINavigationController", kind: .navigationController(root: "A")),
            ],
            steps: [.launch(root: "nav"), .pop("nav", animated: true)])
        #expect(throws: ScenarioError(Self.location(2), "cannot pop: the navigation stack holds only its root")) {
            try Simulator().run(script)
        }
    }

    @Test("A missing named nib ends the run with a crash note; later steps do not run")
    func crashEndsTheRun() throws {
        let script = Self.script(
            objects: [ObjectDeclaration(id: "A", className: "MainViewController", kind: .viewController(.nib(name: "Missing")))],
            steps: [.launch(root: "A"), .memoryWarning, .runLoopTurn])
        let trace = try Simulator().run(script)
        let notes = trace.events.compactMap(\.note)
        #expect(notes.map(\.kind) == [.crash, .remark])
        #expect(notes.last?.text == "the 2 steps after this one do not run")
        #expect(trace.calls.contains { $0.method == "didReceiveMemoryWarning" } == false)
    }

    @Test("Overrides run nested in their callback, after super; loadView's only where it says super")
    func overrideBodies() throws {
        let code = ObjectDeclaration(id: "A", className: "ViewController", kind: .viewController(.code))
        let label = ObjectDeclaration(id: "L", className: "UILabel", kind: .view(ViewTraits(frame: Rect(0, 0, 10, 10))))
        let overrides = [
            Override(object: "A", method: .loadView, body: [ScriptStep(action: .callSuper, text: "super", location: Self.location(10))], location: Self.location(9)),
            Override(object: "A", method: .viewDidLoad, body: [ScriptStep(action: .addSubview("L", to: "A.view"), text: "add L to A.view", location: Self.location(12))], location: Self.location(11)),
        ]
        let trace = try Simulator().run(Self.script(objects: [code, label], overrides: overrides, steps: [.launch(root: "A")]))
        // makeKeyAndVisible (0) → view (1) → loadView, viewDidLoad (2) → their bodies (3, 4).
        let nested = trace.events.filter { $0.depth >= 3 && $0.call != nil }.map { "\($0.depth) \($0.call!.caller) -> \($0.call!.receiver) \($0.call!.method)" }
        #expect(nested == [
            "3 A -> A.view initWithFrame:",  // super's blank view, inside loadView
            "3 A -> L initWithFrame:",  // viewDidLoad's body, after super
            "3 A -> A.view addSubview:",
            "4 A.view -> L willMoveToSuperview:",
            "4 A.view -> L didMoveToSuperview",
        ])
    }
}
