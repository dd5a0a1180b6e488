import Foundation
import LifelineDocs
import LifelineTestSupport
import Testing

@Suite("What the fixture site becomes")
struct SiteStructureTests {
    /// The fixture site, built once per test.
    static func built() throws -> FixtureSite {
        let site = try FixtureSite()
        try Lifeline.build(site.project) { _ in }
        return site
    }

    /// The lines of `html` between the first line containing `start` and the next containing `end`.
    static func section(_ html: String, from start: String, to end: String) -> [String] {
        let lines = html.split(separator: "\n").map(String.init)
        guard let first = lines.firstIndex(where: { $0.contains(start) }),
            let last = lines[first...].firstIndex(where: { $0.contains(end) })
        else { return [] }
        return Array(lines[first...last])
    }

    @Test("Every page, scenario page, diagram and asset; drafts left out")
    func files() throws {
        let site = try Self.built()
        defer { site.remove() }
        // The marker says a build wrote the folder, so that the next may replace it.
        var expected = [".lifeline-output", "404.html", "about.html", "assets/favicon.svg", "assets/reader.js", "assets/search-index.js", "assets/search.js", "assets/style.css", "assets/swift-names.js", "guide/reading.html", "index.html", "rules.html", "search.html"]
        // No sitemap.xml: the fixture's base-url is a placeholder (example.org).
        // A page per area of rules, in the catalogue's order.
        expected += Self.ruleAreas.map { "rules/\($0).html" }
        expected += ["scenarios/guide-reading-1.html", "scenarios/index.html", "scenarios/launch.html"]
        for id in ["guide-reading-1", "launch"] {
            expected += ["sequence", "state"].map { kind in "diagrams/\(id)-\(kind).svg" }
        }
        // The home page's sequence diagram showing only A and A.view: its SVG alone.
        expected.append("diagrams/launch-sequence-show-A-A.view.svg")
        #expect(FixtureSite.files(under: site.output) == expected.sorted())
    }

    @Test("The sidebar follows the front matter's order; links are relative to the page's folder")
    func sidebar() throws {
        let site = try Self.built()
        defer { site.remove() }
        // Once per page: the same list is the phone's menu (the style sheet folds it there).
        let html = try site.read("Output/guide/reading.html")
        #expect(html.components(separatedBy: #"aria-label="Pages""#).count == 2)
        #expect(Self.section(html, from: #"<details class="pages""#, to: "</details>") == [
            #"<details class="pages">"#,
            "<summary>Pages</summary>",
            #"<nav aria-label="Pages">"#,
            "<ul>",
            #"<li><a href="../index.html">Home</a></li>"#,
            #"<li><a href="../about.html">About</a></li>"#,
            #"<li class="in-section"><a href="../guide/reading.html" aria-current="page">Reading</a></li>"#,
            #"<li><a href="../rules.html">Rules</a></li>"#,
            #"<li><a href="../scenarios/index.html">Scenarios</a></li>"#,
            "</ul>",
            "</nav>",
            "</details>",
        ])
    }

    @Test("Previous and next walk the pages, then the scenario index and the scenarios, group by group")
    func pager() throws {
        let site = try Self.built()
        defer { site.remove() }
        #expect(Self.section(try site.read("Output/guide/reading.html"), from: #"<nav class="pager""#, to: "</nav>") == [
            #"<nav class="pager" aria-label="Previous and next page">"#,
            #"<a class="previous" href="../about.html" rel="prev"><span class="pager-label">Previous</span> About</a>"#,
            #"<a class="next" href="../rules.html" rel="next"><span class="pager-label">Next</span> Rules</a>"#,
            "</nav>",
        ])
        #expect(Self.section(try site.read("Output/scenarios/launch.html"), from: #"<nav class="pager""#, to: "</nav>") == [
            #"<nav class="pager" aria-label="Previous and next page">"#,
            #"<a class="previous" href="../scenarios/index.html" rel="prev"><span class="pager-label">Previous</span> Scenarios</a>"#,
            #"<a class="next" href="../scenarios/guide-reading-1.html" rel="next"><span class="pager-label">Next</span> An inline launch</a>"#,
            "</nav>",
        ])
    }

    @Test("A page's table of contents lists its second- and third-level headings with their anchors; a page of three sections or fewer has none")
    func tableOfContents() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try site.write("Content/guide/long.md", "# Long\n\n## One\n\nText.\n\n### One, in detail\n\nText.\n\n## Two\n\nText.\n\n## Two\n\nText.\n")
        #expect(site.buildError() == nil)
        #expect(Self.section(try site.read("Output/guide/long.html"), from: #"<nav class="toc""#, to: "</nav>") == [
            #"<nav class="toc" aria-label="On this page">"#,
            #"<p class="toc-title">On this page</p>"#,
            "<ul>",
            ##"<li><a href="#one">One</a></li>"##,
            ##"<li class="nested"><a href="#one-in-detail">One, in detail</a></li>"##,
            ##"<li><a href="#two">Two</a></li>"##,
            ##"<li><a href="#two-1">Two</a></li>"##,
            "</ul>",
            "</nav>",
        ])
        // Code, Code, A story of our own: three sections, read without a table of contents.
        let reading = try site.read("Output/guide/reading.html")
        #expect(!reading.contains(#"<nav class="toc""#) && !reading.contains("contents-inline") && reading.contains(#"<main id="main" class="no-contents">"#))
    }

    @Test("An inline scenario's diagram is in place, captioned, linked to its own page")
    func inlineScenario() throws {
        let site = try Self.built()
        defer { site.remove() }
        let page = try site.read("Output/guide/reading.html")
        #expect(page.contains("""
            <figure class="diagram diagram-state"><div class="diagram-wrap"><div class="diagram-frame">\
            <a class="diagram-open" href="../diagrams/guide-reading-1-state.svg">\
            <img src="../diagrams/guide-reading-1-state.svg" alt="State graph: the lifecycle states of every scenario, with the path of “An inline launch” highlighted." \
            width="264" height="584" style="min-width: 198px" loading="lazy" decoding="async"></a></div></div><figcaption>Our own launch <span class="profile">iOS 17+</span> \
            <a class="scenario-link" href="../scenarios/guide-reading-1.html">Trace and downloads</a></figcaption></figure>
            """))
        let scenario = try site.read("Output/scenarios/guide-reading-1.html")
        #expect(scenario.contains(#"<p>This scenario is written in the page <a href="../guide/reading.html">Reading</a>.</p>"#))
        // Its steps read as written, without the source location (that is `lifeline trace`'s).
        #expect(scenario.contains(#"<li>launch with root Root</li>"#))
        #expect(!scenario.contains("reading.md:26:1"))
    }

    @Test("A state block with no scenario shows the overview graph with its downloads, and makes no scenario page")
    func overview() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try site.edit("Content/about.md", replacing: "Nothing but", with: "```lifeline\ndiagram: state\n```\n\nNothing but")
        try Lifeline.build(site.project) { _ in }
        let page = try site.read("Output/about.html")
        #expect(page.contains("""
            <figure class="diagram diagram-state"><div class="diagram-wrap"><div class="diagram-frame">\
            <a class="diagram-open" href="diagrams/states.svg">\
            <img src="diagrams/states.svg" alt="State graph: every lifecycle state and transition that the canonical scenarios take \
            view controllers and views through." width="357" height="540" style="min-width: 268px" loading="lazy" decoding="async"></a></div></div><figcaption>State graph: every state the canonical scenarios take view controllers and views through \
            <span class="downloads">Download: <a href="diagrams/states.svg">SVG</a></span></figcaption></figure>
            """))
        let files = FixtureSite.files(under: site.output)
        #expect(files.filter { $0.hasPrefix("diagrams/states") } == ["diagrams/states.svg"])
        #expect(files.filter { $0.hasPrefix("scenarios/about") }.isEmpty)
        let svg = try site.read("Output/diagrams/states.svg")
        #expect(svg.contains("<desc>View controller states: View not loaded, Disappeared, Appearing and Appeared; 3 transitions seen across the scenarios.</desc>"))
    }

    @Test("'machine:' keeps one machine of the overview, in a file of its own")
    func overviewOfOneMachine() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try site.edit(
            "Content/about.md", replacing: "Nothing but",
            with: "```lifeline\ndiagram: state\nmachine: viewController\ncaption: A controller's states\n```\n\nNothing but")
        try Lifeline.build(site.project) { _ in }
        let page = try site.read("Output/about.html")
        #expect(page.contains("""
            <img src="diagrams/states-viewController.svg" alt="State graph: every lifecycle state and transition that the canonical \
            scenarios take view controllers through." width="252" height="511" style="min-width: 189px" loading="lazy" decoding="async"></a></div></div><figcaption>A controller&#39;s states \
            <span class="downloads">Download: <a href="diagrams/states-viewController.svg">SVG</a></span></figcaption>
            """))
        let files = FixtureSite.files(under: site.output)
        #expect(files.filter { $0.hasPrefix("diagrams/states") }
            == ["diagrams/states-viewController.svg"])
        let svg = try site.read("Output/diagrams/states-viewController.svg")
        #expect(svg.contains("<title>State graph: View controller states of every scenario</title>"))
    }

    @Test("A block with 'show:' gets its own diagram of those objects, captioned so, never drawn below 1 px per pt")
    func focusedDiagram() throws {
        let site = try Self.built()
        defer { site.remove() }
        let page = try site.read("Output/index.html")
        #expect(page.contains("""
            <figure class="diagram diagram-sequence"><div class="diagram-wrap"><div class="diagram-frame">\
            <a class="diagram-open" href="diagrams/launch-sequence-show-A-A.view.svg">\
            <img src="diagrams/launch-sequence-show-A-A.view.svg" alt="Sequence diagram of “Launch” (showing A and A.view): what UIKit calls, in order." \
            width="841" height="1165" style="min-width: 631px" loading="lazy" decoding="async"></a></div>\
            <div class="diagram-heads" aria-hidden="true"><div class="diagram-heads-size" style="width: 841px; min-width: 631px">\
            <div class="diagram-heads-bar" style="margin-top:
            """))
        #expect(page.contains("""
            </div></div></div></div><figcaption>Sequence diagram: Launch (showing A and A.view) \
            <span class="profile">iOS 17+</span> <a class="scenario-link" href="scenarios/launch.html">Trace and downloads</a></figcaption></figure>
            """))
        let svg = try site.read("Output/diagrams/launch-sequence-show-A-A.view.svg")
        #expect(svg.contains("<desc>Launch (iOS 17+): the calls between UIKit, A (ViewController) and A.view (UIView), top to bottom. "
            + "Only A and A.view are shown; Main.storyboard and window are folded into UIKit:"))
        // Calls keep the numbers of the whole trace, as on the scenario page's table: 1 (UIKit to Main.storyboard) is left out.
        // Both spellings: the selector first, the Swift name after it (see SwiftLabelText).
        #expect(svg.contains("><tspan>2. initWithCoder: NSCoder</tspan>"))
        #expect(svg.contains(">2. init(coder:)</tspan>"))
        #expect(!svg.contains(">1. instantiateInitialViewController</text>"))
    }

    @Test("A scenario page: steps, the trace as a table numbered like the diagram, both diagrams, downloads")
    func scenarioPage() throws {
        let site = try Self.built()
        defer { site.remove() }
        let page = try site.read("Output/scenarios/launch.html")
        #expect(page.contains(#"<p class="meta"><span class="profile">iOS 17+</span> <span class="group">Launch</span> <code>launch</code></p>"#))
        #expect(page.contains(#"<p class="lead">The app launches.</p>"#))
        #expect(page.contains(#"<li>launch with root A</li>"#))
        #expect(!page.contains("launch.scenario:8:1"))
        let rows = Self.section(page, from: "<tbody>", to: "</tbody>")
        #expect(rows[1] == #"<tr><td><a href="../rules/launch.html#launchstoryboard-root-before-will-finish-launching">1</a></td><td>1</td><td>UIKit</td><td>Main.storyboard</td><td class="depth-0"><code>instantiateInitialViewController</code> <span class="returned">→&#160;A</span></td><td>0</td></tr>"#)
        #expect(rows.contains(#"<tr><td><a href="../rules/loading.html#loadinggetter-calls-loadview">7</a></td><td>1</td><td>A</td><td>A</td><td class="depth-2"><code>loadView</code></td><td>2</td></tr>"#))
        #expect(rows.contains(#"<tr class="transition"><td></td><td>1</td><td></td><td>A</td><td class="depth-2">state: viewNotLoaded → disappeared</td><td></td></tr>"#))
        #expect(rows.contains(#"<tr><td><a href="../rules/launch.html#launchwindow-shown-loads-root">11</a></td><td>1</td><td>window</td><td>A</td><td class="depth-1"><code>viewWillAppear:</code> <span class="arguments">animated: NO</span></td><td>1</td></tr>"#))
        #expect(rows.contains(#"<tr class="note"><td></td><td>1</td><td></td><td></td><td class="depth-0">run loop turn: layout pass</td><td></td></tr>"#))
        #expect(page.contains(#"<img src="../diagrams/launch-sequence.svg""#))
        #expect(page.contains(#"<img src="../diagrams/launch-state.svg""#))
        #expect(Self.section(page, from: #"<ul class="downloads">"#, to: "</ul>") == [
            #"<ul class="downloads">"#,
            #"<li>Sequence diagram: <a href="../diagrams/launch-sequence.svg" download>SVG</a> </li>"#,
            #"<li>State graph: <a href="../diagrams/launch-state.svg" download>SVG</a> </li>"#,
            #"<li>Trace as JSON: <code>lifeline trace launch --format json</code></li>"#,
            "</ul>",
        ])
    }

    @Test("The scenario index groups the scenario files, then those written in pages")
    func scenarioIndex() throws {
        let site = try Self.built()
        defer { site.remove() }
        let page = try site.read("Output/scenarios/index.html")
        #expect(page.split(separator: "\n").filter { $0.hasPrefix("<h2") || $0.hasPrefix("<li><a href=\"../scenarios/") }.map(String.init) == [
            ##"<h2 id="launch">Launch<a class="anchor" href="#launch" aria-label="Link to this section">#</a></h2>"##,
            #"<li><a href="../scenarios/launch.html">Launch</a> <span class="profile">iOS 17+</span><p>The app launches.</p></li>"#,
            ##"<h2 id="written-in-pages">Written in pages<a class="anchor" href="#written-in-pages" aria-label="Link to this section">#</a></h2>"##,
            #"<li><a href="../scenarios/guide-reading-1.html">An inline launch</a> <span class="profile">iOS 17+</span></li>"#,
        ])
    }

    /// The areas of the rule catalogue, each with its page.
    static let ruleAreas = [
        "app", "launch", "scenes", "creation", "loading", "ownership", "containers", "appearance", "segues", "navigation", "tabs", "split",
        "pages", "presentation", "sheets", "popovers", "hierarchy", "layout", "environment", "rotation", "memory", "hosting",
    ]

    @Test("The sitemap uses the base URL; the search index holds pages, headings and scenarios with their text")
    func sitemapAndSearch() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        var project = site.project
        project.baseURL = "https://lifeline.test/fixture"
        try Lifeline.build(project) { _ in }
        #expect(try site.read("Output/sitemap.xml").split(separator: "\n").filter { $0.contains("<loc>") } == [
            "  <url><loc>https://lifeline.test/fixture/about.html</loc></url>",
            "  <url><loc>https://lifeline.test/fixture/guide/reading.html</loc></url>",
            "  <url><loc>https://lifeline.test/fixture/</loc></url>",
            "  <url><loc>https://lifeline.test/fixture/rules.html</loc></url>",
        ] + Self.ruleAreas.sorted().map { "  <url><loc>https://lifeline.test/fixture/rules/\($0).html</loc></url>" } + [
            "  <url><loc>https://lifeline.test/fixture/scenarios/guide-reading-1.html</loc></url>",
            "  <url><loc>https://lifeline.test/fixture/scenarios/</loc></url>",
            "  <url><loc>https://lifeline.test/fixture/scenarios/launch.html</loc></url>",
        ])
        let search = try site.read("Output/assets/search-index.js")
        #expect(search.hasPrefix(#"window.lifelineSearchIndex = [{"kind":"page","text":"#))
        #expect(search.contains(#""title":"About","url":"about.html"}"#))
        #expect(search.contains(#"{"kind":"heading","page":"Reading","text":"#))
        #expect(search.contains(#""title":"Code","url":"guide/reading.html#code"}"#))
        // A scenario is found by its title, its steps and every callback it makes.
        #expect(search.contains(#""kind":"scenario","terms":"#))
        #expect(search.contains(#""title":"An inline launch","url":"scenarios/guide-reading-1.html"}"#))
        #expect(search.contains("viewDidLoad"))
        // The five sections every scenario page has are not indexed: they would all match.
        #expect(!search.contains("#trace"))
    }

    @Test("--base-url overrides the site settings")
    func baseURLOverride() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        var project = site.project
        project.baseURL = "https://docs.lifeline.test/x"
        try Lifeline.build(project) { _ in }
        #expect(try site.read("Output/sitemap.xml").contains("<loc>https://docs.lifeline.test/x/about.html</loc>"))
    }

    @Test("The 404 page links home relatively and is not in the sitemap or the search index")
    func notFoundPage() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        var project = site.project
        project.baseURL = "https://lifeline.test/fixture"
        try Lifeline.build(project) { _ in }
        #expect(try site.read("Output/404.html").contains(#"<p><a href="index.html">Go to the home page</a> or <a href="scenarios/index.html">browse the scenarios</a>.</p>"#))
        // A host serves it at any depth: a script gives it a <base> at the site's path first.
        let notFound = try site.read("Output/404.html")
        #expect(notFound.contains(#"var b = "/fixture/""#))
        // It marks no section of the sidebar as current.
        #expect(!notFound.contains("in-section") && !notFound.contains("aria-current"))
        #expect(try !site.read("Output/sitemap.xml").contains("404"))
        #expect(try !site.read("Output/assets/search-index.js").contains("404"))
    }
}
