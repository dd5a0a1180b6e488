import DeviceLogs
import Foundation
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
