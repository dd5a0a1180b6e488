import LifecycleModel

/// Who holds strong references to an object, counted: the same owner can hold it twice (a
/// presenter that also created it in the running step holds it once as a local, once as presenter).
struct Owners {
    private var counts: [ObjectID: Int] = [:]

    mutating func retain(_ owner: ObjectID) { counts[owner, default: 0] += 1 }

    /// Drops one reference of `owner`; returns false when it held none.
    @discardableResult
    mutating func release(_ owner: ObjectID) -> Bool {
        guard let count = counts[owner] else { return false }
        counts[owner] = count > 1 ? count - 1 : nil
        return true
    }

    func contains(_ owner: ObjectID) -> Bool { counts[owner] != nil }
    var isEmpty: Bool { counts.isEmpty }
}
