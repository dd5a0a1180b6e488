import LifecycleModel

extension Lifeline {
    /// The canonical scenarios, in id order: what `lifeline scenarios` lists.
    public static func scenarios(in project: Project) throws -> [ScenarioSummary] {
        try ScenarioCatalog(project: project).scripts.map(\.summary)
    }

    /// The scenarios as an aligned table, one per line: id, profile, title.
    public static func scenarioTable(_ summaries: [ScenarioSummary]) -> String {
        let idWidth = summaries.map(\.id.count).max() ?? 0
        let profileWidth = summaries.map(\.profile.rawValue.count).max() ?? 0
        return summaries.map { summary in
            let id = summary.id.padding(toLength: idWidth)
            let profile = summary.profile.rawValue.padding(toLength: profileWidth)
            return "\(id)  \(profile)  \(summary.title)\n"
        }.joined()
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}
