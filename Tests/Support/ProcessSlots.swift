import Foundation

/// How many programs the tests run at once: one per core. Awaited, a child process no longer holds
/// a cooperative thread, so without this bound every process test of the suite would start its
/// child at once, hundreds of them on two cores, and each would take minutes.
actor ProcessSlots {
    static let shared = ProcessSlots(max(2, ProcessInfo.processInfo.activeProcessorCount))

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) {
        free = count
    }

    /// Runs `body` once a slot is free.
    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        defer {
            if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
        }
        return try await body()
    }
}
