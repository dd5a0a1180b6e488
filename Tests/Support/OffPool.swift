import Foundation

/// Runs blocking work (a socket read, a file handle read to its end) on a thread of its own and
/// awaits it: blocked in one of the tests' few cooperative threads (two on a 2-core machine), it
/// would stall every other test and starve the servers they wait for.
public func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
