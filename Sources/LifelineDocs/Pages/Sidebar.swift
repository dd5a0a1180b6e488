import StaticSite

/// The sidebar's HTML for every page, made from items rendered once per build: each entry
/// through the `sidebar-item` template, per folder depth (its link depends on nothing else), in
/// its three states (plain; the section being read; the page being read). A page's sidebar is
/// those pieces joined, so a site of N pages renders 3·N items, not N·N: with every sidebar
/// listing every page, rendering them per page was 56 % of a 1,000-page build (perf).
struct Sidebar: Sendable {
    /// By folder depth, by entry: the item as plain, in-section and current HTML.
    private let items: [Int: [(plain: String, inSection: String, current: String)]]
    /// By folder depth: every item plain, one per line, and where each item lies in that text.
    /// A page marks one item at most, so its sidebar is this text with that item replaced
    /// (joining a thousand items per page was a tenth of a 1,000-page build).
    private let plainLists: [Int: (text: String, ranges: [Range<String.Index>])]
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
        plainLists = items.mapValues { pieces in
            let text = pieces.map(\.plain).joined(separator: "\n")
            var ranges: [Range<String.Index>] = []
            var start = text.startIndex
            for piece in pieces {
                let end = text.utf8.index(start, offsetBy: piece.plain.utf8.count)
                ranges.append(start..<end)
                start = end < text.endIndex ? text.utf8.index(after: end) : end
            }
            return (text, ranges)
        }
    }

    /// The items of `page`'s sidebar, one per line; the page being read, or the section it
    /// belongs to, marked as the item template marks them.
    func html(from page: String) -> String {
        guard let pieces = items[Self.depth(page)], let list = plainLists[Self.depth(page)] else { return "" }
        let (current, section) = navigation.sidebarMarks(from: page)
        guard let marked = current ?? section, list.ranges.indices.contains(marked) else { return list.text }
        let item = marked == current ? pieces[marked].current : pieces[marked].inSection
        let range = list.ranges[marked]
        return String(list.text[..<range.lowerBound]) + item + list.text[range.upperBound...]
    }

    private static func depth(_ page: String) -> Int { page.split(separator: "/").count - 1 }
}
