import StaticSite

/// The sidebar's HTML for every page, made from items rendered once per build: each entry
/// through the `sidebar-item` template, per folder depth (its link depends on nothing else), in
/// its three states (plain; the section being read; the page being read). A page's sidebar is
/// those pieces joined, so a site of N pages renders 3·N items, not N·N: with every sidebar
/// listing every page, rendering them per page was 56 % of a 1,000-page build (perf).
struct Sidebar: Sendable {
    /// By folder depth, by entry: the item as plain, in-section and current HTML.
    private let items: [Int: [(plain: String, inSection: String, current: String)]]
    let navigation: SiteNavigation

    /// Renders the items for pages as deep as `pagePaths` go.
    init(navigation: SiteNavigation, templates: TemplateLibrary, pagePaths: [String]) throws {
        self.navigation = navigation
        var items: [Int: [(plain: String, inSection: String, current: String)]] = [:]
        for depth in Set(pagePaths.map(Self.depth)) {
            let page = String(repeating: "x/", count: depth) + "x.html"
            // Entries are independent: rendered on every core.
            items[depth] = try navigation.sidebarEntries.concurrentMap { entry in
                func render(current: Bool, inSection: Bool) throws -> String {
                    let item = NavigationItem(title: entry.title, href: RelativePath.link(from: page, to: entry.path), current: current, inSection: inSection)
                    var html = try templates.render("sidebar-item", item)
                    if html.hasSuffix("\n") { html.removeLast() }
                    return html
                }
                return (try render(current: false, inSection: false), try render(current: false, inSection: true), try render(current: true, inSection: true))
            }
        }
        self.items = items
    }

    /// The items of `page`'s sidebar, one per line; the page being read, or the section it
    /// belongs to, marked as the item template marks them.
    func html(from page: String) -> String {
        guard let pieces = items[Self.depth(page)] else { return "" }
        let (current, section) = navigation.sidebarMarks(from: page)
        return pieces.indices.map { index in
            index == current ? pieces[index].current : index == section ? pieces[index].inSection : pieces[index].plain
        }.joined(separator: "\n")
    }

    private static func depth(_ page: String) -> Int { page.split(separator: "/").count - 1 }
}
