import Foundation
import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import StaticSite

/// The canonical scenarios of a project (Content/scenarios/*.scenario), parsed.
public struct ScenarioCatalog: Sendable {
    public static let fileExtension = "scenario"

    /// The scenarios parsed: every file's, unless the catalogue was read with a `TraceStore`.
    public private(set) var scripts: [Script]
    /// Read with a `TraceStore`: the traces the last build kept for files whose text did not
    /// change, by id. Such a file is not parsed (parsing every file was a twentieth of a
    /// one-scenario edit, callgrind): it parsed, and ran, when the trace was kept, and its text
    /// and this `lifeline` are the same. `script(id:)` parses it when asked.
    private(set) var kept: [String: Trace] = [:]
    /// What each kept trace's events are made of (`PackedTrace.eventsDigest`), by id.
    private(set) var keptEvents: [String: UInt64] = [:]
    /// Each scenario's file as written, by id, for its page: read once, with its script.
    private(set) var sources: [String: ScenarioSource] = [:]

    /// Reads and parses every scenario file; the first error names its file, line and column.
    /// With `memory` (`serve`), a file whose bytes did not change is not parsed again; `lanes`
    /// cores parse at once (`--jobs`).
    public init(project: Project) throws { try self.init(project: project, memory: nil) }

    /// How many scenario files the catalogue read.
    var count: Int { scripts.count + kept.count }

    /// The script of scenario `id`: parsed now when its file was taken as its kept trace.
    func script(id: String) throws -> Script? {
        if let script = scripts.first(where: { $0.summary.id == id }) { return script }
        guard kept[id] != nil, let source = sources[id] else { return nil }
        return try ScenarioParser(path: source.path, id: id).parse(source.text)
    }

    init(project: Project, memory: BuildMemory?, lanes: Int = .max, store: TraceStore? = nil, inputBytes: InputBytes = InputBytes()) throws {
        let folder = project.scenariosFolder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // Files are independent: parsed on every lane, in name order (the first error is the same).
        // The folder's display path is made once: per file, through URLs, it was a fifth of
        // reading the scenarios (perf).
        let folderPath = project.displayPath(folder)
        let loaded = try names.filter { $0.hasSuffix("." + Self.fileExtension) }.sorted().concurrentMap(lanes: lanes) { name -> Loaded in
            let url = folder.appendingPathComponent(name), path = folderPath + "/" + name
            let id = String(name.dropLast(Self.fileExtension.count + 1))
            if let store {
                let text = try inputBytes.text(url, path: path, what: "scenario file")
                let source = ScenarioSource(path: path, text: text)
                if let (trace, events) = store.trace(id: id, source: source) { return Loaded(id: id, source: source, script: nil, trace: trace, events: events) }
                return Loaded(id: id, source: source, script: try ScenarioParser(path: path, id: id).parse(text), trace: nil)
            }
            let load = { try Self.loadWithSource(url, path: path, id: id) }
            let (script, source): (Script, ScenarioSource)
            if let memory, let bytes = FileManager.default.contents(atPath: url.path) {
                (script, source) = try memory.file(url.path, bytes: bytes, parse: load)
            } else {
                (script, source) = try load()
            }
            return Loaded(id: script.summary.id, source: source, script: script, trace: nil)
        }.sorted { $0.id < $1.id }
        scripts = loaded.compactMap(\.script)
        kept = Dictionary(loaded.compactMap { entry in entry.trace.map { (entry.id, $0) } }) { first, _ in first }
        keptEvents = Dictionary(loaded.compactMap { entry in entry.events.map { (entry.id, $0) } }) { first, _ in first }
        sources = Dictionary(loaded.map { ($0.id, $0.source) }) { first, _ in first }
        // Ids are dictionary keys later, where Swift compares them by Unicode canonical equivalence.
        for (previous, entry) in zip(loaded, loaded.dropFirst()) where previous.id == entry.id {
            let name = { (id: String) in project.displayPath(folder.appendingPathComponent("\(id).\(Self.fileExtension)")) }
            throw SiteDiagnostic(
                path: name(entry.id),
                message: PagePathCheck.twins(name(previous.id), name(entry.id)) + "; both are scenario '\(entry.id)'; rename one")
        }
    }

    /// One scenario file as read: parsed, or taken as its kept trace.
    private struct Loaded: Sendable {
        var id: String
        var source: ScenarioSource
        var script: Script?
        var trace: Trace?
        var events: UInt64?
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
