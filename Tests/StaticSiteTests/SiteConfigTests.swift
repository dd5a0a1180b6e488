import Foundation
import LifelineTestSupport
import StaticSite
import Testing

@Suite("Site settings")
struct SiteConfigTests {
    static func load(_ text: String?) throws -> SiteConfig {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("site.yml")
        if let text { try folder.write("site.yml", text) }
        return try SiteConfig.load(url, path: "Content/site.yml", defaultTitle: "Default")
    }

    @Test("Title and base URL are read; the base URL ends with a slash")
    func reads() throws {
        #expect(try Self.load("title: Docs\nbase-url: https://example.org/docs\n") == SiteConfig(title: "Docs", baseURL: "https://example.org/docs/"))
    }

    @Test("edit-url is read and ends with a slash")
    func editURL() throws {
        #expect(try Self.load("edit-url: https://github.com/o/r/edit/main/Content\n").editURL == "https://github.com/o/r/edit/main/Content/")
    }

    @Test("An example.org base URL is a placeholder and draws a warning; a real one does not")
    func placeholder() throws {
        #expect(SiteConfig(title: "T", baseURL: "https://example.org/lifeline/").placeholderWarning
            == "warning: base-url https://example.org/lifeline/ is a placeholder, so no sitemap.xml is written; set base-url in Content/site.yml, or pass --base-url, before publishing")
        #expect(SiteConfig(title: "T", baseURL: "https://docs.example.com/").placeholderWarning != nil)
        #expect(SiteConfig(title: "T", baseURL: "https://lifeline.dev/").placeholderWarning == nil)
        #expect(SiteConfig(title: "T").placeholderWarning == nil)
        // A placeholder gives no sitemap; a real address does.
        #expect(SiteConfig(title: "T", baseURL: "https://example.org/lifeline/").sitemapBaseURL == nil)
        #expect(SiteConfig(title: "T", baseURL: "https://lifeline.dev/").sitemapBaseURL == "https://lifeline.dev/")
    }

    @Test("A title YAML would read as a number, a truth value, nothing or a date is the text written", arguments: ["2024", "0x1F", "1e3", "true", "no", "~", "null", "2001-12-14", "=", "<<", ".inf"])
    func titlesAsWritten(title: String) throws {
        #expect(try Self.load("title: \(title)\n") == SiteConfig(title: title))
    }

    @Test("No file: the default title and no base URL")
    func missing() throws {
        #expect(try Self.load(nil) == SiteConfig(title: "Default"))
    }

    @Test("Mistakes name the file and line", arguments: [
        ("title: Docs\nbase-url: example.org\n", "Content/site.yml:2:1: error: 'base-url' must start with https:// or http://"),
        ("edit-url: github.com/o/r\n", "Content/site.yml:1:1: error: 'edit-url' must start with https:// or http://"),
        ("title: Docs\ntheme: dark\n", "Content/site.yml:2:1: error: unknown site setting 'theme'; expected title, base-url or edit-url"),
        ("- a\n- b\n", "Content/site.yml:1:1: error: site settings must be a mapping of keys to values"),
        ("title: [Docs\nbase-url: https://example.org\n",
         "Content/site.yml:1:8: error: site settings are not valid YAML: this '[' is never closed; expected ',' or ']' (the YAML stops making sense on line 2)"),
        ("title: Docs\ntitle: Notes\n", "Content/site.yml:2:1: error: site settings are not valid YAML: a key appears twice: title (first on line 1)"),
        // Found by the fuzzer: libyaml's reader error was printed with the raw input, over lines.
        ("title: Docs\nbase-url: h\u{0}ttp://x\n", "Content/site.yml:2:12: error: cannot read site settings: it holds a NUL byte (0x00), which no text file does; remove it"),
        ("title: Docs\nbase-url: h\u{7}ttp://x\n", "Content/site.yml:2:12: error: site settings are not valid YAML: control characters are not allowed (character U+0007)"),
        (FrontMatterTests.bomb + "? *j\n: x\n", "Content/site.yml:11:3: error: an alias (*j) in a key; a few bytes of aliases can stand for billions of nodes, so Lifeline reads none in keys: write the key out"),
    ])
    func errors(text: String, message: String) {
        #expect(throws: (any Error).self) { try Self.load(text) }
        do { _ = try Self.load(text) } catch { #expect("\(error)" == message) }
    }

    @Test("A settings file that is not UTF-8 text is an error, not the defaults")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("site.yml")
        try Data([0xFF, 0xFE, 0x00]).write(to: url)
        #expect(throws: SiteDiagnostic(path: "Content/site.yml", line: 1, column: 1, message: "cannot read site settings: byte 0xFF is not UTF-8; save the file as UTF-8 text")) {
            try SiteConfig.load(url, path: "Content/site.yml", defaultTitle: "Default")
        }
    }
}
