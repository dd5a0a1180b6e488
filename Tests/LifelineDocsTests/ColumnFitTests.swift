import Foundation
import LifelineTestSupport
@testable import LifelineDocs
import Testing

/// Diagrams sized for an article's column (issue 23): `lifeline diagram --column`, a block's
/// `column:`, `file:` and `theme:`, each with its whole message.
@Suite("Diagrams for an article's column")
struct ColumnFitTests {
    /// The scenario of the page *Diagrams in your own articles*.
    static let profile = """
        title: Opening a profile
        profile: iOS 17+

        controller list: ListViewController in code
        controller profile: ProfileViewController from storyboard Main
        navigation nav with root list
        view avatar: AvatarView frame 16 120 96 96
        segue showProfile: list pushes profile

        override profile viewDidLoad
          add avatar to profile.view

        launch with root nav
        perform segue showProfile

        """

    static let usage = """
        Usage: lifeline diagram <scenario> [--kind <kind>] [--format <format>] [--names <names>] [--theme <theme>] [--show <ids> ...] [--column <px>] [--output <file>] [--root <root>] [--content <content>]
          See 'lifeline diagram --help' for more information.

        """

    @Test("A made-up SVG: its width, height and smallest text at a column, and why it does not fit a narrow one")
    func measure() throws {
        let svg = Data(#"<svg width="800pt" height="400pt" viewBox="0.00 0.00 800.00 400.00"><g font-size="11"><text font-size="10">a</text></g></svg>"#.utf8)
        let fit = try #require(ColumnFit(svg: svg, column: 680))
        #expect(fit.width == 680 && fit.height == 340)
        #expect(fit.smallestText == 8.5)
        #expect(fit.problem(narrowing: "show less") == "the diagram is 800 pt wide: in a 680 px column its smallest text (10 pt) would be 8.5 px, under 9 px; show less, or give a column of at least 720 px")
        // Never wider than its natural size (4/3 px per pt).
        let wide = try #require(ColumnFit(svg: svg, column: 2000))
        #expect(wide.width == 1067 && wide.height == 534)
        #expect(wide.problem(narrowing: "") == nil)
        #expect(String(decoding: fit.resized(svg), as: UTF8.self).hasPrefix(#"<svg width="680" height="340" viewBox="0.00 0.00 800.00 400.00">"#))
        #expect(fit.imageTag(source: "a \"b\".svg", alt: "A & B") == """
            <img src="a &quot;b&quot;.svg" width="680" height="340" loading="lazy"
                 style="max-width: 100%; height: auto"
                 alt="A &amp; B">
            """)
        #expect(ColumnFit(svg: Data("<svg>".utf8), column: 680) == nil)
    }

    @Test("diagram --column 680 -o FILE writes the SVG sized in pixels and prints the <img> tag; too wide a diagram is an error that says what narrows it")
    func command() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        try folder.write("profile.scenario", Self.profile)
        #expect(try await folder.run(["diagram", "profile.scenario", "--show", "list,profile", "--column", "680", "-o", "p.svg"], root: nil) == CompareRun(status: 0, output: """
            <img src="p.svg" width="680" height="1848" loading="lazy"
                 style="max-width: 100%; height: auto"
                 alt="Sequence diagram: Opening a profile">

            """, error: ""))
        let svg = try String(contentsOf: folder.url.appendingPathComponent("p.svg"), encoding: .utf8)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="680" height="1848" viewBox="#))
        #expect(try await folder.run(["diagram", "profile.scenario", "--column", "680", "-o", "all.svg"], root: nil) == CompareRun(
            status: 1, output: "",
            error: "error: the diagram is 1826 pt wide: in a 680 px column its smallest text (10 pt) would be 3.7 px, under 9 px; "
                + "show fewer lifelines with --show, naming some of app,list,nav,window,nav.view,list.view,Main.storyboard,profile,profile.view,avatar, "
                + "or give a column of at least 1644 px\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("all.svg").path))
        #expect(try await folder.run(["diagram", "profile.scenario", "--kind", "state", "--column", "300"], root: nil) == CompareRun(
            status: 1, output: "",
            error: "error: the diagram is 604 pt wide: in a 300 px column its smallest text (10 pt) would be 4.9 px, under 9 px; "
                + "a state graph cannot be narrowed, but its scenario's sequence diagram can (--kind sequence --show), or give a column of at least 544 px\n"))
        #expect(try await folder.run(["diagram", "profile.scenario", "--column", "680", "-o", "p.png"], root: nil)
            == CompareRun(status: 64, output: "", error: "Error: --column sizes an SVG for a text column; write .svg (or --format svg), not png\n" + Self.usage))
        #expect(try await folder.run(["diagram", "profile.scenario", "--column", "0"], root: nil)
            == CompareRun(status: 64, output: "", error: "Error: --column takes a column's width in CSS pixels, from 1 to 100000, not 0\n" + Self.usage))
    }

    @Test("A block's column: shows the figure at the column's size with the article's <img> tag; theme: draws a file of its own")
    func block() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try site.edit("Content/index.md", replacing: "show: A, A.view\n", with: "show: A, A.view\ntheme: dark\ncolumn: 680\nfile: launch.svg\n")
        try Lifeline.build(site.project) { _ in }
        let index = try site.read("Output/index.html")
        #expect(index.contains(#"<img src="diagrams/launch-sequence-show-A-A.view-dark.svg" alt="Sequence diagram of “Launch” (showing A and A.view): what UIKit calls, in order." width="680" height="942" style="min-width: 680px" loading="lazy" decoding="async">"#))
        #expect(index.contains("""
            </figure>
            <pre><code class="language-html">&lt;img src=&quot;launch.svg&quot; width=&quot;680&quot; height=&quot;942&quot; loading=&quot;lazy&quot;
                 style=&quot;max-width: 100%; height: auto&quot;
                 alt=&quot;Sequence diagram: Launch&quot;&gt;
            </code></pre>
            """))
        #expect(try site.read("Output/diagrams/launch-sequence-show-A-A.view-dark.svg").contains("ll_dark"))
    }

    @Test("A block's column: that its text would not fit, an unknown theme, file: without column: fail the build at their line", arguments: [
        ("show: A, A.view\ncolumn: 200", "Content/index.md:23:1: error: the diagram is 631 pt wide: in a 200 px column its smallest text (10 pt) would be 3.1 px, under 9 px; show fewer lifelines with 'show:', or give a column of at least 568 px"),
        ("show: A, A.view\ncolumn: wide", "Content/index.md:23:1: error: 'column:' takes a column's width in CSS pixels, as in 'column: 680', not 'wide'"),
        ("show: A, A.view\ntheme: sepia", "Content/index.md:23:1: error: unknown theme 'sepia'; expected light, dark, auto"),
        ("show: A, A.view\nfile: a.svg", "Content/index.md:23:1: error: 'file:' names the image in the article's <img> tag, which 'column:' sizes; give 'column:' too"),
    ])
    func blockErrors(options: String, message: String) throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try site.edit("Content/index.md", replacing: "show: A, A.view", with: options)
        #expect(site.buildError() == message)
    }
}
