import Foundation
import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel

/// The library's entry points for the command line: each command is one call here.
public enum Lifeline {
    /// Builds the site into the project's output folder.
    public static func build(_ project: Project, log: @escaping @Sendable (String) -> Void) throws {
        try BuildPipeline(project: project, log: log).run()
    }

    /// Runs one scenario (by id or path) and returns its trace.
    public static func trace(_ idOrPath: String, in project: Project) throws -> Trace {
        let catalog = try ScenarioCatalog(project: project)
        return Simulator().run(try catalog.script(idOrPath, project: project))
    }

    /// One diagram of one scenario, as bytes in `format`.
    public static func diagram(
        _ idOrPath: String, kind: DiagramKind, format: OutputFormat, in project: Project
    ) throws -> [UInt8] {
        try DiagramRenderer.render(kind, for: trace(idOrPath, in: project), as: format)
    }

    /// A trace as JSON: sorted keys, pretty-printed, with its schema version; stable bytes.
    public static func json(_ trace: Trace) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(trace) + Data("\n".utf8)
    }
}
