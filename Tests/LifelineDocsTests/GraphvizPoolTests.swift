import Foundation
@testable import LifelineDocs
import LifecycleDiagrams
import LifelineTestSupport
import Synchronization
import Testing

/// The pool's lanes: every item runs once, whatever fails; the failure reported is the lowest
/// index's, whichever lane met it first; a worker that dies stops the build with its reason.
@Suite struct GraphvizPoolTests {
    static let good = GraphvizJob(dot: "digraph \"g\" { a -> b }", engine: .dot, format: .svg)
    static let bad = GraphvizJob(dot: "digraph \"g\" { a -> }", engine: .dot, format: .svg)

    @Test("In this process and in two workers: every item runs once, Graphviz's failures are results, the lowest failing index is thrown")
    func lanes() throws {
        for pool in [GraphvizPool(workers: 1, executable: nil), GraphvizPool(workers: 2, executable: Repository.lifeline, itemsPerWorker: 1)] {
            let ran = Mutex([Int]())
            let drawn = Mutex([Int: Result<[UInt8], GraphvizError>]())
            // Items 5 and 2 fail in the lane's own work; item 3's DOT text is not Graphviz's.
            let order = Array((0..<8).reversed())
            #expect {
                try pool.forEach(order) { index, draw in
                    ran.withLock { $0.append(index) }
                    let result = try draw(index == 3 ? Self.bad : Self.good)
                    drawn.withLock { $0[index] = result }
                    if index == 5 || index == 2 { throw LifelineError("error: item \(index)") }
                }
            } throws: { error in
                "\(error)" == "error: item 2"
            }
            #expect(ran.withLock { $0.sorted() } == Array(0..<8))
            let results = drawn.withLock { $0 }
            #expect(results.count == 8)
            #expect(results.filter { (try? $0.value.get()) != nil }.count == 7)
            guard case .failure(let error)? = results[3] else {
                Issue.record("the broken DOT text was drawn")
                continue
            }
            #expect(error.stage == .parse)
        }
    }

    /// What `body` throws, run on a thread of its own: a pool waiting for a worker's deadline
    /// would hold one of the tests' two cooperative threads for seconds.
    static func failure(_ body: @escaping @Sendable () throws -> Void) async throws -> String? {
        try await timedFailure(body).message
    }

    /// The error `body` threw (nil when none) and how long it ran, timed on its own thread: the
    /// bound is the pool's, not how long the test waited for a cooperative thread to resume it
    /// while other tests held both (88 s once, under a loaded machine).
    static func timedFailure(_ body: @escaping @Sendable () throws -> Void) async throws -> (message: String?, elapsed: Duration) {
        try await offPool { () -> (message: String?, elapsed: Duration) in
            let clock = ContinuousClock()
            let start = clock.now
            do {
                try body()
                return (nil, clock.now - start)
            } catch {
                return ("\(error)", clock.now - start)
            }
        }
    }

    @Test("A worker that ends without replying fails the build with that reason, and no lane hangs")
    func deadWorker() async throws {
        let pool = GraphvizPool(workers: 2, executable: URL(fileURLWithPath: "/bin/true"), itemsPerWorker: 1)
        #expect(try await Self.failure { _ = try pool.forEach(Array(0..<6)) { _, draw in _ = try draw(Self.good) } }
            == "error: a Graphviz worker failed: a worker ended before it replied")
    }

    @Test("A stopped worker (SIGSTOP) is killed at its deadline and fails the build with that reason, in bounded time")
    func stoppedWorker() async throws {
        let folder = try TemporaryFolder(prefix: "lifeline-stopped")
        defer { folder.remove() }
        // A worker that stops itself as soon as it starts, as `kill -STOP` would stop a real one.
        let script = try folder.writeExecutable("stopped-worker", "#!/bin/sh\nkill -STOP $$\n")
        let pool = GraphvizPool(workers: 2, executable: script, replyDeadline: .seconds(1), itemsPerWorker: 1)
        let (message, elapsed) = try await Self.timedFailure { _ = try pool.forEach(Array(0..<6)) { _, draw in _ = try draw(Self.good) } }
        #expect(message == "error: a Graphviz worker failed: a worker did not reply within 1 s (stopped or hung); it was ended")
        #expect(elapsed < .seconds(10))
    }

    @Test("A real worker stopped with SIGSTOP mid-build is ended at its deadline")
    func realWorkerStopped() async throws {
        // Each job's DOT text waits until the test has stopped every worker: the build has started
        // them, and they are blocked reading their next request or drawing.
        let tagged = try TaggedWorker()
        defer { tagged.remove() }
        let pool = GraphvizPool(workers: 2, executable: tagged.executable, replyDeadline: .seconds(2), itemsPerWorker: 1)
        let stopped = Once()
        let (failure, elapsed) = try await Self.timedFailure {
            _ = try pool.forEach(Array(0..<6)) { index, draw in
                if index >= 2 {
                    stopped.run { for pid in tagged.running() { kill(pid, SIGSTOP) } }
                }
                _ = try draw(Self.good)
            }
        }
        #expect(failure == "error: a Graphviz worker failed: a worker did not reply within 2 s (stopped or hung); it was ended")
        #expect(elapsed < .seconds(15))
    }

    @Test("--jobs 64 starts no more workers than there are cores")
    func jobsCapped() throws {
        let tagged = try TaggedWorker()
        defer { tagged.remove() }
        let pool = GraphvizPool(workers: 64, executable: tagged.executable, itemsPerWorker: 1)
        let most = Mutex(0)
        _ = try pool.forEach(Array(0..<24)) { _, draw in
            _ = try draw(Self.good)
            let running = tagged.running().count
            most.withLock { $0 = max($0, running) }
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(most.withLock { $0 } >= 1)
        #expect(most.withLock { $0 } <= cores)
    }

    @Test("Workers are never more than the cores, nor more than one per itemsPerWorker items: --jobs 64 on 2 cores starts 2")
    func workerCount() {
        #expect(GraphvizPool.workerCount(requested: 64, items: 500, cores: 2) == 2)
        #expect(GraphvizPool.workerCount(requested: 2, items: 500, cores: 8) == 2)
        #expect(GraphvizPool.workerCount(requested: 8, items: 3, itemsPerWorker: 1, cores: 8) == 3)
        #expect(GraphvizPool.workerCount(requested: 8, items: 0, cores: 8) == 1)
        #expect(GraphvizPool.workerCount(requested: 8, items: 24, itemsPerWorker: 8, cores: 8) == 3)
        #expect(GraphvizPool.workerCount(requested: 8, items: 23, itemsPerWorker: 8, cores: 8) == 2)
        #expect(GraphvizPool.workerCount(requested: 2, items: 15, itemsPerWorker: 8, cores: 8) == 1)
    }

    @Test("A few jobs (a one-scenario edit's) are drawn in this process: no worker starts")
    func fewJobsInProcess() throws {
        let tagged = try TaggedWorker()
        defer { tagged.remove() }
        let pool = GraphvizPool(workers: 2, executable: tagged.executable)
        let most = Mutex(0)
        let drawn = Mutex(0)
        _ = try pool.forEach(Array(0..<(GraphvizPool.itemsPerWorker * 2 - 1))) { _, draw in
            if case .success = try draw(Self.good) { drawn.withLock { $0 += 1 } }
            let running = tagged.running().count
            most.withLock { $0 = max($0, running) }
        }
        #expect(most.withLock { $0 } == 0)
        #expect(drawn.withLock { $0 } == GraphvizPool.itemsPerWorker * 2 - 1)
    }
}

/// Work done the first time it is asked for, by whichever thread asks first.
final class Once: Sendable {
    private let done = Mutex(false)

    func run(_ body: () -> Void) {
        done.withLock { done in
            guard !done else { return }
            done = true
            body()
        }
    }
}

/// The `lifeline` worker started under a name of its own (bash's `exec -a`), so that a test finds
/// its own workers among those of the tests running beside it in this process.
struct TaggedWorker {
    let folder: TemporaryFolder
    let tag = "lifeline-test-worker-\(UUID().uuidString)"

    init() throws {
        folder = try TemporaryFolder(prefix: "lifeline-test-worker")
        try folder.writeExecutable("worker", "#!/bin/bash\nexec -a \(tag) \"\(Repository.lifeline.path)\" \"$@\"\n")
    }

    var executable: URL { folder.url.appendingPathComponent("worker") }

    func remove() { folder.remove() }

    /// The processes running under this tag now (a zombie, which has ended, is left out).
    func running() -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                command.hasPrefix(tag + "\u{0}"),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"),
                stat[stat.index(after: close)...].split(separator: " ").first != "Z"
            else { return nil }
            return pid
        }
    }
}
