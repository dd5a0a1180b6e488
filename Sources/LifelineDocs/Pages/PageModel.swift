/// What every page template sees (the layout's part); pre-rendered HTML goes through triple braces.
struct PageModel {
    var siteTitle: String
    var title: String
    /// The `<title>`: the page's title and the site's, or the site's alone on the home page.
    var documentTitle: String
    /// The page's description as its meta tags carry it: at most `metaDescriptionLength`
    /// characters (`metaDescription(_:)`).
    var description: String
    /// The prefix that leads back to the site root from this page (`""`, `"../"`).
    var root: String
    /// The sidebar's items, HTML (`Sidebar`: rendered once per build through `sidebar-item`).
    var sidebar: String
    /// The table of contents: the page's second- and third-level headings.
    var contents: [ContentsItem]
    var hasContents: Bool
    /// The most sections a page has without a table of contents.
    static let sectionsWithoutContents = 3
    var previous: PageLink?
    var next: PageLink?
    var hasNeighbours: Bool
    /// The page's first-level heading, HTML (the template puts the inline contents under it).
    var heading = ""
    /// The page's main content, HTML.
    var body: String
    /// Where the page's source can be edited (`edit-url` in site.yml), or nil: no link.
    var editURL: String?
    /// The 404 page's base path: a host serves that page at any depth (`/a/b/c.html`), so its
    /// relative links need a `<base>`, which a small script writes when the page is not at the
    /// root. Nil on every other page.
    var notFoundBase: String?
    /// A draft page, published only in `lifeline serve --drafts`: the template shows a badge.
    var draft = false
    var scenario: ScenarioPageModel?
    var scenarioIndex: ScenarioIndexModel?

    init(
        site: String, title: String, description: String, path: String, sidebar: Sidebar,
        contents: [ContentsItem] = [], body: String = ""
    ) {
        siteTitle = site
        self.title = title
        documentTitle = path == SitePage.Kind.home.path || title == site ? site : "\(title) — \(site)"
        self.description = Self.metaDescription(description)
        root = RelativePath.root(from: path)
        self.sidebar = sidebar.html(from: path)
        self.contents = contents
        // A page of three sections or fewer (a device log's page, a reproduction's) is short
        // enough to read without a table of contents, which every page wrote twice (beside the
        // text, and folded for a phone).
        hasContents = contents.count > Self.sectionsWithoutContents
        previous = sidebar.navigation.previous(of: path)
        next = sidebar.navigation.next(of: path)
        hasNeighbours = previous != nil || next != nil
        self.body = body
    }
}

extension PageModel {
    /// Search engines show about 160 characters of a description and link previews about 200 to
    /// 300; a scenario's whole description (600 characters and more) was written into every
    /// scenario page's head twice, `description` and `og:description`, beside the same text in the
    /// page itself.
    static let metaDescriptionLength = 300

    /// `text` whole if it is short enough; otherwise cut at the last space that keeps it within
    /// `metaDescriptionLength` characters, its trailing punctuation dropped, and an ellipsis added.
    ///
    /// Counts no further than the limit and trims in place: counting a whole description and
    /// trimming it through two reversals into an array of Characters took 285,000 instructions a
    /// scenario page (callgrind), a fifteenth of its render.
    static func metaDescription(_ text: String) -> String {
        // No more bytes than the limit is no more characters; else past the limit's character?
        guard text.utf8.count > metaDescriptionLength,
            let limit = text.index(text.startIndex, offsetBy: metaDescriptionLength, limitedBy: text.endIndex), limit < text.endIndex
        else { return text }
        let kept = text[..<text.index(before: limit)]
        let cut = kept.lastIndex(of: " ").map { kept[..<$0] } ?? kept
        var end = cut.endIndex
        while end > cut.startIndex {
            let last = cut.index(before: end)
            guard cut[last].isPunctuation || cut[last].isWhitespace else { break }
            end = last
        }
        return String(cut[..<end]) + "…"
    }
}

/// One line of a page's table of contents.
struct ContentsItem {
    var text: String
    var href: String
    /// A third-level heading, indented under the one before.
    var nested: Bool
}
