import LifecycleEngine
import LifecycleModel
import LifelineTestSupport
import Testing

@Suite("App launch with a storyboard root view controller")
struct LaunchFromStoryboardTests {
    static func script(profile: IOSProfile) -> Script {
        Script(
            summary: ScenarioSummary(id: "launch", title: "Launch", profile: profile),
            objects: [ObjectDeclaration(id: "A", className: "ViewController", creation: .storyboard(name: "Main"))],
            steps: [
                ScriptStep(
                    action: .launch(root: "A"), text: "launch with root A",
                    location: SourceLocation(file: "launch.scenario", line: 3, column: 1))
            ])
    }

    @Test("The view controller receives seed 000's order of callbacks")
    func seed000Order() {
        let trace = Simulator().run(Self.script(profile: .iOS6to12))
        let received = trace.calls.filter { $0.receiver == "A" && $0.method != "view" }.map(\.method)
        // 000_5baadb525cd8c69d.txt, "视图的生命历程".
        #expect(received == [
            "initWithCoder:", "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear:",
            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear:",
        ])
    }

    @Test("The whole trace, nesting and callers included")
    func wholeTrace() throws {
        let trace = Simulator().run(Self.script(profile: .iOS17))
        let golden = GoldenFile("launch-storyboard.trace.txt")
        #expect(trace.textDump == (try golden.expected(for: trace.textDump)))
    }

    @Test("iOS 17 adds viewIsAppearing: between viewWillAppear: and the layout pass")
    func viewIsAppearing() {
        let modern = Simulator().run(Self.script(profile: .iOS17)).calls.map(\.method)
        let older = Simulator().run(Self.script(profile: .iOS13to16)).calls.map(\.method)
        #expect(modern.filter { $0 != "viewIsAppearing:" } == older)
        let index = try! #require(modern.firstIndex(of: "viewIsAppearing:"))
        #expect(modern[index - 1] == "viewWillAppear:")
    }
}
