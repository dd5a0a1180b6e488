import StaticSite

/// The Evidence page's table of logs through `Templates/evidence-row.mustache`, one row a log,
/// rendered by Mustache once per shape of row and filled in Swift for each row (`RowShapes`):
/// 204 rows through Mustache were 45 M instructions of a one-scenario edit (callgrind). The
/// shape is whether the log's iOS version is inferred, all that a section may test.
struct EvidenceRowTemplate {
    static let name = "evidence-row"

    private let shapes: RowShapes<Bool>

    init(templates: TemplateLibrary) {
        shapes = RowShapes(
            name: Self.name, templates: templates, fieldCount: Field.allCases.count,
            misuse: "a log row's values can only be placed as they are ({{name}} or {{{name}}}); the template is rendered once per kind of row and filled with each row's values")
    }

    /// The rows' Markdown, in order.
    func markdown(_ logs: [EvidenceIndexModel.Log]) throws -> String {
        try shapes.text(logs, fields: Field.self, shape: \.inferred, slots: Self.slots)
    }

    /// The row of a shape as Mustache renders it: a placeholder in place of each value.
    static func slots(_ inferred: Bool) -> EvidenceIndexModel.Log {
        EvidenceIndexModel.Log(
            log: MarkdownLink(text: Field.logText.placeholder, href: Field.logHref.placeholder),
            author: Field.author.placeholder, ios: Field.ios.placeholder, inferred: inferred,
            scenario: MarkdownLink(text: Field.scenarioText.placeholder, href: Field.scenarioHref.placeholder),
            verdict: Field.verdict.placeholder)
    }

    /// A row's values, in the order of their placeholders.
    enum Field: Int, RowField {
        case logText, logHref, author, ios, scenarioText, scenarioHref, verdict

        func value(of log: EvidenceIndexModel.Log) -> String {
            switch self {
            case .logText: log.log.text
            case .logHref: log.log.href
            case .author: log.author
            case .ios: log.ios
            case .scenarioText: log.scenario.text
            case .scenarioHref: log.scenario.href
            case .verdict: log.verdict
            }
        }
    }
}
