import Foundation
import LifelineTestSupport
import Testing

/// `lifeline init [DIR]` writes a project that builds with the theme compiled into lifeline; a
/// project's Templates/ replaces that theme file by file.
@Suite("lifeline init and the built-in theme")
struct InitTests {
    static let next = """
        Next:
          cd site
          lifeline build     # the site into Output/: open Output/index.html
          lifeline serve     # a preview at http://127.0.0.1:8000/, rebuilt as you edit
        The theme is built in; a file in Templates/ named like one of its templates (page.mustache,
        layout.mustache, footer.mustache, …) or assets (assets/style.css) replaces that one.

        """

    static let built = """
        [1/5] Loading content
        [2/5] Running 1 scenario, comparing 0 device logs
        [3/5] Building diagrams of 1 scenario
        [4/5] Rendering 2 pages and the scenario pages
        [5/5] Checking links and writing output

        """

    @Test("In an empty folder, lifeline init site && cd site && lifeline build makes a site with no Templates/")
    func initThenBuild() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        #expect(try await folder.run(["init", "site"], root: nil) == CompareRun(status: 0, output: """
            Created a Lifeline project in site:
              site/Content/site.yml
              site/Content/index.md
              site/Content/first-diagram.md
              site/Content/scenarios/launch.scenario

            """ + Self.next, error: ""))
        #expect(try await folder.run(["build"], root: nil, in: "site") == CompareRun(status: 0, output: Self.built, error: ""))
        let site = folder.url.appendingPathComponent("site")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Templates").path))
        let page = try String(contentsOf: site.appendingPathComponent("Output/first-diagram.html"), encoding: .utf8)
        #expect(page.contains("<p>Every diagram on this site is computed by Lifeline's model of UIKit: nothing is drawn by hand.</p>"))
        #expect(page.contains("diagrams/launch-sequence.svg"))
        #expect(try Data(contentsOf: site.appendingPathComponent("Output/assets/style.css"))
            == Data(contentsOf: FixtureSite.repository.appendingPathComponent("Templates/assets/style.css")))
        #expect(try await folder.run(["check"], root: nil, in: "site").status == 0)
    }

    @Test("init into the current folder says no cd; into a project it refuses, status 1, nothing written")
    func here() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let made = try await folder.run(["init"], root: nil)
        #expect(made.status == 0 && made.error.isEmpty)
        #expect(made.output.hasPrefix("Created a Lifeline project in .:\n  Content/site.yml\n"))
        #expect(made.output.contains("Next:\n  lifeline build "))
        try folder.write("Content/index.md", "# Mine\n")
        #expect(try await folder.run(["init"], root: nil) == CompareRun(status: 1, output: "", error: """
            Content: error: there is a project here already; lifeline init writes only into a folder without Content/

            """))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Content/index.md"), encoding: .utf8) == "# Mine\n")
    }

    @Test("A project's Templates/ replaces the built-in theme file by file; a --templates folder that is not there is a usage error")
    func override() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        _ = try await folder.run(["init", "site"], root: nil)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("site/Templates/assets"), withIntermediateDirectories: true)
        try folder.write("site/Templates/footer.mustache", "<footer class=\"mine\">My footer</footer>\n")
        try folder.write("site/Templates/assets/style.css", "body { color: red; }\n")
        #expect(try await folder.run(["build"], root: nil, in: "site") == CompareRun(status: 0, output: Self.built, error: ""))
        let home = try String(contentsOf: folder.url.appendingPathComponent("site/Output/index.html"), encoding: .utf8)
        #expect(home.contains("<footer class=\"mine\">My footer</footer>"))
        #expect(!home.contains("nothing is drawn by hand"))
        #expect(home.contains("<header class=\"site-header\">"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("site/Output/assets/style.css"), encoding: .utf8) == "body { color: red; }\n")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/Output/assets/search.js").path))
        #expect(try await folder.run(["build", "--templates", "theme"], root: nil, in: "site") == CompareRun(status: 64, output: "", error: """
            Error: --templates theme: no such folder (without --templates, Templates/ if there is one overrides the built-in theme)
            Usage: lifeline build [--root <root>] [--content <content>] [--templates <templates>] [--cache <cache>] [--base-url <base-url>] [--output <output>] [--jobs <jobs>] [--timings] [--png] [--traces] [--force]
              See 'lifeline build --help' for more information.

            """))
    }
}
