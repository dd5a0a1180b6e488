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

    func contains(_ key: Key) -> Bool { keys.withLock { $0.contains(key) } }

    func insert(_ key: Key) {
        _ = keys.withLock { $0.insert(key) }
        _ = seen.withLock { $0.removeValue(forKey: key) }
    }

    /// Adds `names` to what models of `key` have shown, and returns all of it.
    func recordSeen(_ names: Set<String>, for key: Key) -> Set<String> {
        seen.withLock { seen in
            seen[key, default: []].formUnion(names)
            return seen[key]!
        }
    }
}
