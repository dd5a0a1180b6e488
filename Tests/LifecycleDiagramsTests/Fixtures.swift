import LifecycleModel

/// Hand-made traces: the diagrams module is tested without the engine.
enum Fixtures {
    static let location = SourceLocation(file: "fixture.scenario", line: 1, column: 1)

    /// A launch: storyboard, lazy view loading nested in the getter, appearance, layout.
    static let launch = Trace(
        scenario: ScenarioSummary(id: "launch", title: "Launch", profile: .iOS17),
        objects: [
            TracedObject(id: .uiKit, className: "UIKit", kind: .system),
            TracedObject(id: "A", className: "ViewController", kind: .viewController),
            TracedObject(id: "window", className: "UIWindow", kind: .window),
        ],
        steps: [TraceStep(number: 1, text: "launch with root A", location: location)],
        events: events(1, [
            (0, .call(Call(caller: .uiKit, receiver: "A", method: "initWithCoder:"))),
            (0, .call(Call(caller: .uiKit, receiver: "window", method: "makeKeyAndVisible"))),
            (1, .call(Call(caller: "window", receiver: "A", method: "view"))),
            (2, .call(Call(caller: "A", receiver: "A", method: "loadView"))),
            (2, .transition(StateTransition(object: "A", machine: .viewController, from: "created", to: "disappeared", via: "loadView"))),
            (0, .note(Note(.runLoop, "run loop turn"))),
            (0, .call(Call(caller: .uiKit, receiver: "A", method: "viewWillAppear:", arguments: [Argument("animated", "false")]))),
            (0, .transition(StateTransition(object: "A", machine: .viewController, from: "disappeared", to: "appearing", via: "viewWillAppear:"))),
        ]))

    /// Labels that would break DOT, SVG or HTML if anything were left unescaped.
    static let hostile = Trace(
        scenario: ScenarioSummary(id: "hostile", title: #"Quotes " and \ backslash & <tags> {braces}"#, profile: .iOS17),
        objects: [
            TracedObject(id: .uiKit, className: "UIKit", kind: .system),
            TracedObject(id: "x\"y", className: #"Evil"Class\"#, kind: .viewController),
        ],
        steps: [TraceStep(number: 1, text: "step", location: location)],
        events: events(1, [
            (0, .call(Call(caller: .uiKit, receiver: "x\"y", method: #"a"b\c&d<e>f{g}\"#))),
            (0, .note(Note(.remark, "视图控制器 <b>&amp;</b>\nsecond line"))),
            (0, .transition(StateTransition(object: "x\"y", machine: .viewController, from: "node", to: "edge -> graph", via: "a:b"))),
        ]))

    static func events(_ step: Int, _ items: [(Int, TraceEvent.Kind)]) -> [TraceEvent] {
        items.enumerated().map { index, item in
            TraceEvent(sequence: index + 1, step: step, depth: item.0, kind: item.1)
        }
    }
}
