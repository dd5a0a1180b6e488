import Foundation
import LifecycleEngine
import LifecycleModel

extension Lifeline {
    /// The engine's rule catalogue, each log source titled from the project's evidence when the
    /// project has it.
    public static func rules(in project: Project?) -> [RuleListing] {
        var titles: [String: String] = [:]
        if let project {
            let cited = Set(RuleCatalogue.all.flatMap(\.sources).compactMap { source -> String? in
                if case .log(let file) = source { return file }
                return nil
            })
            for file in cited.sorted() {
                let url = project.evidenceFolder.appendingPathComponent(file)
                if let header = try? EvidenceLog.read(url, displayPath: file).header { titles[file] = header.title }
            }
        }
        return RuleCatalogue.all.map { RuleListing($0, logTitles: titles) }
    }

    /// The catalogue for `lifeline rules`: with the project at `root` if there is one there.
    public static func rules(atRoot root: URL) -> [RuleListing] {
        let project = Project(root: root)
        return rules(in: FileManager.default.fileExists(atPath: project.content.path) ? project : nil)
    }

    /// `lifeline rules` as text: every rule, a blank line between.
    public static func rulesText(_ rules: [RuleListing]) -> String {
        rules.map(\.text).joined(separator: "\n\n") + "\n"
    }

    /// `lifeline why SCENARIO N`: call N of the scenario, the rule that placed it, the rule's
    /// sources, and the project's device logs that agree with the rule or part from it there.
    public static func why(_ scenario: String, call number: Int, in project: Project) throws -> String {
        let content = try ContentLoader(project: project, memory: nil).load()
        let traces = try ScenarioRunner(memory: nil).run(content)
        let trace = try traces.trace(scenario).map { $0 } ?? Lifeline.trace(scenario, in: project)
        let calls = trace.events.filter(\.isCall)
        guard calls.indices.contains(number - 1) else {
            throw LifelineError("error: \(trace.scenario.id) makes \(calls.count) calls; ask for one of 1…\(calls.count) (the numbers of 'lifeline trace \(scenario)')")
        }
        let event = calls[number - 1]
        var lines = ["\(trace.scenario.id) (\(trace.scenario.profile.rawValue)), call \(number): \(Trace.describe(event.kind))"]
        if let step = trace.step(event.step) { lines.append("  made by step \(step.number): \(step.text)") }
        guard let id = event.rule, let rule = RuleCatalogue.rule(id) else {
            lines.append("rule: none (\(event.rule?.rawValue ?? "no id")); this is a bug in Lifeline's engine")
            return lines.joined(separator: "\n") + "\n"
        }
        let titles = Dictionary(content.evidence.map { ("\($0.id).log", $0.header.title) }) { first, _ in first }
        let listing = RuleListing(rule, logTitles: titles)
        lines.append("")
        lines.append("rule " + listing.text)
        if rule.isGuess {
            lines.append("  No source settles this rule: it is Lifeline's guess, and the site marks the call.")
        } else if rule.isPartlyGuess {
            lines.append("  Its sources settle only part of this rule; the guess among them says which part is Lifeline's, and the site marks the call \"partly guess\".")
        }
        let evidence = RuleEvidence(traces.evidence)
        let backing = evidence.backing[id] ?? []
        let against = evidence.contradictions[id] ?? []
        lines.append("")
        if backing.isEmpty {
            lines.append("No device log in \(project.displayPath(project.evidenceFolder)) shows a call this rule places.")
        } else {
            lines.append("Device logs that agree (\(backing.count)), each with the calls it matches:")
            for entry in backing { lines.append("  \(entry.log).log (\(entry.calls) \(entry.calls == 1 ? "call" : "calls"))") }
        }
        if !against.isEmpty {
            lines.append("Device logs that part from the model at a call this rule places (\(against.count)):")
            for entry in against { lines.append("  \(entry.log).log at trace call \(entry.call): \(entry.reason)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
