/// One named reason the engine makes a call where it does: what it claims, which iOS profiles it
/// holds for, and what it rests on. The engine's catalogue lists every rule once; each call in a
/// trace carries its rule's id, so a page can say which arrows a device backs and which we guess.
public struct Rule: Hashable, Sendable, Identifiable {
    public let id: RuleID
    /// The claim, in one sentence.
    public let summary: String
    /// The profiles it holds for; every profile when the rule never changed.
    public let profiles: [IOSProfile]
    public let sources: [RuleSource]

    public init(_ id: RuleID, _ summary: String, profiles: [IOSProfile] = IOSProfile.allCases, sources: [RuleSource]) {
        precondition(!sources.isEmpty, "rule \(id) names no source; a rule without one is a .guess with its reasoning")
        self.id = id
        self.summary = summary
        self.profiles = profiles
        self.sources = sources
    }

    /// A rule that rests only on guesses: the pages mark its calls.
    public var isGuess: Bool { sources.allSatisfy(\.isGuess) }

    /// A rule whose sources settle part of what it says and leave the rest to our guess (Apple
    /// names the callback; the order is ours): the pages mark its calls as partly guessed.
    public var isPartlyGuess: Bool { !isGuess && sources.contains(where: \.isGuess) }
}
