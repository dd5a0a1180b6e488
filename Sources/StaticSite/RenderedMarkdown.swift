/// What `MarkdownRenderer` makes of a Markdown text: the HTML and what a site needs to know about it.
public struct RenderedMarkdown: Sendable, Equatable, Codable {
    /// A heading with the anchor it was given.
    public struct Heading: Sendable, Equatable, Codable {
        /// 1 for `#`, 2 for `##`, …
        public var level: Int
        /// The heading's text without markup.
        public var text: String
        /// The `id` the heading carries in the HTML.
        public var anchor: String
        /// 1-based line in the Markdown source.
        public var line: Int

        public init(level: Int, text: String, anchor: String, line: Int) {
            self.level = level
            self.text = text
            self.anchor = anchor
            self.line = line
        }
    }

    /// A link or image destination as it appears in the HTML, and where it was written.
    public struct Link: Sendable, Equatable, Codable {
        public var destination: String
        public var isImage: Bool
        /// 1-based line in the Markdown source.
        public var line: Int

        public init(destination: String, isImage: Bool, line: Int) {
            self.destination = destination
            self.isImage = isImage
            self.line = line
        }
    }

    public var html: String
    public var headings: [Heading]
    public var links: [Link]

    public init(html: String, headings: [Heading], links: [Link]) {
        self.html = html
        self.headings = headings
        self.links = links
    }
}
