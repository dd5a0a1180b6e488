extension Lifeline {
    /// Builds the site into the project's output folder.
    public static func build(_ project: Project, options: BuildOptions = BuildOptions(), log: @escaping @Sendable (String) -> Void) throws {
        try requireDescriptors(for: "build", retry: "build")
        try BuildPipeline(project: project, options: options, log: log).run()
    }

    /// Builds the site in memory and checks it (links, anchors, images, scenarios) without writing.
    public static func check(_ project: Project, log: @escaping @Sendable (String) -> Void) throws {
        try requireDescriptors(for: "check", retry: "check")
        try BuildPipeline(project: project, log: log).run(write: false)
    }
}
