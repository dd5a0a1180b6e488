import StaticSite

/// A link in a page that a Markdown template writes (`[{{text}}]({{{href}}})`): its text as the
/// reader sees it (the template escapes it), its destination ready to place between the
/// parentheses (relative to the page, percent-encoded, bracketed).
struct MarkdownLink: Sendable {
    var text: String
    var href: String
}

extension MarkdownLink {
    /// A link to the site's `target` from the page at `page`.
    init(_ text: String, to target: String, fragment: String? = nil, from page: String) {
        self.text = text
        href = MarkdownText.destination(RelativePath.link(from: page, to: target) + (fragment.map { "#" + $0 } ?? ""))
    }

    /// A link to another site.
    init(_ text: String, url: String) {
        self.text = text
        href = Self.destination(url)
    }

    /// `url` ready to place between a Markdown link's parentheses.
    static func destination(_ url: String) -> String { MarkdownText.destination(url) }
}

/// The first few of a list of links and how many there are, for a table cell
/// (`Templates/markdown-links.mustache`): `3: a, b, c, …`, or what to say when there are none.
struct MarkdownLinkList: Sendable {
    var count: Int
    /// Whether there is any link (Mustache renders a section of 0 as a section of anything).
    var listed: Bool
    var links: [MarkdownLink]
    var more: Bool
    /// Said instead of the list when it is empty.
    var none: String
}

extension MarkdownLinkList {
    /// The first `shown` of `items` as links (only those are made: a callback's list of
    /// scenarios has a hundred), and how many there are.
    init<Item>(_ items: [Item], showing shown: Int = 3, none: String, link: (Item) -> MarkdownLink) {
        count = items.count
        listed = !items.isEmpty
        links = items.prefix(shown).map(link)
        more = items.count > shown
        self.none = none
    }
}
