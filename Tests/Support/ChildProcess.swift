import Foundation

/// A program a test starts as a child process, whose end is awaited, never polled or blocked on.
///
/// The tests share the cooperative pool, which has one thread per core (two here): a test that
/// blocks one of them in `waitUntilExit`, a read or a sleep stalls every other test, and the
/// preview servers that answer on that pool. The end is reported by Foundation's termination
/// handler, after which the exit status may be read; Foundation traps on the status of a process
/// still running, and `isRunning`, read from another thread, is no reliable sign of the end.
public final class ChildProcess: @unchecked Sendable {
    /// How a process ended.
    public struct Termination: Equatable, Sendable, CustomStringConvertible {
        public var reason: Process.TerminationReason
        public var status: Int32

        public init(reason: Process.TerminationReason, status: Int32) {
            self.reason = reason
            self.status = status
        }

        public var description: String { reason == .exit ? "exit status \(status)" : "signal \(status)" }
    }

    private let process = Process()
    private let lock = NSLock()
    private var ended: Termination?
    private var endedAt: ContinuousClock.Instant?
    private var waiters: [Waiter] = []

    /// Starts `executable` with `arguments` in `folder`; standard input, output and error are what
    /// `Process` takes (a `Pipe`, a `FileHandle`, or nil for the test process's own).
    public init(_ executable: URL, _ arguments: [String], in folder: URL? = nil,
                input: Any? = FileHandle.nullDevice, output: Any? = FileHandle.nullDevice, error: Any? = FileHandle.nullDevice) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        // Set before running: Foundation calls it on a thread of its own once the status is known.
        process.terminationHandler = { [weak self] process in
            let termination = Termination(reason: process.terminationReason, status: process.terminationStatus)
            let now = ContinuousClock.now
            guard let self else { return }
            let waiting = lock.withLock {
                ended = termination
                endedAt = now
                defer { waiters = [] }
                return waiters
            }
            waiting.forEach { $0.resume(termination) }
        }
        try process.run()
    }

    /// The process's id, to signal it.
    public var identifier: Int32 { process.processIdentifier }

    /// How it ended, if it has.
    public var termination: Termination? { lock.withLock { ended } }

    /// When its end was known, on Foundation's thread: a test resumed later (both threads of the
    /// cooperative pool busy with other tests) does not count the wait as the child's time.
    public var endTime: ContinuousClock.Instant? { lock.withLock { endedAt } }

    /// Waits for the end.
    public func terminated() async -> Termination {
        await terminated(within: nil)!
    }

    /// Waits for the end, at most `limit`; nil when the process still runs then.
    public func terminated(within limit: Duration?) async -> Termination? {
        await withCheckedContinuation { continuation in
            let waiter = Waiter(continuation)
            let known: Termination? = lock.withLock {
                if ended == nil { waiters.append(waiter) }
                return ended
            }
            if let known { return waiter.resume(known) }
            if let limit {
                let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { waiter.resume(nil) }
            }
        }
    }

    /// Sends SIGTERM unless it has ended.
    public func terminate() {
        if termination == nil { process.terminate() }
    }

    /// A continuation resumed once: by the end or by the deadline, whichever comes first.
    private final class Waiter: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Termination?, Never>?

        init(_ continuation: CheckedContinuation<Termination?, Never>) {
            self.continuation = continuation
        }

        func resume(_ termination: Termination?) {
            let waiting = lock.withLock {
                defer { continuation = nil }
                return continuation
            }
            waiting?.resume(returning: termination)
        }
    }
}

extension ChildProcess {
    /// What a program run to its end printed, and how it ended.
    public struct Run: Equatable, Sendable {
        public var termination: Termination
        public var output: Data
        public var error: Data
        /// From its start to its end (not counting the wait for a slot, nor for a thread to
        /// resume the test once it ended).
        public var elapsed: Duration

        /// The exit status, or the signal's number when it was killed.
        public var status: Int32 { termination.status }
    }

    /// What may be given on standard input.
    public enum Input: Sendable {
        /// The null device.
        case none
        /// These bytes through a pipe, as `printf … | lifeline` gives them; a reader that stops
        /// early breaks the pipe (EPIPE, ignored).
        case bytes(Data)
        /// This file, opened for reading.
        case file(URL)
    }

    /// Runs `executable` to its end, once one of `ProcessSlots` is free; its standard output and
    /// error are collected in files (a pipe read to its end would block a thread, and a full one
    /// would stall the child).
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil, input: Input = .none) async throws -> Run {
        try await ProcessSlots.shared.run { try await runNow(executable, arguments, in: folder, input: input) }
    }

    private static func runNow(_ executable: URL, _ arguments: [String], in folder: URL?, input: Input) async throws -> Run {
        let scratch = try TemporaryFolder(prefix: "lifeline-process")
        defer { scratch.remove() }
        let outputFile = try scratch.write(".stdout", ""), errorFile = try scratch.write(".stderr", "")
        let output = try FileHandle(forWritingTo: outputFile), error = try FileHandle(forWritingTo: errorFile)
        defer { try? output.close(); try? error.close() }
        let clock = ContinuousClock(), start = clock.now
        let child: ChildProcess
        switch input {
        case .none:
            child = try ChildProcess(executable, arguments, in: folder, output: output, error: error)
        case .file(let url):
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            child = try ChildProcess(executable, arguments, in: folder, input: handle, output: output, error: error)
        case .bytes(let data):
            let pipe = Pipe()
            child = try ChildProcess(executable, arguments, in: folder, input: pipe, output: output, error: error)
            // A thread of its own: a write to a pipe blocks until the child reads.
            Thread {
                try? pipe.fileHandleForWriting.write(contentsOf: data)
                try? pipe.fileHandleForWriting.close()
            }.start()
        }
        let termination = await child.terminated()
        // Until the end was known, not until this task ran again: under a full test run both
        // cooperative threads may be busy for half a minute (seen in CI: 29 s for a 0.15 s run).
        let elapsed = (child.endTime ?? clock.now) - start
        return Run(termination: termination, output: try Data(contentsOf: outputFile), error: try Data(contentsOf: errorFile), elapsed: elapsed)
    }

    /// Runs the `lifeline` that `swift test` built.
    public static func lifeline(_ arguments: [String], in folder: URL? = nil, input: Input = .none) async throws -> Run {
        try await run(Repository.lifeline, arguments, in: folder, input: input)
    }
}
