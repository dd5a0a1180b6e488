import Dispatch
import Foundation
import LifecycleDiagrams
import Synchronization

/// Draws Graphviz jobs on several cores. Graphviz is not thread-safe (two threads crash even with
/// separate contexts; FACTS.md), so more cores means more processes: `workers` copies of the
/// `lifeline` executable in its hidden worker mode, each fed jobs over a pipe, one at a time, the
/// next job going to whichever worker is free. With one worker, or no executable to start (a
/// library caller, the tests), every job is drawn in this process. A job's bytes depend on its
/// DOT text alone, so they are the same whichever process draws it, and for any number of workers.
struct GraphvizPool: Sendable {
    /// The hidden command the executable answers to; `lifeline` routes it to `Lifeline.runGraphvizWorker`.
    static let workerCommand = "graphviz-worker"

    var workers: Int
    var executable: URL?

    /// Every job's result, in the order given; a worker that dies or garbles its reply is an error.
    func run(_ jobs: [GraphvizJob]) throws -> [Result<[UInt8], GraphvizError>] {
        let count = min(workers, jobs.count)
        guard count > 1, let executable else {
            return jobs.map { job in Result { () throws(GraphvizError) -> [UInt8] in try job.run() } }
        }
        // A worker that dies must not take the build with it through SIGPIPE on our next write.
        signal(SIGPIPE, SIG_IGN)
        // Longest first, so that no worker starts the largest diagram last while the others idle.
        let order = jobs.indices.sorted { (jobs[$0].dot.utf8.count, $1) > (jobs[$1].dot.utf8.count, $0) }
        let next = Mutex(0)
        let results = Mutex([Result<[UInt8], GraphvizError>?](repeating: nil, count: jobs.count))
        let failure = Mutex<String?>(nil)
        // A thread per worker (not concurrentPerform, which runs no more at once than there are cores).
        let group = DispatchGroup()
        for _ in 0..<count {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    let worker = try Worker(executable)
                    defer { worker.finish() }
                    while failure.withLock({ $0 == nil }) {
                        let taken = next.withLock { taken in
                            defer { taken += 1 }
                            return taken
                        }
                        guard taken < order.count else { break }
                        let result = try worker.draw(jobs[order[taken]])
                        results.withLock { $0[order[taken]] = result }
                    }
                } catch {
                    failure.withLock { $0 = $0 ?? "\(error)" }
                }
            }.start()
        }
        group.wait()
        if let error = failure.withLock({ $0 }) { throw LifelineError("error: a Graphviz worker failed: \(error)") }
        return results.withLock { $0.map { $0! } }
    }

    /// One worker process and its two pipes.
    private final class Worker {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        init(_ executable: URL) throws {
            process.executableURL = executable
            process.arguments = [GraphvizPool.workerCommand]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        func draw(_ job: GraphvizJob) throws -> Result<[UInt8], GraphvizError> {
            try input.fileHandleForWriting.write(contentsOf: WorkerFrame.request(job))
            guard let payload = try WorkerFrame.read(from: output.fileHandleForReading) else {
                throw WorkerError("a worker ended before it replied")
            }
            return try WorkerFrame.result(from: payload)
        }

        /// Closing its input ends the worker's loop.
        func finish() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }
}
