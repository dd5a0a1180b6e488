import Foundation
import LifelineTestSupport
import Testing

/// An evidence header's values reach its page as text and its `source:` as a link that nothing
/// can end early; a source that is no http(s) address is an error at the log's line.
@Suite("Evidence headers: values escaped, sources http(s) only")
struct EvidenceHeaderScriptTests {
    /// A header for the fixture's `launch` scenario, with `source` and `author` as given, and a
    /// log that agrees with it.
    static func log(source: String, author: String = "Someone") -> String {
        """
        ---
        title: A header with hostile values
        source: \(source)
        author: \(author)
        published: 2020-01-01
        ios: "17"
        logged: NSLog in viewDidLoad
        form: pasted
        scenario: launch
        ---
         -[ViewController viewDidLoad]

        """
    }

    @Test("A ')' in source: cannot end the link and let raw HTML through; every value is escaped")
    func sourceStaysALink() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write(
            "Content/evidence/hostile.log",
            Self.log(source: #""https://example.org/a)<img src=x OnError=alert(1)>&amp;q=1""#, author: "Someone <b onmouseover=alert(2)>"))
        let (result, _) = try await site.build()
        #expect(result == HostileSite.Result(status: 0, error: ""))
        let page = try site.site.read("Output/evidence/hostile.html")
        let source = page.split(separator: "\n").first { $0.contains("<strong>Source:</strong>") }.map(String.init)
        #expect(source == #"<li><strong>Source:</strong> <a href="https://example.org/a)%3Cimg%20src=x%20OnError=alert(1)%3E&amp;amp;q=1">"#
            + "https://example.org/a)&lt;img src=x OnError=alert(1)&gt;&amp;amp;q=1</a>, by Someone &lt;b onmouseover=alert(2)&gt;, published 2020-01-01</li>")
        #expect(!page.contains("<img src=x") && !page.contains("<b onmouseover"))
    }

    @Test("A source that is no http(s) address is an error at the header's line, not at a generated page", arguments: [
        "javascript:alert(1)",
        #""  javascript:alert(1)""#,
        "JaVaScRiPt:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        "vbscript:msgbox",
        "ftp://example.org/log.txt",
        "//example.org/log",
        "/relative/log",
        "https:example.org",
        "https:///nohost",
    ])
    func sourceMustBeHTTP(source: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("Content/evidence/hostile.log", Self.log(source: source))
        let shown = source.hasPrefix("\"") ? String(source.dropFirst().dropLast()) : source
        try await HostileInputTests.expectRefused(
            site, [], "Content/evidence/hostile.log:3:1: error: 'source' is the http:// or https:// address where the log was published, not '\(shown)'")
    }
}
