import DeviceLogs
import Foundation
import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel

extension Lifeline {
    /// Compares a device log with a scenario: the scenario given, or the one the log's evidence
    /// header names. `map` adds to (and wins over) the header's map.
    public static func compare(
        log logPath: String, scenario: String?, map: [String: String], afterSuper: [String] = [], strict: Bool, in project: Project
    ) throws -> LogComparison {
        try compare(log: logPath, scenario: scenario, options: CompareOptions(map: map, afterSuper: afterSuper, strict: strict), in: project)
    }

    /// Compares a device log (a file, a pipe or FIFO, or `-` for standard input) with a scenario:
    /// the scenario given, or the one the log's evidence header names.
    public static func compare(log logPath: String, scenario: String?, options: CompareOptions, in project: Project) throws -> LogComparison {
        let url = URL(fileURLWithPath: logPath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let (header, log) = try EvidenceLog.read(url, displayPath: logPath, strict: options.strict, streams: true)
        guard let scenarioName = scenario ?? header?.scenario else {
            throw LifelineError("\(log.path): error: which scenario does this log show? name it: lifeline compare \(logPath) SCENARIO")
        }
        let trace = try Self.trace(scenarioName, in: project)
        let given = options.map.mapValues { ObjectID($0) }
        let objects = LogMapping.targetList(trace.objects)
        try header?.checkTargets(in: trace, path: log.path)
        if let (label, id) = LogMapping.unknownTarget(in: given, objects: trace.objects) {
            throw LifelineError("--map \(label)=\(id): scenario \(trace.scenario.id) has no object '\(id)'; its objects are \(objects)")
        }
        let instances = options.instances.mapValues { ObjectID($0) }
        if let (address, id) = LogMapping.unknownTarget(in: instances, objects: trace.objects) {
            throw LifelineError("--instance \(address)=\(id): scenario \(trace.scenario.id) has no object '\(id)'; its objects are \(objects)")
        }
        let unnamed = options.unnamed.map { ObjectID($0) } ?? header?.unnamed
        if let given = options.unnamed, !trace.objects.contains(where: { $0.id.rawValue == given }) {
            throw LifelineError("--unnamed \(given): scenario \(trace.scenario.id) has no object '\(given)'; its objects are \(objects)")
        }
        let explicit = (header?.map ?? [:]).merging(given) { _, given in given }
        let addresses = (header?.instances ?? [:]).merging(instances.map { ($0.key.lowercased(), $0.value) }) { _, given in given }
        let mapping = LogMapping(objects: trace.objects, explicit: explicit, unnamed: unnamed, instances: addresses)
        var printedAfterSuper = header?.afterSuper ?? []
        for word in options.afterSuper {
            guard let selector = SelectorSpelling.selector(named: word) else {
                throw LifelineError("--after-super: '\(word)' is no callback Lifeline knows; name selectors such as init or loadViewIfNeeded")
            }
            printedAfterSuper.insert(selector)
        }
        return try LogComparison(
            log: log, trace: trace, mapping: mapping, afterSuper: printedAfterSuper, truncated: options.truncated || header?.truncated == true,
            alsoLogged: header?.alsoLogged ?? [:])
    }

    /// A device log as a trace, to draw: flat calls, one lifeline per class the log names.
    public static func deviceTrace(log logPath: String) throws -> Trace {
        let url = URL(fileURLWithPath: logPath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let (header, log) = try EvidenceLog.read(url, displayPath: logPath, streams: true)
        let id = url.deletingPathExtension().lastPathComponent
        return log.trace(id: id, title: header?.title ?? "Device log \(url.lastPathComponent)")
    }
}

extension Lifeline {
    /// One scenario run on two iOS profiles, as a diff diagram in `format`.
    public static func diff(
        _ idOrPath: String, profiles: (IOSProfile, IOSProfile), format: OutputFormat, theme: DiagramTheme = .auto, in project: Project
    ) throws -> [UInt8] {
        let catalog = try ScenarioCatalog(project: project)
        var script = try catalog.script(idOrPath, project: project)
        script.summary.profile = profiles.0
        let older = try ScenarioRunner.run(script)
        script.summary.profile = profiles.1
        let newer = try ScenarioRunner.run(script)
        return try drawAlone(.diff(TraceDiff.profiles(older, newer), theme: theme), format: format)
    }

    /// A device log against its scenario, as a diff diagram in `format`.
    public static func diff(
        log logPath: String, scenario: String?, map: [String: String], afterSuper: [String], format: OutputFormat,
        theme: DiagramTheme = .auto, in project: Project
    ) throws -> [UInt8] {
        try diff(log: logPath, scenario: scenario, options: CompareOptions(map: map, afterSuper: afterSuper), format: format, theme: theme, in: project)
    }

    /// A device log against its scenario, compared as `options` say, as a diff diagram in `format`.
    public static func diff(
        log logPath: String, scenario: String?, options: CompareOptions, format: OutputFormat,
        theme: DiagramTheme = .auto, in project: Project
    ) throws -> [UInt8] {
        let comparison = try compare(log: logPath, scenario: scenario, options: options, in: project)
        let id = URL(fileURLWithPath: logPath).deletingPathExtension().lastPathComponent
        let diff = comparison.diff(id: id, title: "\(comparison.trace.scenario.title): \(URL(fileURLWithPath: logPath).lastPathComponent) against the model")
        return try drawAlone(.diff(diff, theme: theme), format: format)
    }
}
