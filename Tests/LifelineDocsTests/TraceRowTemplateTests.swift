@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// The trace rows are rendered once per shape and filled in Swift: every row must come out as
/// Mustache renders it with its own values, whatever the theme's row template does with them.
@Suite struct TraceRowTemplateTests {
    /// A combining mark after `<` makes one Character of them, which Mustache leaves as is.
    static let hostile = #"<script>alert("x") & 'y'</script> e<\#u{301}f"#

    static let rows: [TraceRow] = [
        TraceRow(
            number: 7, step: 2, isCall: true, isNote: false, isTransition: false, caller: "UIKit", receiver: "A<b>",
            text: "viewWillAppear:", arguments: "animated: true", returned: nil, depth: 3, rule: "appearance.will",
            ruleHref: "../rules/appearance.html#appearance.will", isGuess: true, isPartlyGuess: false, indent: 3),
        TraceRow(
            number: 8, step: 2, isCall: true, isNote: false, isTransition: false, caller: "A", receiver: "A",
            text: "isViewLoaded", arguments: nil, returned: "NO", depth: 9, rule: "loading.query", ruleHref: "x&y",
            isGuess: false, isPartlyGuess: true, indent: 6),
        TraceRow(
            number: 8, step: 3, isCall: false, isNote: true, isTransition: false, caller: "", receiver: "A, B", text: hostile,
            arguments: nil, returned: nil, depth: 0, indent: 0),
        TraceRow(
            number: 8, step: 3, isCall: false, isNote: false, isTransition: true, caller: "", receiver: "A", text: "appearing → appeared",
            arguments: nil, returned: nil, depth: 1, indent: 1),
    ]

    /// What Mustache itself renders for `row`: the template with the row's own values.
    static func mustache(_ row: TraceRow, _ templates: TemplateLibrary) throws -> String {
        try templates.render(TraceRowTemplate.name, TraceRowSlots(
            number: "\(row.number)", step: "\(row.step)", isCall: row.isCall, isNote: row.isNote, isTransition: row.isTransition,
            caller: row.caller, receiver: row.receiver, text: row.text, arguments: row.arguments, returned: row.returned,
            depth: "\(row.depth)", rule: row.rule, ruleHref: row.ruleHref, isGuess: row.isGuess, isPartlyGuess: row.isPartlyGuess,
            indent: "\(row.indent)"))
    }

    static func library(_ rowTemplate: String?) throws -> (TemplateLibrary, TemporaryFolder) {
        let folder = try TemporaryFolder(prefix: "lifeline-trace-row")
        if let rowTemplate { try folder.write("trace-row.mustache", rowTemplate) }
        return (try TemplateLibrary(defaults: BuiltInTheme.templates, directory: folder.url, displayPath: "Templates"), folder)
    }

    @Test("The built-in row, and a theme's that places values raw and tests arguments: each row as Mustache renders it", arguments: [
        nil,
        "{{#isNote}}<p>{{{text}}}|{{caller}}{{^arguments}} none{{/arguments}}</p>\n{{/isNote}}{{^isNote}}<p>{{number}}.{{step}} {{{receiver}}} {{ruleHref}}{{#returned}} = {{{returned}}}{{/returned}}</p>\n{{/isNote}}",
    ])
    func sameAsMustache(rowTemplate: String?) throws {
        let (templates, folder) = try Self.library(rowTemplate)
        defer { folder.remove() }
        let expected = try Self.rows.map { try Self.mustache($0, templates) }.joined()
        #expect(try TraceRowTemplate(templates: templates).html(Self.rows) == expected)
        #expect(expected.contains("&lt;script&gt;") || expected.contains("<script>"))
    }

    @Test("A row template that transforms a value is refused at the template, since a filled row could not repeat it", arguments: [
        "<p>{{uppercased(text)}}</p>", "<p>{{lowercased(receiver)}}</p>", "<p>{{reversed(caller)}}</p>",
    ])
    func transformRefused(rowTemplate: String) throws {
        let (templates, folder) = try Self.library(rowTemplate)
        defer { folder.remove() }
        #expect(throws: SiteDiagnostic.self) { try TraceRowTemplate(templates: templates).html(Self.rows) }
        do {
            _ = try TraceRowTemplate(templates: templates).html(Self.rows)
        } catch {
            #expect("\(error)" == "Templates/trace-row.mustache:1:1: error: a trace row's values can only be placed as they are ({{name}} or {{{name}}}); the template is rendered once per kind of row and filled with each row's values")
        }
    }
}
