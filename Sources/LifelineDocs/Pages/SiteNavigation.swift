import StaticSite

/// The site's reading order: the Markdown pages in front-matter order (`order`, then title; the
/// home page first unless it has an order), then
/// the scenario index and the scenario pages. The sidebar lists the pages and the index;
/// previous/next links walk the whole order.
struct SiteNavigation: Sendable {
    struct Entry: Equatable, Sendable {
        var title: String
        /// Relative to the site root.
        var path: String
        var inSidebar: Bool
    }

    static let scenarioIndexPath = "scenarios/index.html"

    let entries: [Entry]
    /// Each entry's place in `entries`, and each listed entry's in `sidebarEntries`, by path:
    /// a page's neighbours and marks are looked up, not searched (1,000 pages made it quadratic).
    private let positions: [String: Int]
    private let sidebarIndex: [String: Int]

    init(pages: [SourcePage], scenarios: [(title: String, path: String)]) {
        // The home page comes first unless its front matter gives it an order.
        func order(_ page: SourcePage) -> Int { page.frontMatter.order ?? (page.outputPath == "index.html" ? Int.min : Int.max) }
        let ordered = pages.sorted {
            (order($0), $0.title, $0.outputPath) < (order($1), $1.title, $1.outputPath)
        }
        entries = ordered.map { Entry(title: $0.title, path: $0.outputPath, inSidebar: true) }
            + [Entry(title: "Scenarios", path: Self.scenarioIndexPath, inSidebar: true)]
            + scenarios.map { Entry(title: $0.title, path: $0.path, inSidebar: false) }
        positions = Dictionary(entries.enumerated().map { ($1.path, $0) }) { first, _ in first }
        sidebarIndex = Dictionary(entries.filter(\.inSidebar).enumerated().map { ($1.path, $0) }) { first, _ in first }
    }

    /// The entries the sidebar lists, in order.
    var sidebarEntries: [Entry] { entries.filter(\.inSidebar) }

    /// Which of `sidebarEntries` is the page being read, and which the section it belongs to: a
    /// page the sidebar lists is its own section; a scenario page belongs to the scenarios; any
    /// other page (the 404 page) to none.
    func sidebarMarks(from page: String) -> (current: Int?, section: Int?) {
        if let index = sidebarIndex[page] { return (index, index) }
        guard positions[page] != nil else { return (nil, nil) }
        return (nil, sidebarIndex[Self.scenarioIndexPath])
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
