import Foundation

/// One build of the site, in five stages; each logs one progress line.
public struct BuildPipeline {
    public let project: Project
    public let log: @Sendable (String) -> Void

    public init(project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.project = project
        self.log = log
    }

    /// Builds the whole site and swaps it in as the output folder, or throws and leaves it as it was.
    public func run() throws {
        let content = try stage(1, "Loading content") { try ContentLoader(project: project).load() }
        let traces = try stage(2, "Running \(content.catalog.scripts.count) scenarios") { try ScenarioRunner().run(content.catalog) }
        let diagrams = try stage(3, "Building diagrams") { try DiagramBuilder().build(traces) }
        let pages = try stage(4, "Rendering \(content.pages.count) pages") { try PageRenderer(project: project).render(content, diagrams: diagrams) }
        try stage(5, "Writing output") { try OutputStage(project: project).write(pages: pages, diagrams: diagrams) }
    }

    private func stage<Result>(_ number: Int, _ title: String, _ body: () throws -> Result) throws -> Result {
        log("[\(number)/5] \(title)")
        return try body()
    }
}
