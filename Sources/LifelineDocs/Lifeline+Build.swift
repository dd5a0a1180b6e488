extension Lifeline {
    /// Builds the site into the project's output folder; `timings` logs each stage's duration.
    public static func build(_ project: Project, timings: Bool = false, log: @escaping @Sendable (String) -> Void) throws {
        var pipeline = BuildPipeline(project: project, log: log)
        pipeline.timings = timings
        try pipeline.run()
    }

    /// Builds the site in memory and checks it (links, anchors, images, scenarios) without writing.
    public static func check(_ project: Project, log: @escaping @Sendable (String) -> Void) throws {
        try BuildPipeline(project: project, log: log).run(write: false)
    }
}
