import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` of every element, computed on every core, in the array's order; the first
    /// error in that order is thrown, whichever finished first. For pure work only (pages:
    /// cmark-gfm and Mustache), never Graphviz, which is not thread-safe.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) throws -> T) throws -> [T] {
        let results = Mutex([Result<T, any Error>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = Result { try transform(self[index]) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.map { try $0!.get() }
    }
}
