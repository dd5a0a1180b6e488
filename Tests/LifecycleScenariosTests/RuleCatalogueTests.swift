import Foundation
import LifecycleEngine
import LifecycleModel
import Testing

/// The rule catalogue and the engine cannot drift: every call of every canonical trace names a
/// catalogued rule that holds for the trace's profile, and every catalogued rule is used.
@Suite("The rule catalogue")
struct RuleCatalogueTests {
    /// Every rule id the canonical scenarios use, with one call that uses it.
    static let uses: [RuleID: String] = {
        var uses: [RuleID: String] = [:]
        for id in Canonical.ids {
            guard let trace = try? Canonical.trace(id) else { continue }
            for event in trace.events {
                guard let call = event.call, let rule = event.rule else { continue }
                if uses[rule] == nil { uses[rule] = "\(id) call \(event.sequence) (\(call.receiver) \(call.method))" }
            }
        }
        return uses
    }()

    @Test("Every call of every canonical trace names a catalogued rule that holds for its profile", arguments: Canonical.ids)
    func everyCallNamesARule(id: String) throws {
        let trace = try Canonical.trace(id)
        var problems: [String] = []
        for event in trace.events {
            guard let call = event.call else { continue }
            let place = "call \(event.sequence) (\(call.caller) -> \(call.receiver) \(call.method))"
            guard let ruleID = event.rule else {
                problems.append("\(place) has no rule")
                continue
            }
            guard let rule = RuleCatalogue.rule(ruleID) else {
                problems.append("\(place) names '\(ruleID)', which the catalogue lacks")
                continue
            }
            if !rule.profiles.contains(trace.scenario.profile) {
                problems.append("\(place) names '\(ruleID)', which does not hold for \(trace.scenario.profile.rawValue)")
            }
        }
        #expect(problems == [])
    }

    @Test("Every catalogued rule is used by a canonical scenario")
    func everyRuleIsUsed() {
        let unused = RuleCatalogue.all.map(\.id).filter { Self.uses[$0] == nil }
        #expect(unused == [])
    }

    @Test("Rule ids are unique and dotted lower-case words")
    func ids() {
        let ids = RuleCatalogue.all.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count)
        let malformed = ids.filter { id in
            id.split(separator: ".").count < 2
                || !id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "." || $0 == "-") }
        }
        #expect(malformed == [])
    }

    @Test("Every device log a rule cites is in Content/evidence")
    func citedLogsExist() {
        let folder = Canonical.root.appendingPathComponent("Content/evidence")
        var missing: [String] = []
        for rule in RuleCatalogue.all {
            for case .log(let file) in rule.sources where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path) {
                missing.append("\(rule.id): \(file)")
            }
        }
        #expect(missing == [])
    }

    @Test("A call under app.code is made by the app's code, never by UIKit, a storyboard or a window", arguments: Canonical.ids)
    func appCodeIsTheApps(id: String) throws {
        let trace = try Canonical.trace(id)
        let system: Set<ObjectKind> = [.system, .storyboard, .window]
        let wrong = trace.events.compactMap { event -> String? in
            guard let call = event.call, event.rule == Rule.appCodeID,
                let kind = trace.object(call.caller)?.kind, system.contains(kind)
            else { return nil }
            return "call \(event.sequence) (\(call.caller) -> \(call.receiver) \(call.method))"
        }
        #expect(wrong == [])
    }
}
