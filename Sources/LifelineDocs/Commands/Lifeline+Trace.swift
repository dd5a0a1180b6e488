import Foundation
import LifecycleEngine
import LifecycleModel

extension Lifeline {
    /// Runs one scenario (by id or path) and returns its trace.
    public static func trace(_ idOrPath: String, in project: Project) throws -> Trace {
        let catalog = try ScenarioCatalog(project: project)
        return try Simulator().run(try catalog.script(idOrPath, project: project))
    }

    /// A trace as JSON in the schema a consumer asks for: 2 (the current one, each call event with
    /// its `rule`) or 1 (the shape before rules: no `rule` fields).
    public static func json(_ trace: Trace, schema: Int) throws -> Data {
        switch schema {
        case Trace.currentSchemaVersion: return try json(trace)
        case 1:
            var old = trace
            old.schemaVersion = 1
            old.events = trace.events.map { event in
                var event = event
                event.rule = nil
                return event
            }
            return try json(old)
        default:
            throw LifelineError("error: trace JSON has schema 1 (before rules) and \(Trace.currentSchemaVersion) (each call's rule); there is no schema \(schema)")
        }
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
