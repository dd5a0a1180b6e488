import Dispatch

/// Where the tests run the preview servers they start: Dispatch's threads, not the cooperative pool.
///
/// The pool has one thread per core (two here) for every test of the process; a server on it (its
/// socket pool waits for events, its connections, its actors) answers only when a test gives a
/// thread back, and tests that block for a long build starved it until clients gave up. A task
/// started with this preference (`Task(executorPreference: ServerExecutor.shared) { … }`) runs
/// there with every child task it makes; Dispatch adds threads when its threads block.
public final class ServerExecutor: TaskExecutor {
    public static let shared = ServerExecutor()

    private let queue = DispatchQueue(label: "lifeline.test-servers", attributes: .concurrent)

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
