/// What the `scenarios` template sees: every scenario, grouped.
struct ScenarioIndexModel {
    var groups: [ScenarioGroup]
}

/// The scenarios of one group (`group:` in their files), or those written in pages.
struct ScenarioGroup {
    var name: String
    var anchor: String
    var scenarios: [ScenarioEntry]
    /// `{{{entries}}}`: the scenarios' list items as `scenario-entry` wrote them
    /// (`ScenarioEntryTemplate`), made of `scenarios`.
    var entries = ""
}

/// One scenario in the index.
struct ScenarioEntry {
    var title: String
    var href: String
    /// What it shows. Not named `description`: a nil value would make Mustache use the page's.
    var summary: String?
    var profile: String
}
