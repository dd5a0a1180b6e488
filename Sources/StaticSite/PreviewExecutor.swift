import Dispatch

/// Runs the preview server's tasks on threads of their own, outside Swift's cooperative pool.
///
/// That pool has one thread per core (two here), and whatever blocks them — a site build that
/// `serve` runs synchronously, a test waiting for a process — would leave the server unable to
/// accept or answer anyone until it ends. The server itself never blocks for long, so one
/// serial Dispatch queue is enough — and it must be serial: Dispatch gives a serial queue a thread
/// even when every worker is busy (it "overcommits"), while a concurrent queue shares the capped
/// pool of worker threads that blocked work has already taken.
final class PreviewExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "lifeline.preview-server")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
