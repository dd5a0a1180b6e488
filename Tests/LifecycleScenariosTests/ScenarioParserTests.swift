import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import Testing

@Suite("Scenario language, first draft")
struct ScenarioParserTests {
    let parser = ScenarioParser(path: "launch.scenario", id: "launch")

    @Test("A launch scenario parses into its objects and steps")
    func parsesLaunch() throws {
        let script = try parser.parse("""
            title: Launch
            profile: iOS 13-16

            object A: ViewController from storyboard Main  # the initial view controller
            step launch with root A
            """)
        #expect(script.summary == ScenarioSummary(id: "launch", title: "Launch", profile: .iOS13to16))
        #expect(script.objects == [ObjectDeclaration(id: "A", className: "ViewController", creation: .storyboard(name: "Main"))])
        #expect(script.steps == [
            ScriptStep(action: .launch(root: "A"), text: "launch with root A", location: SourceLocation(file: "launch.scenario", line: 5, column: 6))
        ])
    }

    @Test("Errors name file, line and column, and suggest the nearest word", arguments: [
        ("title: T\nstep lanch with root A\n", "launch.scenario:2:6: error: unknown step 'lanch'; did you mean 'launch'?"),
        ("title: T\nobjct A: V from storyboard M\n", "launch.scenario:2:1: error: unknown keyword 'objct'; did you mean 'object'?"),
        ("title: T\nobject A: V from storyboard M\nstep launch with root B\n", "launch.scenario:3:23: error: unknown object 'B'; did you mean 'A'?"),
        ("title: T\nprofile: iOS 99\n", "launch.scenario:2:10: error: unknown profile 'iOS 99'; expected one of 'iOS 5', 'iOS 6-12', 'iOS 13-16', 'iOS 17+'"),
        ("step launch with root A\n", "launch.scenario:1:23: error: unknown object 'A'"),
        ("object A: V from storyboard M\n", "launch.scenario:1:1: error: missing 'title:' line"),
    ])
    func errors(source: String, message: String) {
        do {
            _ = try parser.parse(source)
            Issue.record("expected an error for \(source.debugDescription)")
        } catch {
            #expect(error.description == message)
        }
    }
}
