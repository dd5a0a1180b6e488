import Foundation

/// A static full-text index, written as a script that a page loads with a `<script>` tag (a
/// `fetch` of a JSON file is refused under `file://`). Its content is JSON: one entry per page,
/// per heading (with the text of its section) and per scenario (its steps and the callbacks it
/// makes), which the search box ranks in the browser: a title naming the word searched for first,
/// the guide's pages before scenarios before the reference pages, then titles, headings, text.
public struct SearchIndex: Sendable {
    /// What a hit is, as the search box says it.
    public enum Kind: String, Codable, Sendable {
        case page, heading, scenario
    }

    public struct Entry: Codable, Sendable, Equatable {
        /// The page, heading or scenario title.
        public var title: String
        /// The page's title when the entry is a heading; nil otherwise.
        public var page: String?
        /// Relative to the site root: `loading.html#overriding-loadview`.
        public var url: String
        public var kind: Kind
        /// The plain text under the title (a page's introduction, a section, a scenario's steps).
        public var text: String?
        /// Names the entry shows without spelling them in its text: the callbacks of a scenario,
        /// or of the diagrams drawn in a page, separated by spaces.
        public var terms: String?
        /// True for a reference page (rules, evidence, coverage, a device log) and its headings:
        /// ranked after the guide's pages and the scenarios. Nil (left out of the JSON) otherwise.
        public var reference: Bool?

        public init(title: String, page: String? = nil, url: String, kind: Kind, text: String? = nil, terms: String? = nil, reference: Bool? = nil) {
            self.title = title
            self.page = page
            self.url = url
            self.kind = kind
            self.text = text
            self.terms = terms
            self.reference = reference
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Adds a page and those of its headings worth finding (the page's own title heading
    /// excluded); with the page's `html`, each entry gets the text of its part of the page.
    /// With `sectionTexts` false, the headings are found by their names alone (a page that lists
    /// other pages, each of which is indexed itself).
    public mutating func add(
        title: String, url: String, headings: [RenderedMarkdown.Heading] = [], html: String? = nil, terms: [String] = [],
        sectionTexts: Bool = true
    ) {
        let findable = headings.filter { $0.level >= 2 }
        let texts = html.map { Self.sectionTexts($0, at: findable.map(\.anchor)) }
        entries.append(Entry(title: title, url: url, kind: .page, text: texts?.first?.nonEmpty, terms: Self.joined(terms)))
        for (offset, heading) in findable.enumerated() {
            let text = sectionTexts ? texts.map { $0[offset + 1] }?.nonEmpty : nil
            entries.append(Entry(title: heading.text, page: title, url: "\(url)#\(heading.anchor)", kind: .heading, text: text))
        }
    }

    /// Adds every entry of `other` (a page's entries, made once and kept between builds), marked
    /// as reference entries when `reference` is true.
    public mutating func append(contentsOf other: SearchIndex, reference: Bool = false) {
        entries += reference ? other.entries.map { entry in
            var entry = entry
            entry.reference = true
            return entry
        } : other.entries
    }

    /// Adds a page found by a summary of it (plain text), not by its body.
    public mutating func addSummary(title: String, url: String, text: String, terms: [String]) {
        entries.append(Entry(title: title, url: url, kind: .page, text: text.nonEmpty, terms: Self.joined(terms)))
    }

    /// Adds a scenario's page: its title, its description and steps as text, its callbacks as terms.
    public mutating func addScenario(title: String, url: String, text: String, callbacks: [String]) {
        entries.append(Entry(title: title, url: url, kind: .scenario, text: text.nonEmpty, terms: Self.joined(callbacks)))
    }

    /// The script: `window.NAME = […];` with sorted keys, so the bytes are stable.
    public func script(variable: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(entries)
        // JSON inside a script: `</` would end the element if the file were ever inlined. Byte by
        // byte: through NSString it was a twelfth of a one-page rebuild under `serve` (perf).
        var script = Array("window.\(variable) = ".utf8)
        script.reserveCapacity(json.count + 64)
        json.withUnsafeBytes { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: "<"), byte == UInt8(ascii: "/") { script.append(UInt8(ascii: "\\")) }
                script.append(byte)
                previous = byte
            }
        }
        script += Array(";\n".utf8)
        return Data(script)
    }

    /// Unique names in first-seen order, separated by spaces; nil when there are none.
    private static func joined(_ terms: [String]) -> String? {
        var seen = Set<String>()
        return terms.filter { seen.insert($0).inserted }.joined(separator: " ").nonEmpty
    }

    /// The plain text before the first of `anchors`' headings, then under each: `anchors.count + 1` texts.
    static func sectionTexts(_ html: String, at anchors: [String]) -> [String] {
        var texts: [String] = []
        // The page's title is the page entry's title, and a heading's `#` link is no text.
        var html = removingAnchorLinks(html)
        if let title = firstTitleHeading(in: html) { html.removeSubrange(title) }
        var rest = Substring(html)
        for anchor in anchors {
            guard let start = rest.range(of: " id=\"\(anchor)\"") else { texts.append(""); continue }
            // The heading's own text is the entry's title: its section starts after the heading.
            let headingStart = rest[..<start.lowerBound].range(of: "<h", options: .backwards)?.lowerBound ?? start.lowerBound
            texts.append(plainText(rest[..<headingStart]))
            let afterHeading = rest[start.upperBound...].range(of: "</h")
                .flatMap { close in rest[close.upperBound...].range(of: ">") }?.upperBound ?? start.upperBound
            rest = rest[afterHeading...]
        }
        texts.append(plainText(rest))
        return texts
    }

    /// `html` without the headings' `<a class="anchor" …>#</a>` links. A plain search: the regular
    /// expression it replaces cost a tenth of a warm build (perf).
    static func removingAnchorLinks(_ html: String) -> String {
        var result = "", rest = Substring(html)
        while let open = rest.range(of: "<a class=\"anchor\"") {
            guard let end = rest[open.upperBound...].firstIndex(of: ">"), rest[end...].hasPrefix(">#</a>") else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            result += rest[..<open.lowerBound]
            rest = rest[rest.index(end, offsetBy: 6)...]
        }
        return result + rest
    }

    /// The first `<h1 …>…</h1>` (or `<h1>`) on one line.
    static func firstTitleHeading(in html: String) -> Range<String.Index>? {
        var rest = Substring(html)
        while let open = rest.range(of: "<h1") {
            let next = rest[open.upperBound...].first
            if next == " " || next == ">", let close = rest[open.upperBound...].range(of: "</h1>"),
               !rest[open.upperBound..<close.lowerBound].contains("\n") {
                return open.lowerBound..<close.upperBound
            }
            rest = rest[open.upperBound...]
        }
        return nil
    }

    /// HTML as the words a reader sees: tags dropped (a block tag leaves a space), the five
    /// entities cmark-gfm writes decoded, white space collapsed. Read as UTF-8 bytes: character
    /// by character it was the slowest part of a page (perf).
    static func plainText(_ html: Substring) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(html.utf8.count)
        var tag: [UInt8]?
        for byte in html.utf8 {
            if tag != nil {
                if byte == UInt8(ascii: ">") {
                    // A block ends a word; an inline tag (code, em, a) sits inside a sentence.
                    if let name = tag, blockTags.contains(where: { name.starts(with: $0) }) { text.append(UInt8(ascii: " ")) }
                    tag = nil
                } else {
                    tag!.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
                }
            } else if byte == UInt8(ascii: "<") {
                tag = []
            } else {
                text.append(byte)
            }
        }
        var decoded = String(decoding: text, as: UTF8.self)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] where decoded.contains(entity) {
            decoded = decoded.replacingOccurrences(of: entity, with: character)
        }
        return decoded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Tags (opening or closing, after the `<`) that end a run of text.
    private static let blockTags = [
        "p", "/p", "li", "/li", "h", "/h", "td", "/td", "th", "/th", "tr", "br", "div", "/div", "pre", "/pre",
        "ul", "/ul", "ol", "/ol", "blockquote", "/blockquote", "figure", "/figure", "figcaption", "/figcaption", "table", "/table",
    ].map { Array($0.utf8) }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
