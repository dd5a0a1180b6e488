import Dispatch
import Foundation
import LifecycleDiagrams
import StaticSite
import Synchronization

/// Draws Graphviz jobs on several cores. Graphviz is not thread-safe (two threads crash even with
/// separate contexts; FACTS.md), so more cores means more processes: `workers` copies of the
/// `lifeline` executable in its hidden worker mode, each fed jobs over a pipe, one at a time. With
/// one worker, too few jobs to pay for a second (`itemsPerWorker`), or no executable to start (a
/// library caller, the tests), every job is drawn in this process, one at a time. A job's bytes depend on its DOT text alone, so they are the same
/// whichever process draws it, and for any number of workers.
///
/// Work is handed out in lanes, not in phases: each lane takes the next item, builds its DOT text,
/// has it drawn, finishes the bytes and takes the next. One lane's Swift work runs while another
/// lane's Graphviz draws, and only the items in flight are held in memory (with every DOT text
/// and every drawing of 1,000 scenarios held at once, a build peaked at 228 MB).
struct GraphvizPool: Sendable {
    /// The hidden command the executable answers to; `lifeline` routes it to `Lifeline.runGraphvizWorker`.
    static let workerCommand = "graphviz-worker"

    var workers: Int
    var executable: URL?
    /// The jobs a worker must have to be worth starting (see `itemsPerWorker`).
    var itemsPerWorker: Int
    /// How long a worker may take to answer a job of no length; each job is allowed this plus
    /// `replyTimePerMegabyte` per megabyte of DOT text. A diagram near the size limit draws in
    /// about 1.5 s (DiagramSizeLimit), so a worker past its deadline is stopped (SIGSTOP) or hung,
    /// never slow: it is killed and the build fails, where it once waited forever.
    var replyDeadline: Duration = .seconds(60)
    static let replyTimePerMegabyte: Duration = .seconds(60)

    init(workers: Int, executable: URL?, replyDeadline: Duration = .seconds(60), itemsPerWorker: Int = Self.itemsPerWorker) {
        self.workers = workers
        self.executable = executable
        self.replyDeadline = replyDeadline
        self.itemsPerWorker = itemsPerWorker
    }

    /// A worker is started only for this many jobs of its own: a worker's start (the runtime,
    /// Graphviz's plugins, fontconfig) cost about 35 ms of CPU, a diagram 3–10 ms. A one-scenario
    /// edit hands out two jobs; it started two workers for them, and drawn in this process the
    /// edit took 0.45 CPU-s against 0.54 (median of 10 interleaved rounds, `--jobs 1` against 2).
    static let itemsPerWorker = 8

    /// Worker processes for `requested` jobs: never more than the cores, since Graphviz keeps a
    /// core busy and more processes only share it (`--jobs 64` once started 56), nor more than
    /// one per `itemsPerWorker` items. One means the jobs are drawn in this process.
    static func workerCount(requested: Int, items: Int, itemsPerWorker: Int = Self.itemsPerWorker, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        max(1, min(requested, cores, items / max(1, itemsPerWorker)))
    }

    /// The fewest open files under which Foundation's `Process` starts a worker. Below it, `run()`
    /// failed with EBADF (measured: 250 fails, 254 starts) or the process was aborted (16 and
    /// fewer), so a build under a lower `ulimit -n` draws every job in this process instead:
    /// slower, the same bytes.
    static let workerDescriptors = 256

    /// How long a worker may take to reply to `job`.
    func deadline(for job: GraphvizJob) -> Duration {
        replyDeadline + Self.replyTimePerMegabyte * (Double(job.dot.utf8.count) / 1_048_576)
    }

    /// What a lane's work calls to have a job drawn: by its worker process, or in this process.
    /// Graphviz's own failures are results; a worker that dies or garbles its reply is thrown.
    typealias Draw = (GraphvizJob) throws -> Result<[UInt8], GraphvizError>

    /// Runs `work` for every index of `order`, taken in that order by whichever lane is free, and
    /// returns how long Graphviz drew, wall-clock, per Graphviz running at once (what `--timings`
    /// shows beside the stage). A failing item does not stop the others; the failure of the
    /// lowest index is thrown at the end, so the error does not depend on timing. A worker that
    /// fails stops every lane.
    func forEach(_ order: [Int], work: @escaping @Sendable (_ index: Int, _ draw: Draw) throws -> Void) throws -> Duration {
        let workers = Self.workerCount(requested: workers, items: order.count, itemsPerWorker: itemsPerWorker)
        let inProcess = workers <= 1 || executable == nil || !DescriptorLimit.allows(Self.workerDescriptors)
        // A lane per core the build may use (`--jobs`). In this process, Graphviz draws one job
        // at a time (one lock) while the other lanes build and finish theirs; `--jobs 1` is one
        // lane, building and drawing in turn on one core.
        let lanes = workers
        let next = Mutex(0)
        let failures = Mutex([Int: any Error]())
        let broken = Mutex<String?>(nil)
        let drawing = Mutex(Duration.zero)
        // A lock that sleeps: a lane waits the length of another's render, and Synchronization's
        // Mutex (a priority-inheriting futex) lets the kernel spin all that time while the owner
        // runs, which burned a core through a thousand scenarios' diagrams (perf: rt_mutex
        // spinning was a tenth of the CPU with --jobs 1).
        let graphviz = NSLock()
        let group = DispatchGroup()
        for _ in 0..<lanes {
            group.enter()
            // A thread per lane (not concurrentPerform, which runs no more at once than there are cores).
            Thread {
                defer { group.leave() }
                let clock = ContinuousClock()
                var worker: Worker?
                defer { worker?.finish() }
                let draw: Draw = { job in
                    if inProcess {
                        return graphviz.withLock {
                            let start = clock.now
                            defer { drawing.withLock { $0 += clock.now - start } }
                            return Result { () throws(GraphvizError) -> [UInt8] in try job.run() }
                        }
                    }
                    do {
                        if worker == nil, let executable { worker = try Worker(executable) }
                        let start = clock.now
                        defer { drawing.withLock { $0 += clock.now - start } }
                        return try worker!.draw(job, deadline: deadline(for: job))
                    } catch {
                        broken.withLock { $0 = $0 ?? "\(error)" }
                        throw error
                    }
                }
                while broken.withLock({ $0 == nil }) {
                    let taken = next.withLock { taken in
                        defer { taken += 1 }
                        return taken
                    }
                    guard taken < order.count else { break }
                    do {
                        try work(order[taken], draw)
                    } catch {
                        failures.withLock { $0[order[taken]] = error }
                    }
                }
            }.start()
        }
        group.wait()
        if let error = broken.withLock({ $0 }) { throw LifelineError("error: a Graphviz worker failed: \(error)") }
        if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
        let total = drawing.withLock { $0 }
        return inProcess ? total : total / lanes
    }

    /// One worker process and its two pipes.
    private final class Worker {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        init(_ executable: URL) throws {
            // A worker that dies must not take the build with it through SIGPIPE on our next write.
            signal(SIGPIPE, SIG_IGN)
            process.executableURL = executable
            process.arguments = [GraphvizPool.workerCommand]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        func draw(_ job: GraphvizJob, deadline: Duration) throws -> Result<[UInt8], GraphvizError> {
            // Past the deadline a watchdog kills the worker (SIGKILL ends a stopped process too),
            // which ends our blocked write (EPIPE) or read (end of stream).
            let state = Mutex((replied: false, killed: false))
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline.timeInterval) {
                state.withLock { state in
                    guard !state.replied else { return }
                    state.killed = true
                    kill(pid, SIGKILL)
                }
            }
            func ended() -> WorkerError {
                guard state.withLock({ $0.killed }) else { return WorkerError("a worker ended before it replied") }
                return WorkerError("a worker did not reply within \(Int(deadline.timeInterval.rounded())) s (stopped or hung); it was ended")
            }
            defer { state.withLock { $0.replied = true } }
            // A worker that has ended closes its end of the pipe: the write fails with EPIPE
            // (SIGPIPE is ignored), which Foundation reports as a bare Cocoa error.
            do {
                try input.fileHandleForWriting.write(contentsOf: WorkerFrame.request(job))
            } catch {
                throw ended()
            }
            let payload: Data?
            do {
                payload = try WorkerFrame.read(from: output.fileHandleForReading)
            } catch {
                throw ended()
            }
            guard let payload else { throw ended() }
            return try WorkerFrame.result(from: payload)
        }

        /// Closing its input ends the worker's loop.
        func finish() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }
}

extension Duration {
    /// In seconds, for Dispatch's deadlines and messages.
    var timeInterval: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
