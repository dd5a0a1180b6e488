import Foundation

/// How a build runs; none of it changes what a page says, only what is published and how fast.
public struct BuildOptions: Sendable {
    /// Print how long each stage took, after the build.
    public var timings = false
    /// Publish each diagram's PNG too. PNG was ~90 % of a cold build and 30 of the 38 MB of
    /// Output/ (issue 12); `lifeline diagram --format png` draws any one on demand.
    public var png = false
    /// How many processes draw diagrams (Graphviz is not thread-safe); 1 draws in this process.
    public var jobs = 1
    /// The `lifeline` executable, started in its worker mode when `jobs` > 1; nil draws in this process.
    public var workerExecutable: URL?

    public init(timings: Bool = false, png: Bool = false, jobs: Int = 1, workerExecutable: URL? = nil) {
        self.timings = timings
        self.png = png
        self.jobs = jobs
        self.workerExecutable = workerExecutable
    }
}
