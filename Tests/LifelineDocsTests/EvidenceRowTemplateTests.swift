@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// The Evidence page's rows are rendered once per shape and filled in Swift: every row must come
/// out as Mustache renders it with its own values, whatever the theme's row template does with
/// them, escaped for Markdown where the template escapes.
@Suite struct EvidenceRowTemplateTests {
    static let hostile = "A | b *c* [d](e) <script>x</script> & `f`\nnext_line \\ #g"

    static let logs: [EvidenceIndexModel.Log] = [
        EvidenceIndexModel.Log(
            log: MarkdownLink("A log", to: "evidence/a.html", from: "evidence.html"), author: "Ann", ios: "17", inferred: false,
            scenario: MarkdownLink("Push", to: "scenarios/push.html", from: "evidence.html"), verdict: "Agrees (5 calls)"),
        EvidenceIndexModel.Log(
            log: MarkdownLink(hostile, to: "evidence/b c&d.html", from: "evidence.html"), author: hostile, ios: "12 & 13", inferred: true,
            scenario: MarkdownLink(hostile, to: "scenarios/x.html", from: "evidence.html"), verdict: "Diverges (known)"),
        EvidenceIndexModel.Log(
            log: MarkdownLink("", to: "evidence/c.html", from: "evidence.html"), author: "", ios: "", inferred: false,
            scenario: MarkdownLink("S", to: "scenarios/s.html", from: "evidence.html"), verdict: "Agrees (1 call)"),
    ]

    static func library(_ rowTemplate: String?) throws -> (TemplateLibrary, TemporaryFolder) {
        let folder = try TemporaryFolder(prefix: "lifeline-evidence-row")
        if let rowTemplate { try folder.write("evidence-row.mustache", rowTemplate) }
        return (try TemplateLibrary(defaults: BuiltInTheme.templates, directory: folder.url, displayPath: "Templates"), folder)
    }

    @Test("The built-in row, and a theme's that places values raw and tests inferred: each row as Mustache renders it", arguments: [
        nil,
        "{{% CONTENT_TYPE: MARKDOWN}}\n{{#inferred}}- {{{author}}} ({{ios}}?){{/inferred}}{{^inferred}}- {{author}} {{#scenario}}{{{text}}} <{{href}}>{{/scenario}}{{/inferred}} {{verdict}}\n",
        // Without the pragma a theme's row escapes for HTML, as Mustache then does.
        "<tr><td>{{author}}</td><td>{{#log}}<a href=\"{{href}}\">{{text}}</a>{{/log}}</td><td>{{ios}}</td></tr>\n",
    ])
    func sameAsMustache(rowTemplate: String?) throws {
        let (templates, folder) = try Self.library(rowTemplate)
        defer { folder.remove() }
        let expected = try Self.logs.map { try templates.render(EvidenceRowTemplate.name, $0) }.joined()
        #expect(try EvidenceRowTemplate(templates: templates).markdown(Self.logs) == expected)
        // The built-in row escapes for Markdown: a column break never stands bare.
        if rowTemplate == nil { #expect(expected.contains(##"A \| b \*c\* \[d\](e) \<script\>x\</script\> \& \`f\` next\_line \\ \#g"##)) }
    }

    @Test("The built-in row is the table row the Evidence page has always had")
    func builtInRow() throws {
        let (templates, folder) = try Self.library(nil)
        defer { folder.remove() }
        let row = try EvidenceRowTemplate(templates: templates).markdown(Array(Self.logs.prefix(1)))
        #expect(row == "| [A log](<evidence/a.html>) | Ann | 17 | [Push](<scenarios/push.html>) | Agrees (5 calls) |\n")
    }

    @Test("A row template that transforms a value is refused at the template, since a filled row could not repeat it", arguments: [
        "{{% CONTENT_TYPE: MARKDOWN}}\n| {{uppercased(author)}} |\n", "{{% CONTENT_TYPE: MARKDOWN}}\n| {{reversed(verdict)}} |\n",
    ])
    func transformRefused(rowTemplate: String) throws {
        let (templates, folder) = try Self.library(rowTemplate)
        defer { folder.remove() }
        #expect(throws: SiteDiagnostic.self) { try EvidenceRowTemplate(templates: templates).markdown(Self.logs) }
        do {
            _ = try EvidenceRowTemplate(templates: templates).markdown(Self.logs)
        } catch {
            #expect("\(error)" == "Templates/evidence-row.mustache:1:1: error: a log row's values can only be placed as they are ({{name}} or {{{name}}}); the template is rendered once per kind of row and filled with each row's values")
        }
    }
}
