import StaticSite

/// The site's reading order: the Markdown pages in front-matter order (`order`, then title), then
/// the scenario index and the scenario pages. The sidebar lists the pages and the index;
/// previous/next links walk the whole order.
struct SiteNavigation {
    struct Entry: Equatable {
        var title: String
        /// Relative to the site root.
        var path: String
        var inSidebar: Bool
    }

    static let scenarioIndexPath = "scenarios/index.html"

    let entries: [Entry]

    init(pages: [SourcePage], scenarios: [(title: String, path: String)]) {
        let ordered = pages.sorted {
            ($0.frontMatter.order ?? Int.max, $0.title, $0.outputPath) < ($1.frontMatter.order ?? Int.max, $1.title, $1.outputPath)
        }
        entries = ordered.map { Entry(title: $0.title, path: $0.outputPath, inSidebar: true) }
            + [Entry(title: "Scenarios", path: Self.scenarioIndexPath, inSidebar: true)]
            + scenarios.map { Entry(title: $0.title, path: $0.path, inSidebar: false) }
    }

    /// The sidebar as seen from `page`; a scenario page marks the scenario index as current.
    func sidebar(from page: String) -> [NavigationItem] {
        // A page the sidebar lists is its own section; a scenario page belongs to the scenarios;
        // any other page (the 404 page) to none.
        let currentSection: String? = entries.contains { $0.path == page && $0.inSidebar } ? page
            : entries.contains { $0.path == page } ? Self.scenarioIndexPath : nil
        return entries.filter(\.inSidebar).map {
            NavigationItem(
                title: $0.title, href: RelativePath.link(from: page, to: $0.path),
                current: $0.path == page, inSection: $0.path == currentSection)
        }
    }

    func previous(of page: String) -> PageLink? { neighbour(of: page, offset: -1) }
    func next(of page: String) -> PageLink? { neighbour(of: page, offset: 1) }

    private func neighbour(of page: String, offset: Int) -> PageLink? {
        guard let index = entries.firstIndex(where: { $0.path == page }), entries.indices.contains(index + offset) else { return nil }
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
