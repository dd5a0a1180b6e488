import Foundation
import Synchronization

/// The connections whose request heads are still arriving, oldest first.
///
/// They once counted against the same cap as the clients being answered, so 64 connections that
/// sent one line and waited turned every other client away (a reset) until their 10 s deadline,
/// again and again. Here a newcomer is never refused: past the cap, the connection that has
/// waited longest is evicted, its reading side shut down so that its pending read ends (the
/// descriptor stays open, so no other connection can be given its number meanwhile), and its task
/// answers 408. A browser's request arrives within milliseconds, so it is never the oldest for
/// long; a stream of idle connections only evicts its own.
final class PendingHeads: Sendable {
    private let limit: Int
    private let state = Mutex((next: 0, waiting: [(id: Int, descriptor: Int32)](), evicted: Set<Int>()))

    init(limit: Int) { self.limit = max(1, limit) }

    /// Registers a connection whose head is to be read; evicts the oldest past the cap.
    /// Returns its ticket for `leave`.
    func enter(descriptor: Int32) -> Int {
        state.withLock { state in
            if state.waiting.count >= limit {
                let oldest = state.waiting.removeFirst()
                // Under the lock: its task closes the descriptor only after `leave`, which waits here.
                shutdown(oldest.descriptor, Int32(SHUT_RD))
                state.evicted.insert(oldest.id)
            }
            let id = state.next
            state.next += 1
            state.waiting.append((id, descriptor))
            return id
        }
    }

    /// The connection's head was read, or reading it ended; true when it ended by eviction.
    /// Must be called before the connection's descriptor is closed.
    func leave(_ id: Int) -> Bool {
        state.withLock { state in
            state.waiting.removeAll { $0.id == id }
            return state.evicted.remove(id) != nil
        }
    }
}
