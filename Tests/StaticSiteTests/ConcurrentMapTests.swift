import Synchronization
import Testing

@testable import StaticSite

/// `concurrentMap(lanes:)`: results in order, the first error in order, and never more elements
/// in flight than lanes (`--jobs 1` is a build on one core).
@Suite("Concurrent map")
struct ConcurrentMapTests {
    struct Failure: Error, Equatable { var index: Int }

    /// The most transforms that ran at once while mapping 0..<count on `lanes` lanes, and the results.
    private func mapped(_ count: Int, lanes: Int) -> (results: [Int], mostAtOnce: Int) {
        let running = Mutex((now: 0, most: 0))
        let results = Array(0..<count).concurrentMap(lanes: lanes) { value in
            running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
            // Long enough that lanes overlap whenever they may.
            var sum = 0
            for step in 0..<200_000 { sum &+= step ^ value }
            running.withLock { $0.now -= 1 }
            return value * 10 + (sum == -1 ? 1 : 0)
        }
        return (results, running.withLock { $0.most })
    }

    @Test("One lane maps one element at a time, in order")
    func oneLane() {
        let (results, most) = mapped(12, lanes: 1)
        #expect(results == (0..<12).map { $0 * 10 })
        #expect(most == 1)
    }

    @Test("Three lanes over seven elements take each exactly once, and keep the order")
    func everyElementOnce() {
        let taken = Mutex([Int](repeating: 0, count: 7))
        let results = Array(0..<7).concurrentMap(lanes: 3) { value in
            taken.withLock { $0[value] += 1 }
            return value * 10
        }
        #expect(results == (0..<7).map { $0 * 10 })
        #expect(taken.withLock { $0 } == [Int](repeating: 1, count: 7))
    }

    @Test("The first error in the array's order is thrown, on one lane or many")
    func firstError() {
        for lanes in [1, 2, Int.max] {
            #expect(throws: Failure(index: 3)) {
                _ = try Array(0..<20).concurrentMap(lanes: lanes) { (value: Int) throws(Failure) -> Int in
                    if value == 3 || value == 17 { throw Failure(index: value) }
                    return value
                }
            }
        }
    }
}
