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
        let url = URL(fileURLWithPath: logPath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let (header, log) = try EvidenceLog.read(url, displayPath: logPath, strict: strict)
        guard let scenarioName = scenario ?? header?.scenario else {
            throw LifelineError("\(logPath): error: which scenario does this log show? name it: lifeline compare \(logPath) SCENARIO")
        }
        let trace = try Self.trace(scenarioName, in: project)
        let explicit = (header?.map ?? [:]).merging(map.mapValues { ObjectID($0) }) { _, given in given }
        let mapping = LogMapping(objects: trace.objects, explicit: explicit, unnamed: header?.unnamed)
        var printedAfterSuper = header?.afterSuper ?? []
        for word in afterSuper {
            guard let selector = SelectorSpelling.selector(named: word) else {
                throw LifelineError("--after-super: '\(word)' is no callback Lifeline knows; name selectors such as init or loadViewIfNeeded")
            }
            printedAfterSuper.insert(selector)
        }
        return try LogComparison(log: log, trace: trace, mapping: mapping, afterSuper: printedAfterSuper)
    }

    /// A device log as a trace, to draw: flat calls, one lifeline per class the log names.
    public static func deviceTrace(log logPath: String) throws -> Trace {
        let url = URL(fileURLWithPath: logPath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let (header, log) = try EvidenceLog.read(url, displayPath: logPath)
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
        let comparison = try compare(log: logPath, scenario: scenario, map: map, afterSuper: afterSuper, strict: false, in: project)
        let id = URL(fileURLWithPath: logPath).deletingPathExtension().lastPathComponent
        let diff = comparison.diff(id: id, title: "\(comparison.trace.scenario.title): \(URL(fileURLWithPath: logPath).lastPathComponent) against the model")
        return try drawAlone(.diff(diff, theme: theme), format: format)
    }
}
