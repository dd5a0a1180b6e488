import Foundation
import LifecycleEngine
import LifecycleModel

extension Lifeline {
    /// Runs one scenario (by id or path) and returns its trace.
    public static func trace(_ idOrPath: String, in project: Project) throws -> Trace {
        let catalog = try ScenarioCatalog(project: project)
        return try Simulator().run(try catalog.script(idOrPath, project: project))
    }

    /// A trace (or a comparison) as JSON: sorted keys, pretty-printed, with its schema version; stable bytes.
    /// `compact`: no indentation, for files machines read (the site's trace downloads, where the
    /// indentation was half the bytes); the command line prints it indented for people.
    public static func json(_ value: some Encodable, compact: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
