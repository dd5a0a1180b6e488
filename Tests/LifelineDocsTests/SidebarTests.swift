import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// The sidebar is rendered once per build, item by item, and joined per page: each page must get
/// exactly what rendering its own list would give — its own link marked current, a scenario page
/// under Scenarios, links relative to its folder.
@Suite struct SidebarTests {
    static let item = #"<li{{#inSection}} class="in-section"{{/inSection}}><a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a></li>"#

    static func sidebar(scenarios: [(title: String, path: String)], pagePaths: [String], item: String = item) throws -> Sidebar {
        try sidebarAndTemplates(scenarios: scenarios, pagePaths: pagePaths, item: item).sidebar
    }

    static func sidebarAndTemplates(scenarios: [(title: String, path: String)], pagePaths: [String], item: String = item) throws -> (sidebar: Sidebar, templates: TemplateLibrary) {
        let folder = try TemporaryFolder(prefix: "lifeline-sidebar")
        defer { folder.remove() }
        try folder.write("sidebar-item.mustache", item + "\n")
        let templates = try TemplateLibrary(directory: folder.url, displayPath: "Templates")
        // The navigation reads a page's place, not its kind: a scenario page is walked, not listed.
        let walked = try scenarios.map { scenario in
            SitePage(
                model: .markdown(try SourcePage(path: scenario.path, outputPath: scenario.path, frontMatter: FrontMatter(), body: "", bodyLine: 1, inlineIDPrefix: "p")),
                title: scenario.title, place: .walked)
        }
        return (try Sidebar(navigation: SiteNavigation(pages: [.scenarioIndex] + walked), templates: templates, pagePaths: pagePaths), templates)
    }

    @Test("Each item is what Mustache renders for it, hostile titles too, whatever the theme's item does; one that transforms a value is rendered item by item", arguments: [
        item,
        #"<li>{{#current}}<b>{{{title}}}</b>{{/current}}{{^current}}<a href="{{{href}}}">{{title}}</a>{{#inSection}} *{{/inSection}}{{/current}}</li>"#,
        #"<li><a href="{{href}}">{{uppercased(title)}}</a>{{#current}} ({{reversed(href)}}){{/current}}</li>"#,
    ])
    func itemsAsMustacheRendersThem(item: String) throws {
        let folder = try TemporaryFolder(prefix: "lifeline-sidebar")
        defer { folder.remove() }
        try folder.write("sidebar-item.mustache", item + "\n")
        let templates = try TemplateLibrary(directory: folder.url, displayPath: "Templates")
        // A combining mark after `<` makes one Character of them, which Mustache leaves as is.
        let titles = [#"A<b> & "c" 'd'"#, "e<\u{301}f", "Plain"]
        let pages = try titles.enumerated().map { number, title in
            SitePage.markdown(try SourcePage(
                path: "Content/p\(number).md", outputPath: number == 2 ? "guide/p\(number).html" : "p\(number).html",
                frontMatter: FrontMatter(title: title, order: number), body: "", bodyLine: 1, inlineIDPrefix: "p"))
        }
        let navigation = SiteNavigation(pages: pages + [.scenarioIndex])
        let pagePaths = ["p0.html", "guide/p2.html", "scenarios/index.html"]
        let sidebar = try Sidebar(navigation: navigation, templates: templates, pagePaths: pagePaths)
        for page in pagePaths {
            let (current, section) = navigation.sidebarMarks(from: page)
            let expected = try navigation.sidebarEntries.enumerated().map { index, entry in
                var html = try templates.render("sidebar-item", NavigationItem(
                    title: entry.title, href: RelativePath.link(from: page, to: entry.path), current: index == current, inSection: index == current || index == section))
                if html.hasSuffix("\n") { html.removeLast() }
                return html
            }.joined(separator: "\n")
            #expect(sidebar.html(from: page) == expected, "\(page)")
        }
    }

    @Test("Each page's sidebar: its own item current, a scenario page under Scenarios, the 404 page marking nothing")
    func marks() throws {
        let sidebar = try Self.sidebar(scenarios: [("Launch", "scenarios/launch.html")], pagePaths: ["index.html", "scenarios/launch.html"])
        #expect(sidebar.html(from: "scenarios/index.html")
            == #"<li class="in-section"><a href="../scenarios/index.html" aria-current="page">Scenarios</a></li>"#)
        #expect(sidebar.html(from: "scenarios/launch.html") == #"<li class="in-section"><a href="../scenarios/index.html">Scenarios</a></li>"#)
        #expect(sidebar.html(from: "404.html") == #"<li><a href="scenarios/index.html">Scenarios</a></li>"#)
        // A depth no page was declared at has no items: every page is declared up front.
        #expect(sidebar.html(from: "a/b/c.html") == "")
    }

    /// A sidebar over `count` listed pages `p1.html` … (titles `P1` …) and the scenario index.
    static func large(_ count: Int, pagePaths: [String]) throws -> Sidebar {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-sidebar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((item + "\n").utf8).write(to: folder.appendingPathComponent("sidebar-item.mustache"))
        let templates = try TemplateLibrary(directory: folder, displayPath: "Templates")
        let pages = try (1...count).map { number in
            SitePage.markdown(try SourcePage(
                path: "Content/p\(number).md", outputPath: "p\(number).html", frontMatter: FrontMatter(title: "P\(number)", order: number),
                body: "", bodyLine: 1, inlineIDPrefix: "p"))
        }
        return try Sidebar(navigation: SiteNavigation(pages: pages + [.scenarioIndex]), templates: templates, pagePaths: pagePaths)
    }

    @Test("Up to the limit every page lists every entry; beyond it a page lists the first, the last and those around its own, and loads the shared list")
    func window() throws {
        let small = try Self.large(Sidebar.inlineLimit - 1, pagePaths: ["p1.html"])
        #expect(small.html(from: "p1.html").split(separator: "\n").count == Sidebar.inlineLimit)
        #expect(try small.script() == nil)

        let count = Sidebar.inlineLimit * 2
        let large = try Self.large(count, pagePaths: ["p1.html", "guide/x.html"])
        func item(_ number: Int, from root: String = "") -> String { #"<li><a href="\#(root)p\#(number).html">P\#(number)</a></li>"# }
        let last = #"<li><a href="scenarios/index.html">Scenarios</a></li>"#
        let script = #"<script src="assets/navigation.js" defer></script>"#
        // The page being read, 10 entries each side, the first and the last.
        let middle = 100
        let expected = [item(1)] + (middle - 10...middle + 10).map { $0 == middle ? #"<li class="in-section"><a href="p100.html" aria-current="page">P100</a></li>"# : item($0) } + [last, script]
        #expect(large.html(from: "p100.html") == expected.joined(separator: "\n"))
        // At the start: no entry twice.
        #expect(large.html(from: "p1.html").split(separator: "\n").count == 11 + 2)
        // From a folder: links and the script from that folder.
        #expect(large.html(from: "guide/x.html").hasSuffix(#"<li><a href="../scenarios/index.html">Scenarios</a></li>"# + "\n" + #"<script src="../assets/navigation.js" defer></script>"#))
        // The shared list: every entry, unmarked, links from the root.
        let shared = String(decoding: try #require(try large.script()), as: UTF8.self)
        let list = ((1...count).map { item($0) } + [last]).joined(separator: "\n")
        let encoded = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
        #expect(shared.contains("all.innerHTML = " + encoded + ";"))
    }
}
