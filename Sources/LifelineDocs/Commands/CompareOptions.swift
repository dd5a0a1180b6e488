/// How `lifeline compare` reads a log, beyond what the log's evidence header says.
public struct CompareOptions: Sendable, Equatable {
    /// Labels of the log → objects of the scenario (`--map Class=Object`); wins over the header's.
    public var map: [String: String] = [:]
    /// The object that lines naming no class are about (`--unnamed A`); wins over the header's.
    public var unnamed: String?
    /// Object addresses as `print(self)` shows them → objects (`--instance 0x7f…=B`): several
    /// instances of one class told apart.
    public var instances: [String: String] = [:]
    /// Methods whose logging override calls super first (`--after-super init`).
    public var afterSuper: [String] = []
    /// A line that names no callback is an error (`--strict`).
    public var strict = false
    /// The log was cut short: compare it as a prefix of the model's calls (`--truncated`).
    public var truncated = false

    public init(
        map: [String: String] = [:], unnamed: String? = nil, instances: [String: String] = [:], afterSuper: [String] = [],
        strict: Bool = false, truncated: Bool = false
    ) {
        self.map = map
        self.unnamed = unnamed
        self.instances = instances
        self.afterSuper = afterSuper
        self.strict = strict
        self.truncated = truncated
    }
}
