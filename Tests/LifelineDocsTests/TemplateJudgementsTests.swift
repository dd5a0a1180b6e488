import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// The template checks a build keeps (`TemplateJudgements`): taken back only for the same
/// templates, and a build after a template edit checks again.
@Suite struct TemplateJudgementsTests {
    struct Model {
        var title: String
    }

    @Test("Kept pairs come back for the same templates, not for a template whose text changed")
    func sameTemplatesOnly() throws {
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let templates = try TemporaryFolder()
        defer { templates.remove() }
        try templates.write("page.mustache", "<h1>{{title}}</h1>")
        let first = try TemplateLibrary(directory: templates.url, displayPath: "Templates")
        _ = try first.render("page", Model(title: "T"))
        TemplateJudgements(folder: cache.url).keep(first)

        let same = try TemplateLibrary(directory: templates.url, displayPath: "Templates")
        TemplateJudgements(folder: cache.url).assume(in: same)
        #expect(same.judgedPairs == first.judgedPairs && same.judgedPairs.count == 1)

        try templates.write("page.mustache", "<h1>{{titel}}</h1>")
        let edited = try TemplateLibrary(directory: templates.url, displayPath: "Templates")
        TemplateJudgements(folder: cache.url).assume(in: edited)
        #expect(edited.judgedPairs.isEmpty)
        #expect(throws: SiteDiagnostic.self) { try edited.render("page", Model(title: "T")) }
    }

    @Test("Templates a kept judgement names parsed before: exactly those texts, under this lifeline")
    func parsedBefore() throws {
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let templates = try TemporaryFolder()
        defer { templates.remove() }
        try templates.write("page.mustache", "<h1>{{title}}</h1>")
        let judgements = TemplateJudgements(folder: cache.url)
        let first = try TemplateLibrary(directory: templates.url, displayPath: "Templates")
        #expect(!judgements.parsedBefore(first.sources))
        _ = try first.render("page", Model(title: "T"))
        judgements.keep(first)
        let next = TemplateJudgements(folder: cache.url)
        #expect(next.parsedBefore(["page": "<h1>{{title}}</h1>"]))
        #expect(!next.parsedBefore(["page": "<h1>{{title}}</h1> "]))
        #expect(!next.parsedBefore(["page": "<h1>{{title}}</h1>", "other": ""]))
        // Read through them, the library leaves the page unparsed until it renders.
        let lazy = try TemplateLibrary(defaults: [:], directory: templates.url, displayPath: "Templates", parsedBefore: next.parsedBefore)
        #expect(lazy.parsedNames.isEmpty)
        #expect(try lazy.render("page", Model(title: "T")) == "<h1>T</h1>")
    }

    @Test("A build after a template edit that misspells a name fails at the tag, its last build's checks not taken")
    func buildAfterTemplateEdit() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project) { _ in }
        let layout = site.root.appendingPathComponent("Templates/scenario.mustache")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try text.replacingOccurrences(of: "{{title}}", with: "{{titel}}").write(to: layout, atomically: true, encoding: .utf8)
        #expect(text.contains("{{title}}"))
        do {
            try Lifeline.build(site.project) { _ in }
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("Templates/scenario.mustache:"), "\(error)")
            #expect("\(error)".contains("'titel' is not a stored property of the page model"), "\(error)")
        }
    }
}
