import Synchronization

/// A value made the first time a lane asks for it, then shared: a site-wide model that only some
/// pages read (the Rules pages', the Coverage page's), which a build that renders none of them
/// never makes.
final class OnDemand<Value: Sendable>: Sendable {
    private let made = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if no lane made it before; lanes asking meanwhile wait for it.
    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
