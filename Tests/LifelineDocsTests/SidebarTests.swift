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

    static func sidebar(scenarios: [(title: String, path: String)], pagePaths: [String]) throws -> Sidebar {
        let folder = try TemporaryFolder(prefix: "lifeline-sidebar")
        defer { folder.remove() }
        try folder.write("sidebar-item.mustache", item + "\n")
        let templates = try TemplateLibrary(directory: folder.url, displayPath: "Templates")
        return try Sidebar(navigation: SiteNavigation(pages: [], scenarios: scenarios), templates: templates, pagePaths: pagePaths)
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
