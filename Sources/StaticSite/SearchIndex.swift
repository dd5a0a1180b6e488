import Foundation

/// A small static index of page titles and headings, written as a script that a page loads with
/// a `<script>` tag (a `fetch` of a JSON file is refused under `file://`). Its content is JSON.
public struct SearchIndex: Sendable {
    public struct Entry: Codable, Sendable, Equatable {
        /// The page or heading text.
        public var title: String
        /// The page's title when the entry is a heading; nil for the page itself.
        public var page: String?
        /// Relative to the site root: `loading.html#overriding-loadview`.
        public var url: String

        public init(title: String, page: String? = nil, url: String) {
            self.title = title
            self.page = page
            self.url = url
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Adds a page and those of its headings worth finding (the page's own title heading excluded).
    public mutating func add(title: String, url: String, headings: [RenderedMarkdown.Heading] = []) {
        entries.append(Entry(title: title, url: url))
        for heading in headings where heading.level >= 2 {
            entries.append(Entry(title: heading.text, page: title, url: "\(url)#\(heading.anchor)"))
        }
    }

    /// The script: `window.NAME = […];` with sorted keys, so the bytes are stable.
    public func script(variable: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(entries), as: UTF8.self)
        // JSON inside a script: `</` would end the element if the file were ever inlined.
        return Data("window.\(variable) = \(json.replacingOccurrences(of: "</", with: "<\\/"));\n".utf8)
    }
}
