import Foundation

/// A value made the first time a lane asks for it, by that lane, and shared with the others: for
/// what one build may need twice or not at all (the Evidence page's model, for its key and its
/// rendering; `serve` needs neither when the page did not change).
final class MadeOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private let make: () -> Value

    init(_ make: @escaping () -> Value) { self.make = make }

    /// The value, made now if no lane has made it yet (under the lock: the others wait for it).
    var wrapped: Value {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
