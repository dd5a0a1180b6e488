import Synchronization

/// The pairs of template and model type whose names were checked and all found: checking walks
/// the whole model through `Mirror`, and every page of a kind has the same names, so once is
/// enough. A pair whose check could not judge every name (one stood only in a section that was
/// empty) is checked again with the next model.
final class CheckedTemplates: Sendable {
    struct Key: Hashable {
        var template: String
        var model: ObjectIdentifier
    }

    private let keys = Mutex(Set<Key>())
    /// For pairs not yet judged whole: every name their models have shown so far.
    private let seen = Mutex([Key: Set<String>]())
    /// The pairs judged whole, as text: the template's name and the model type's full name.
    private let judged = Mutex(Set<String>())
    /// Pairs an earlier build judged whole with the same templates and the same `lifeline`
    /// (`TemplateLibrary.assumeJudged`).
    private let assumed = Mutex(Set<String>())

    /// A pair as `judgedPairs` spells it.
    static func pair(template: String, model: String) -> String { template + "\u{1F}" + model }

    /// The pairs judged whole in this process, and those assumed (judged by an earlier one).
    var judgedPairs: [String] { judged.withLock { $0 }.union(assumed.withLock { $0 }).sorted() }

    func assume(_ pairs: [String]) { assumed.withLock { $0.formUnion(pairs) } }

    func wasAssumed(_ pair: String) -> Bool { assumed.withLock { $0.contains(pair) } }

    /// Counts `key`, spelt `pair`, as judged whole.
    func insert(_ key: Key, pair: String) {
        insert(key)
        _ = judged.withLock { $0.insert(pair) }
    }

    func contains(_ key: Key) -> Bool { keys.withLock { $0.contains(key) } }

    func insert(_ key: Key) {
        _ = keys.withLock { $0.insert(key) }
        _ = seen.withLock { $0.removeValue(forKey: key) }
    }

    /// What models of `key` have shown so far; nil before the first was checked.
    func seen(for key: Key) -> Set<String>? { seen.withLock { $0[key] } }

    /// How many models were walked through `Mirror` for the check, in this process.
    var walks: Int { walkCount.withLock { $0 } }

    func countWalk() { walkCount.withLock { $0 += 1 } }

    private let walkCount = Mutex(0)

    /// Adds `names` to what models of `key` have shown, and returns all of it.
    func recordSeen(_ names: Set<String>, for key: Key) -> Set<String> {
        seen.withLock { seen in
            seen[key, default: []].formUnion(names)
            return seen[key]!
        }
    }
}
