import DeviceLogs
import LifecycleModel
import StaticSite

extension EvidenceHeader {
    /// Checks that `map:`, `instances:` and `unnamed:` name objects of `trace`, with an error at the key's line:
    /// a label sent nowhere made rows about an object no model has, or hid a typo.
    func checkTargets(in trace: Trace, path: String) throws {
        let objects = LogMapping.targetList(trace.objects)
        if let (label, id) = LogMapping.unknownTarget(in: map, objects: trace.objects) {
            throw SiteDiagnostic(
                path: path, line: lines["map"] ?? 1,
                message: "'map' sends '\(label)' to '\(id)', which is no object of scenario \(trace.scenario.id); its objects are \(objects)")
        }
        if let (address, id) = LogMapping.unknownTarget(in: instances, objects: trace.objects) {
            throw SiteDiagnostic(
                path: path, line: lines["instances"] ?? 1,
                message: "'instances' sends '\(address)' to '\(id)', which is no object of scenario \(trace.scenario.id); its objects are \(objects)")
        }
        if let stray = alsoLogged.keys.sorted().first(where: { id in !trace.objects.contains { $0.id == id } }) {
            throw SiteDiagnostic(
                path: path, line: lines["also-logged"] ?? 1,
                message: "'also-logged' names '\(stray)', which is no object of scenario \(trace.scenario.id); its objects are \(objects)")
        }
        if let unnamed, !trace.objects.contains(where: { $0.id == unnamed }) {
            throw SiteDiagnostic(
                path: path, line: lines["unnamed"] ?? 1,
                message: "'unnamed' is '\(unnamed)', which is no object of scenario \(trace.scenario.id); its objects are \(objects)")
        }
    }
}
