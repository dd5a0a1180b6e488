import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` of every element, computed on every core, in the array's order; the first
    /// error in that order is thrown, whichever finished first. For pure work only (pages:
    /// cmark-gfm and Mustache), never Graphviz, which is not thread-safe.
    /// A transform that cannot fail needs no `try` (its error type is `Never`).
    public func concurrentMap<T: Sendable, Failure: Error>(_ transform: @Sendable (Element) throws(Failure) -> T) throws(Failure) -> [T] {
        let results = Mutex([Result<T, Failure>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = Result { () throws(Failure) -> T in try transform(self[index]) }
            results.withLock { $0[index] = result }
        }
        var values: [T] = []
        values.reserveCapacity(count)
        for result in results.withLock({ $0 }) { values.append(try result!.get()) }
        return values
    }
}
