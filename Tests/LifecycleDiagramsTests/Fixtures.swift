import LifecycleModel

/// Hand-made traces: the diagrams module is tested without the engine.
enum Fixtures {
    static let location = SourceLocation(file: "fixture.scenario", line: 1, column: 1)

    /// Every fixture by name, for golden files and for rendering them all.
    static let all: [(name: String, trace: Trace)] = [
        ("launch", launch), ("modal", modalSegue), ("navigation", navigation), ("view", viewCallbacks),
        ("cutoff", cutOffLoop), ("crash", crash), ("cjk", cjk), ("tabs", tabs), ("hostile", hostile),
        ("empty-step", emptyStep), ("endless", endlessLoop),
    ]

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
            (2, .transition(StateTransition(object: "A", machine: .viewController, from: "viewNotLoaded", to: "disappeared", via: "loadView"))),
            (0, .note(Note(.runLoop, "run loop turn"))),
            (0, .call(Call(caller: .uiKit, receiver: "A", method: "viewWillAppear:", arguments: [Argument("animated", "false")]))),
            (0, .transition(StateTransition(object: "A", machine: .viewController, from: "disappeared", to: "appearing", via: "viewWillAppear:"))),
        ]))

    /// Labels that would break DOT, SVG or HTML if anything were left unescaped.
    static let hostile = Trace(
        scenario: ScenarioSummary(id: "hostile", title: #"Quotes " and \ backslash & <tags> {braces} --> ]]>"#, profile: .iOS17),
        objects: [
            TracedObject(id: .uiKit, className: "UIKit", kind: .system),
            TracedObject(id: "x\"y", className: #"Evil"Class\"#, kind: .viewController),
            TracedObject(id: "<b>", className: "&amp;", kind: .view),
        ],
        steps: [TraceStep(number: 1, text: "step {a|b} <c> \\N \\G", location: location)],
        events: events(1, [
            (0, .call(Call(caller: .uiKit, receiver: "x\"y", method: #"a"b\c&d<e>f{g}\"#))),
            (0, .call(Call(caller: "x\"y", receiver: "<b>", method: "set:", arguments: [Argument("text", "</text><script>alert(1)</script>")]))),
            (0, .note(Note(.remark, "视图控制器 <b>&amp;</b>\nsecond line\r\nthird line"))),
            (0, .note(Note(.user, "tab\there; nul\u{0}gone; \u{1F600} &#45; -- end"))),
            (0, .transition(StateTransition(object: "x\"y", machine: .viewController, from: "node", to: "edge -> graph", via: "a:b"))),
        ]))

    /// Seed 003's loop with the window's lifeline to the right of the controller's: the deeply
    /// nested self-calls' labels must stop before the window's open bar. The note is one long
    /// sentence, which wraps.
    static let endlessLoop = TraceScript.trace(
        "endless", "loadView and viewDidLoad calling each other",
        objects: [.uiKit, .controller("A", "ViewController"), TracedObject(id: "window", className: "UIWindow", kind: .window)],
        steps: ["launch with root A"]
    ) { s in
        s.call(.uiKit, "A", "init") {
            s.call("A", "A", "initWithNibName:bundle:", [Argument("nibName", "nil"), Argument("bundle", "nil")])
        }
        s.call(.uiKit, "window", "setRootViewController:", [Argument("rootViewController", "A")])
        s.call(.uiKit, "window", "makeKeyAndVisible") {
            s.call("window", "A", "view") {
                s.call("A", "A", "loadView")
                s.call("A", "A", "viewDidLoad") {
                    s.call("A", "A", "view") {
                        s.call("A", "A", "loadView")
                        s.call("A", "A", "viewDidLoad") {
                            s.call("A", "A", "view") {
                                s.call("A", "A", "loadView")
                                s.call("A", "A", "viewDidLoad") {
                                    s.note(.cutOff, "A's view getter re-entered itself 3 times: loadView never sets the view, so every access of self.view calls loadView again; real UIKit recurses until the stack overflows (as Alla warns in 浅析UIViewController的生命周期), the engine stops here", over: ["A"])
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Hundreds of calls: a sequence diagram taller than a PNG may be at 144 dpi.
    static let tall = TraceScript.trace(
        "tall", "Seven hundred layout passes", objects: [.uiKit, .view("v", "TestView")], steps: ["scroll for a while"]
    ) { s in
        for _ in 0..<700 { s.call(.uiKit, "v", "layoutSubviews") }
    }

    /// Taller than cairo's largest bitmap side (32,767 pixels) even at one pixel per point.
    static let tallerThanCairo = TraceScript.trace(
        "taller", "Fourteen hundred layout passes", objects: [.uiKit, .view("v", "TestView")], steps: ["scroll for a long while"]
    ) { s in
        for _ in 0..<1_400 { s.call(.uiKit, "v", "layoutSubviews") }
    }

    static func events(_ step: Int, _ items: [(Int, TraceEvent.Kind)]) -> [TraceEvent] {
        items.enumerated().map { index, item in
            TraceEvent(sequence: index + 1, step: step, depth: item.0, kind: item.1)
        }
    }
}
