import Foundation
import LifecycleEngine
import LifecycleModel
import LifecycleScenarios

/// The repository's canonical scenarios (Content/scenarios), read the way the site reads them.
enum Canonical {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Content/scenarios")

    /// Every scenario id, sorted.
    static let ids: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }.sorted()
    }()

    static func text(_ id: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(id).scenario"), encoding: .utf8)
    }

    /// The scenario parsed, optionally with another profile (the same steps on another iOS).
    static func script(_ id: String, profile: IOSProfile? = nil) throws -> Script {
        var text = try self.text(id)
        if let profile {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("profile:") ? "profile: \(profile.rawValue)" : String($0) }
                .joined(separator: "\n")
        }
        return try ScenarioParser(path: "Content/scenarios/\(id).scenario", id: id).parse(text)
    }

    static func trace(_ id: String, profile: IOSProfile? = nil) throws -> Trace {
        try Simulator().run(try script(id, profile: profile))
    }
}

/// Parses and runs scenario text given inline in a test.
func trace(_ text: String, path: String = "test.scenario") throws -> Trace {
    try Simulator().run(try ScenarioParser(path: path, id: "test").parse(text))
}

extension Trace {
    /// The calls `object` received, in order, as their selectors.
    func methods(receivedBy object: ObjectID) -> [String] {
        calls.filter { $0.receiver == object }.map(\.method)
    }

    /// "receiver method" for each call whose receiver is one of `objects` and whose method is one of `methods`.
    func calls(to objects: Set<ObjectID>, among methods: Set<String>) -> [String] {
        calls.filter { objects.contains($0.receiver) && methods.contains($0.method) }.map { "\($0.receiver) \($0.method)" }
    }
}
