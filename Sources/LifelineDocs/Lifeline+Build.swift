extension Lifeline {
    /// Builds the site into the project's output folder.
    public static func build(_ project: Project, log: @escaping @Sendable (String) -> Void) throws {
        try BuildPipeline(project: project, log: log).run()
    }
}
