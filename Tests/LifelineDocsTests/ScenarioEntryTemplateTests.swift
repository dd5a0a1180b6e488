@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// The Scenarios page's entries are rendered once per shape and filled in Swift: every entry must
/// come out as Mustache renders it with its own values, whatever the theme's entry template does
/// with them.
@Suite struct ScenarioEntryTemplateTests {
    /// A combining mark after `<` makes one Character of them, which Mustache leaves as is.
    static let hostile = #"<script>alert("x") & 'y'</script> e<\#u{301}f"#

    static let entries = [
        ScenarioEntry(title: "Launch", href: "launch.html", summary: "The app starts.", profile: "ios17"),
        ScenarioEntry(title: hostile, href: "a b&c.html", summary: nil, profile: hostile),
        ScenarioEntry(title: "", href: "", summary: hostile, profile: ""),
    ]

    static func library(_ entryTemplate: String?) throws -> (TemplateLibrary, TemporaryFolder) {
        let folder = try TemporaryFolder(prefix: "lifeline-scenario-entry")
        if let entryTemplate { try folder.write("scenario-entry.mustache", entryTemplate) }
        return (try TemplateLibrary(defaults: BuiltInTheme.templates, directory: folder.url, displayPath: "Templates"), folder)
    }

    @Test("The built-in entry, and a theme's that places values raw and tests summary: each entry as Mustache renders it", arguments: [
        nil,
        "<li>{{{title}}}{{^summary}} (no summary){{/summary}}{{#summary}}: {{{summary}}} / {{summary}}{{/summary}} <a href=\"{{{href}}}\">{{profile}}</a></li>\n",
    ])
    func sameAsMustache(entryTemplate: String?) throws {
        let (templates, folder) = try Self.library(entryTemplate)
        defer { folder.remove() }
        let expected = try Self.entries.map { try templates.render(ScenarioEntryTemplate.name, $0) }.joined()
        let filled = try ScenarioEntryTemplate(templates: templates).html(Self.entries)
        #expect(filled == expected)
        if entryTemplate == nil {
            #expect(filled.hasPrefix(#"<li><a href="launch.html">Launch</a> <span class="profile">ios17</span><p>The app starts.</p></li>"# + "\n"))
        }
    }

    @Test("An entry template that transforms a value is refused at the template, since a filled entry could not repeat it")
    func transformRefused() throws {
        let (templates, folder) = try Self.library("<li>{{uppercased(title)}}</li>\n")
        defer { folder.remove() }
        do {
            _ = try ScenarioEntryTemplate(templates: templates).html(Self.entries)
            Issue.record("a transform was filled")
        } catch {
            #expect("\(error)" == "Templates/scenario-entry.mustache:1:1: error: a scenario entry's values can only be placed as they are ({{name}} or {{{name}}}); the template is rendered once per kind of entry and filled with each entry's values")
        }
    }
}
