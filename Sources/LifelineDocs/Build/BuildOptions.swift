import Foundation

/// How a build runs; none of it changes what a page says, only what is published and how fast.
public struct BuildOptions: Sendable {
    /// Print how long each stage took, after the build.
    public var timings = false
    /// Publish each diagram's PNG too. PNG was ~90 % of a cold build and 30 of the 38 MB of
    /// Output/ (issue 12); `lifeline diagram --format png` draws any one on demand.
    public var png = false
    /// Publish each scenario's trace as JSON beside its diagrams. Off by default: 1.5 MB and a
    /// file per scenario that readers of the site do not look at, and `lifeline trace ID
    /// --format json` writes any one (the page says so).
    public var traces = false
    /// How many cores the build uses: the lanes its parallel work runs in (pages, logs,
    /// scenarios, digests, the link check) and the processes that draw diagrams (Graphviz is not
    /// thread-safe); 1 builds on one core and draws in this process. Every core by default.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// The `lifeline` executable, started in its worker mode when `jobs` > 1 and there are
    /// enough diagrams to draw (`GraphvizPool.itemsPerWorker`); nil draws in this process.
    public var workerExecutable: URL?
    /// The diagrams a worker must have to be started; the tests lower it to start workers on a
    /// small site.
    var itemsPerWorker = GraphvizPool.itemsPerWorker
    /// The process ends with the build (`lifeline build`): what the build made is left to the
    /// exit, not freed object by object at its end, as clang's `-disable-free` leaves a
    /// compilation's (`ExitHold`). A library caller or `serve`, which builds again, frees it.
    public var endsWithProcess = false

    public init(timings: Bool = false, png: Bool = false, traces: Bool = false, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, workerExecutable: URL? = nil) {
        self.timings = timings
        self.png = png
        self.traces = traces
        self.jobs = jobs
        self.workerExecutable = workerExecutable
    }
}
