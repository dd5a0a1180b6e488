/// How a build runs; none of it changes what a page says, only what is published and how fast.
public struct BuildOptions: Sendable {
    /// Print how long each stage took, after the build.
    public var timings = false
    /// Publish each diagram's PNG too. PNG was ~90 % of a cold build and 30 of the 38 MB of
    /// Output/ (issue 12); `lifeline diagram --format png` draws any one on demand.
    public var png = false

    public init(timings: Bool = false, png: Bool = false) {
        self.timings = timings
        self.png = png
    }
}
