import StaticSite

/// The Scenarios page's list items through `Templates/scenario-entry.mustache`, one a scenario,
/// rendered by Mustache once per shape of entry and filled in Swift for each (`RowShapes`): 210
/// entries through Mustache were 24 M instructions of a one-scenario edit, whose title the page
/// shows (callgrind). The shape is whether the scenario has a summary, all that a section may test.
struct ScenarioEntryTemplate {
    static let name = "scenario-entry"

    private let shapes: RowShapes<Bool>

    init(templates: TemplateLibrary) {
        shapes = RowShapes(
            name: Self.name, templates: templates, fieldCount: Field.allCases.count,
            misuse: "a scenario entry's values can only be placed as they are ({{name}} or {{{name}}}); the template is rendered once per kind of entry and filled with each entry's values")
    }

    /// The entries' HTML, in order.
    func html(_ entries: [ScenarioEntry]) throws -> String {
        try shapes.text(entries, fields: Field.self, shape: { $0.summary != nil }, slots: Self.slots)
    }

    /// The entry of a shape as Mustache renders it: a placeholder in place of each value.
    static func slots(_ hasSummary: Bool) -> ScenarioEntry {
        ScenarioEntry(
            title: Field.title.placeholder, href: Field.href.placeholder, summary: hasSummary ? Field.summary.placeholder : nil,
            profile: Field.profile.placeholder)
    }

    /// An entry's values, in the order of their placeholders.
    enum Field: Int, RowField {
        case title, href, summary, profile

        func value(of entry: ScenarioEntry) -> String {
            switch self {
            case .title: entry.title
            case .href: entry.href
            case .summary: entry.summary ?? ""
            case .profile: entry.profile
            }
        }
    }
}
