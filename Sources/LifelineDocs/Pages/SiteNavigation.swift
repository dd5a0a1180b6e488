import StaticSite

/// The site's reading order, read off the plan: the listed pages in order (front matter's
/// `order`, then title; the home page first unless it has an order), then the section pages (the
/// scenario index), then the walked pages (the scenario pages). The sidebar lists the listed and
/// section pages; previous/next links walk the whole order.
struct SiteNavigation: Sendable {
    struct Entry: Equatable, Sendable {
        var title: String
        /// Relative to the site root.
        var path: String
        var inSidebar: Bool
    }

    /// The section a page the sidebar does not list belongs to (a scenario page: Scenarios).
    static let section = SitePage.scenarioIndex

    let entries: [Entry]
    /// The entries the sidebar lists, in order (kept, not filtered per page: a page asks).
    let sidebarEntries: [Entry]
    /// Each entry's place in `entries`, and each listed entry's in `sidebarEntries`, by path:
    /// a page's neighbours and marks are looked up, not searched (1,000 pages made it quadratic).
    private let positions: [String: Int]
    private let sidebarIndex: [String: Int]

    init(pages: [SitePage]) {
        let listed = pages.compactMap { page -> (order: Int, page: SitePage)? in
            if case .listed(let order) = page.place { (order, page) } else { nil }
        }.sorted { ($0.order, $0.page.title, $0.page.path) < ($1.order, $1.page.title, $1.page.path) }.map(\.page)
        func entries(_ place: SitePage.Place) -> [Entry] {
            pages.filter { $0.place == place }.map { Entry(title: $0.title, path: $0.path, inSidebar: place == .section) }
        }
        self.entries = listed.map { Entry(title: $0.title, path: $0.path, inSidebar: true) } + entries(.section) + entries(.walked)
        sidebarEntries = self.entries.filter(\.inSidebar)
        positions = Dictionary(self.entries.enumerated().map { ($1.path, $0) }) { first, _ in first }
        sidebarIndex = Dictionary(sidebarEntries.enumerated().map { ($1.path, $0) }) { first, _ in first }
    }


    /// Which of `sidebarEntries` is the page being read, and which the section it belongs to: a
    /// page the sidebar lists is its own section; a scenario page belongs to the scenarios; any
    /// other page (the 404 page) to none.
    func sidebarMarks(from page: String) -> (current: Int?, section: Int?) {
        if let index = sidebarIndex[page] { return (index, index) }
        guard positions[page] != nil else { return (nil, nil) }
        return (nil, sidebarIndex[Self.section.path])
    }

    func previous(of page: String) -> PageLink? { neighbour(of: page, offset: -1) }
    func next(of page: String) -> PageLink? { neighbour(of: page, offset: 1) }

    private func neighbour(of page: String, offset: Int) -> PageLink? {
        guard let index = positions[page], entries.indices.contains(index + offset) else { return nil }
        let entry = entries[index + offset]
        return PageLink(title: entry.title, href: RelativePath.link(from: page, to: entry.path))
    }
}

/// One entry of the sidebar.
struct NavigationItem {
    var title: String
    var href: String
    /// This is the page being read (`aria-current="page"`).
    var current: Bool
    /// The page being read belongs here (a scenario page under Scenarios).
    var inSection: Bool
}

/// A link with its text.
struct PageLink {
    var title: String
    var href: String
}
