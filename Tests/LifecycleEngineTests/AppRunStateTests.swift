import LifecycleEngine
import Testing

/// The app's run state, input by input: what each step moves it to, and why a step is refused.
@Suite("AppRunState: launch, background, foreground, termination")
struct AppRunStateTests {
    static func after(_ inputs: [AppRunState.Input]) -> String {
        var state = AppRunState.notRunning
        for input in inputs {
            switch state.handling(input) {
            case .success(let next): state = next
            case .failure(let violation): return "refused: \(violation.message)"
            }
        }
        return state.rawValue
    }

    @Test("Each input, from each state", arguments: [
        ([AppRunState.Input.launch], "active"),
        ([.launch, .enterBackground], "in the background"),
        ([.launch, .enterBackground, .enterForeground], "active"),
        ([.launch, .terminate], "terminated"),
        ([.launch, .enterBackground, .terminate], "terminated"),
        ([.enterBackground], "refused: the app has not launched yet; 'launch with root NAME' comes first"),
        ([.terminate], "refused: the app has not launched yet; 'launch with root NAME' comes first"),
        ([.launch, .launch], "refused: the app has already launched; a scenario launches once"),
        ([.launch, .enterForeground], "refused: the app is already in the foreground; 'enter background' comes first"),
        ([.launch, .enterBackground, .enterBackground], "refused: the app is already in the background"),
        ([.launch, .terminate, .enterForeground], "refused: the app was terminated; no step can follow 'terminate'"),
        ([.launch, .terminate, .launch], "refused: the app was terminated; no step can follow 'terminate'"),
    ])
    func transitions(inputs: [AppRunState.Input], expected: String) {
        #expect(Self.after(inputs) == expected)
    }
}
