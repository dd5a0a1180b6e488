import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` of every element, computed on at most `lanes` cores at once (all of them by
    /// default), in the array's order; the first error in that order is thrown, whichever finished
    /// first. For pure work only (pages: cmark-gfm and Mustache), never Graphviz, which is not
    /// thread-safe. One lane maps on the calling thread: `--jobs 1` is a build on one core.
    /// A transform that cannot fail needs no `try` (its error type is `Never`).
    public func concurrentMap<T: Sendable, Failure: Error>(lanes: Int = .max, _ transform: @Sendable (Element) throws(Failure) -> T) throws(Failure) -> [T] {
        if lanes <= 1 || count <= 1 {
            var values: [T] = []
            values.reserveCapacity(count)
            for element in self { values.append(try transform(element)) }
            return values
        }
        let results = Mutex([Result<T, Failure>?](repeating: nil, count: count))
        // Each lane takes the next element until none is left: as many lanes as asked, however
        // many elements (concurrentPerform never runs more at once than there are cores).
        let next = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: Swift.min(lanes, count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = Result { () throws(Failure) -> T in try transform(self[index]) }
                results.withLock { $0[index] = result }
            }
        }
        var values: [T] = []
        values.reserveCapacity(count)
        for result in results.withLock({ $0 }) { values.append(try result!.get()) }
        return values
    }
}
