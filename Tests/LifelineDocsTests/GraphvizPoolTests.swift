import Foundation
@testable import LifelineDocs
import LifecycleDiagrams
import Synchronization
import Testing

/// The pool's lanes: every item runs once, whatever fails; the failure reported is the lowest
/// index's, whichever lane met it first; a worker that dies stops the build with its reason.
@Suite struct GraphvizPoolTests {
    static let good = GraphvizJob(dot: "digraph \"g\" { a -> b }", engine: .dot, format: .svg)
    static let bad = GraphvizJob(dot: "digraph \"g\" { a -> }", engine: .dot, format: .svg)

    @Test("In this process and in two workers: every item runs once, Graphviz's failures are results, the lowest failing index is thrown")
    func lanes() throws {
        for pool in [GraphvizPool(workers: 1, executable: nil), GraphvizPool(workers: 2, executable: WorkerTests.executable)] {
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

    @Test("A worker that ends without replying fails the build with that reason, and no lane hangs")
    func deadWorker() throws {
        let pool = GraphvizPool(workers: 2, executable: URL(fileURLWithPath: "/bin/true"))
        #expect {
            _ = try pool.forEach(Array(0..<6)) { _, draw in _ = try draw(Self.good) }
        } throws: { error in
            "\(error)" == "error: a Graphviz worker failed: a worker ended before it replied"
        }
    }

    @Test("A stopped worker (SIGSTOP) is killed at its deadline and fails the build with that reason, in bounded time")
    func stoppedWorker() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-stopped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A worker that stops itself as soon as it starts, as `kill -STOP` would stop a real one.
        let script = folder.appendingPathComponent("stopped-worker")
        try Data("#!/bin/sh\nkill -STOP $$\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let pool = GraphvizPool(workers: 2, executable: script, replyDeadline: .seconds(1))
        let clock = ContinuousClock()
        let start = clock.now
        #expect {
            _ = try pool.forEach(Array(0..<6)) { _, draw in _ = try draw(Self.good) }
        } throws: { error in
            "\(error)" == "error: a Graphviz worker failed: a worker did not reply within 1 s (stopped or hung); it was ended"
        }
        #expect(clock.now - start < .seconds(10))
    }

    @Test("A real worker stopped with SIGSTOP mid-build is ended at its deadline")
    func realWorkerStopped() throws {
        // Each job's DOT text waits until the test has stopped every worker: the build has started
        // them, and they are blocked reading their next request or drawing.
        let pool = GraphvizPool(workers: 2, executable: WorkerTests.executable, replyDeadline: .seconds(2))
        let stopped = Mutex(false)
        let clock = ContinuousClock()
        let start = clock.now
        #expect {
            _ = try pool.forEach(Array(0..<6)) { index, draw in
                if index >= 2 {
                    stopped.withLock { done in
                        guard !done else { return }
                        done = true
                        Self.stopWorkers()
                    }
                }
                _ = try draw(Self.good)
            }
        } throws: { error in
            "\(error)" == "error: a Graphviz worker failed: a worker did not reply within 2 s (stopped or hung); it was ended"
        }
        #expect(clock.now - start < .seconds(15))
    }

    /// Sends SIGSTOP to every `lifeline graphviz-worker` child of this process.
    static func stopWorkers() {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // "PID (name) STATE PPID …"
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == me,
                let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                command.contains(GraphvizPool.workerCommand)
            else { continue }
            kill(pid, SIGSTOP)
        }
    }

    @Test("Workers are never more than the cores, nor than the items: --jobs 64 on 2 cores starts 2")
    func workerCount() {
        #expect(GraphvizPool.workerCount(requested: 64, items: 500, cores: 2) == 2)
        #expect(GraphvizPool.workerCount(requested: 2, items: 500, cores: 8) == 2)
        #expect(GraphvizPool.workerCount(requested: 8, items: 3, cores: 8) == 3)
        #expect(GraphvizPool.workerCount(requested: 8, items: 0, cores: 8) == 1)
    }
}
