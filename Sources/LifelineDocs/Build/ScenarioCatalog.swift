import Foundation
import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import StaticSite

/// The canonical scenarios of a project (Content/scenarios/*.scenario), parsed.
public struct ScenarioCatalog: Sendable {
    public static let fileExtension = "scenario"

    public private(set) var scripts: [Script]
    /// Each scenario's file as written, by id, for its page: read once, with its script.
    private(set) var sources: [String: ScenarioSource] = [:]

    /// Reads and parses every scenario file; the first error names its file, line and column.
    /// With `memory` (`serve`), a file whose bytes did not change is not parsed again; `lanes`
    /// cores parse at once (`--jobs`).
    public init(project: Project) throws { try self.init(project: project, memory: nil) }

    init(project: Project, memory: BuildMemory?, lanes: Int = .max) throws {
        let folder = project.scenariosFolder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // Files are independent: parsed on every lane, in name order (the first error is the same).
        // The folder's display path is made once: per file, through URLs, it was a fifth of
        // reading the scenarios (perf).
        let folderPath = project.displayPath(folder)
        let loaded = try names.filter { $0.hasSuffix("." + Self.fileExtension) }.sorted().concurrentMap(lanes: lanes) { name in
            let url = folder.appendingPathComponent(name), path = folderPath + "/" + name
            let load = { try Self.loadWithSource(url, path: path, id: String(name.dropLast(Self.fileExtension.count + 1))) }
            guard let memory, let bytes = FileManager.default.contents(atPath: url.path) else { return try load() }
            return try memory.file(url.path, bytes: bytes, parse: load)
        }.sorted { $0.script.summary.id < $1.script.summary.id }
        scripts = loaded.map(\.script)
        sources = Dictionary(loaded.map { ($0.script.summary.id, $0.source) }) { first, _ in first }
        // Ids are dictionary keys later, where Swift compares them by Unicode canonical equivalence.
        for (previous, script) in zip(scripts, scripts.dropFirst()) where previous.summary.id == script.summary.id {
            let name = { (id: String) in project.displayPath(folder.appendingPathComponent("\(id).\(Self.fileExtension)")) }
            throw SiteDiagnostic(
                path: name(script.summary.id),
                message: PagePathCheck.twins(name(previous.summary.id), name(script.summary.id)) + "; both are scenario '\(script.summary.id)'; rename one")
        }
    }

    /// The script with this id, or the scenario file at this path.
    public func script(_ idOrPath: String, project: Project) throws -> Script {
        if let script = scripts.first(where: { $0.summary.id == idOrPath }) { return script }
        if idOrPath.hasSuffix("." + Self.fileExtension) || idOrPath.contains("/") {
            return try Self.load(URL(fileURLWithPath: idOrPath), project: project)
        }
        if Lifeline.projectProblem(project) != nil {
            throw LifelineError(
                "\(project.content.path): error: not a Lifeline project, so '\(idOrPath)' names no scenario: "
                    + "give a path to a .\(Self.fileExtension) file, or run lifeline inside a project (next to Content/) or name one with --root")
        }
        throw LifelineError(Self.unknown(idOrPath, known: scripts.map(\.summary.id)) + "; or give a path to a .\(Self.fileExtension) file")
    }

    /// `unknown scenario 'x'`, with the nearest few ids (never all of them: a project has
    /// over a hundred) and where to see the rest.
    static func unknown(_ id: String, known: [String]) -> String {
        let rest = switch known.count {
        case 0: "the project has no scenarios"
        case 1...3: "the project's scenarios: " + known.joined(separator: ", ")
        default: "lifeline scenarios lists all \(known.count)"
        }
        return "unknown scenario '\(id)'" + Suggestion.nearestFewPhrase(to: id, in: known) + " (\(rest))"
    }

    static func load(_ url: URL, project: Project) throws -> Script {
        try loadWithSource(url, path: project.displayPath(url), id: url.deletingPathExtension().lastPathComponent).script
    }

    private static func loadWithSource(_ url: URL, path: String, id: String) throws -> (script: Script, source: ScenarioSource) {
        let text = try TextFile.read(url, path: path, what: "scenario file")
        return (try ScenarioParser(path: path, id: id).parse(text), ScenarioSource(path: path, text: text))
    }
}
