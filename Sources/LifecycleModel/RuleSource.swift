/// What a rule rests on: Apple's documentation, a device log in `Content/evidence/`, an article,
/// the scenario's own words, or our guess with its reasoning.
public enum RuleSource: Hashable, Sendable {
    /// A page of Apple's documentation, by its title and address.
    case apple(title: String, url: String)
    /// A published device log kept in `Content/evidence/`, by file name (`aramis-nav-push-pop-2018.log`).
    case log(file: String)
    /// An article or book that describes the behaviour without a log we keep.
    case article(author: String, title: String, url: String?)
    /// The scenario says so: the app's own code makes the call (a step, or an override's body).
    case scenario
    /// No source settles it: what we reasoned, so a reader knows what to distrust.
    case guess(reasoning: String)

    /// The JSON and page spelling of the kind.
    public var kind: String {
        switch self {
        case .apple: "apple"
        case .log: "log"
        case .article: "article"
        case .scenario: "scenario"
        case .guess: "guess"
        }
    }

    public var isGuess: Bool {
        if case .guess = self { return true }
        return false
    }
}
