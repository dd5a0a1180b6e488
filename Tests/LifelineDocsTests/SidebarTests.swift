import Foundation
@testable import LifelineDocs
import StaticSite
import Testing

/// The sidebar is rendered once per build, item by item, and joined per page: each page must get
/// exactly what rendering its own list would give — its own link marked current, a scenario page
/// under Scenarios, links relative to its folder.
@Suite struct SidebarTests {
    static let item = #"<li{{#inSection}} class="in-section"{{/inSection}}><a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a></li>"#

    static func sidebar(scenarios: [(title: String, path: String)], pagePaths: [String]) throws -> Sidebar {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-sidebar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((item + "\n").utf8).write(to: folder.appendingPathComponent("sidebar-item.mustache"))
        let templates = try TemplateLibrary(directory: folder, displayPath: "Templates")
        // The navigation reads a page's place, not its kind: a scenario page is walked, not listed.
        let walked = scenarios.map { scenario in
            SitePage(
                model: .markdown(SourcePage(path: scenario.path, outputPath: scenario.path, frontMatter: FrontMatter(), body: "", bodyLine: 1, diagramBlocks: [])),
                title: scenario.title, place: .walked)
        }
        return try Sidebar(navigation: SiteNavigation(pages: [.scenarioIndex] + walked), templates: templates, pagePaths: pagePaths)
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
}
