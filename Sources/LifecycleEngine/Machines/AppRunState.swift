/// Where the app stands between launch and termination, as the steps move it.
///
/// Rules: Apple, "Managing your app's life cycle": an app (or, from iOS 13, a scene) is not running,
/// then active in the foreground, moves to the background and comes back; the user's closing it
/// in the app switcher ends it. Inactive states the model passes through within one step are not
/// states here: a step always ends active, in the background, or terminated.
public enum AppRunState: String, Sendable, Equatable {
    case notRunning = "not running"
    case active
    case background = "in the background"
    case terminated

    public enum Input: Sendable, Equatable {
        case launch
        case enterBackground
        case enterForeground
        case terminate
    }

    /// The state after `input`, or why the step makes no sense now.
    public func handling(_ input: Input) -> Result<AppRunState, RuleViolation> {
        switch (self, input) {
        case (.notRunning, .launch): return .success(.active)
        case (.active, .enterBackground): return .success(.background)
        case (.background, .enterForeground): return .success(.active)
        case (.active, .terminate), (.background, .terminate): return .success(.terminated)
        case (.terminated, _):
            return .failure(RuleViolation("the app was terminated; no step can follow 'terminate'"))
        case (.notRunning, _):
            return .failure(RuleViolation("the app has not launched yet; 'launch with root NAME' comes first"))
        case (_, .launch):
            return .failure(RuleViolation("the app has already launched; a scenario launches once"))
        case (.background, .enterBackground):
            return .failure(RuleViolation("the app is already in the background"))
        case (.active, .enterForeground):
            return .failure(RuleViolation("the app is already in the foreground; 'enter background' comes first"))
        }
    }
}
