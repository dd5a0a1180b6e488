import Foundation

/// One build of the site, in five stages; each logs one progress line.
public struct BuildPipeline {
    public let project: Project
    public let log: @Sendable (String) -> Void
    /// Print how long each stage took, after the build.
    public var timings = false

    public init(project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.project = project
        self.log = log
    }

    /// Builds and checks the whole site and swaps it in as the output folder (`write` true), or
    /// only builds and checks it; on any error the output folder is left as it was.
    public func run(write: Bool = true) throws {
        var clock = StageClock(log: log)
        let content = try clock.stage(1, "Loading content") { try ContentLoader(project: project).load() }
        if let warning = content.settings.placeholderWarning { log("\(project.displayPath(project.siteSettings)): \(warning)") }
        let traces = try clock.stage(2, "Running \(count(content.scenarioCount, "scenario"))") { try ScenarioRunner().run(content) }
        let diagrams = try clock.stage(3, "Building diagrams of \(count(traces.all.count, "scenario"))") { try DiagramBuilder(cache: cache).build(traces) }
        let site = try clock.stage(4, "Rendering \(count(content.pages.count, "page")) and the scenario pages") { try PageRenderer().render(content, traces: traces, diagrams: diagrams) }
        try clock.stage(5, write ? "Checking links and writing output" : "Checking links") { try OutputStage(project: project).finish(site, diagrams: diagrams, assets: content.assets, write: write) }
        if timings { clock.report() }
    }

    private var cache: DiagramCache { DiagramCache(folder: project.cache) }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
