import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import Testing

/// Scenarios too large to run are refused at their first line past a limit, in bounded time:
/// once a million push/pop steps took 8 GB before failing, and 20,000 nested views 85 s.
@Suite("Scenario language: size limits, at the line that crosses them")
struct ScenarioLimitTests {
    static let navigation = """
        title: Big
        controller A: ListViewController in code
        controller B: DetailViewController in code kept by A
        navigation nav with root A

        launch with root nav

        """

    /// Parses and runs `text`; returns the error it reports and how long that took.
    static func refusal(_ text: String) -> (message: String, seconds: Double) {
        let clock = ContinuousClock()
        var message = "no error"
        let elapsed = clock.measure {
            do {
                let script = try ScenarioParser(path: "big.scenario", id: "big").parse(text)
                _ = try Simulator().run(script)
            } catch {
                message = "\(error)"
            }
        }
        return (message, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    static func nested(_ count: Int) -> String {
        var text = "title: Nested\ncontroller A: ViewController in code\n"
        for index in 0..<count { text += "view V\(index): UIView\n" }
        text += "\nlaunch with root A\nadd V0 to A.view\n"
        for index in 1..<count { text += "add V\(index) to V\(index - 1)\n" }
        return text
    }

    @Test("A million push/pop steps (12 MB) stop at step 2,001, before the rest is read into words")
    func millionSteps() {
        let text = Self.navigation + String(repeating: "push B onto nav\npop nav\n", count: 500_000)
        let result = Self.refusal(text)
        #expect(result.message == "big.scenario:2006:1: error: this scenario has more than 2000 steps (steps, setup steps and override lines together), the most Lifeline runs; split the scenario in two")
        #expect(result.seconds < 10, "took \(result.seconds) s")
    }

    @Test("Override bodies and setup count as steps")
    func overrideLines() {
        let body = String(repeating: "  super\n", count: 2_001)
        let result = Self.refusal("title: T\ncontroller A: ViewController in code\noverride A viewDidLoad\n" + body)
        #expect(result.message == "big.scenario:2004:3: error: this scenario has more than 2000 steps (steps, setup steps and override lines together), the most Lifeline runs; split the scenario in two")
    }

    @Test("20,000 nested views stop at the 501st declaration")
    func manyObjects() {
        let result = Self.refusal(Self.nested(20_000))
        #expect(result.message == "big.scenario:502:1: error: this scenario declares more than 500 objects and nibs, the most Lifeline runs; split the scenario in two")
        #expect(result.seconds < 10, "took \(result.seconds) s")
    }

    @Test("Nibs count as objects, at the name past the limit")
    func manyNibs() {
        let names = (0...500).map { "N\($0)" }.joined(separator: ", ")
        let result = Self.refusal("title: T\nnib \(names)\n")
        let column = 1 + "nib ".count + (0..<500).map { "N\($0), ".count }.reduce(0, +)
        #expect(result.message == "big.scenario:2:\(column): error: this scenario declares more than 500 objects and nibs, the most Lifeline runs; split the scenario in two")
    }

    @Test("A line longer than 4,000 bytes is refused at its start")
    func longLine() {
        let result = Self.refusal("title: T\ndescription: " + String(repeating: "x", count: 4_000) + "\n")
        #expect(result.message == "big.scenario:2:1: error: this line is longer than 4000 bytes, the most a scenario line may hold; split it")
    }

    @Test("Views nested more than 100 deep (the window and A's view included) fail at the step that nests them")
    func deepViews() {
        let result = Self.refusal(Self.nested(200))
        // window, A.view, V0 … V97 are 100 levels; V98 is the 101st, added on line 205 + 98.
        #expect(result.message == "big.scenario:303:1: error: cannot add V98 to V97: views would nest more than 100 deep, the most Lifeline models; flatten the hierarchy")
        #expect(result.seconds < 10, "took \(result.seconds) s")
    }

    @Test("A run stops at the step whose calls and notes pass 5,000, not after every step")
    func manyCalls() {
        let text = Self.navigation + String(repeating: "push B onto nav\npop nav\n", count: 990)
        let result = Self.refusal(text)
        #expect(result.message == "big.scenario:326:1: error: this scenario makes more than 5000 calls and notes, the most a sequence diagram draws; this step crosses the limit; split the scenario in two")
    }

    @Test("A scenario at the limits runs")
    func atTheLimits() throws {
        // The window, A's view and V0 … V97: 100 levels.
        let text = Self.nested(98)
        let trace = try Simulator().run(try ScenarioParser(path: "big.scenario", id: "big").parse(text))
        #expect(trace.steps.count == 99)
    }
}
