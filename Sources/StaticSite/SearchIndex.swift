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

    /// The index of `entries`, as a page's were made and kept between builds.
    public init(entries: [Entry]) { self.entries = entries }

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

    /// The entries as the script spells them, marked as reference entries when `reference` is
    /// true, without the array's brackets: one page's part of the script, made once with the page
    /// and kept with it between builds (`PageStore`), so that a build joins parts instead of
    /// encoding (and decoding) every page's entries again. Empty when there are none.
    public func encodedEntries(reference: Bool = false) throws -> Data {
        guard !entries.isEmpty else { return Data() }
        var marked = self
        if reference { marked = SearchIndex(); marked.append(contentsOf: self, reference: true) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // `[a,b]` without its brackets: parts joined by commas spell the array of them all.
        return try encoder.encode(marked.entries).dropFirst().dropLast()
    }

    /// The script: `window.NAME = […];` with sorted keys, so the bytes are stable.
    public func script(variable: String) throws -> Data {
        Self.script(encodedParts: [try encodedEntries()], variable: variable)
    }

    /// The script of parts made by `encodedEntries`, in order: the bytes of one index holding
    /// every part's entries.
    public static func script(encodedParts: [Data], variable: String) -> Data {
        // Written once, into the buffer returned: the JSON, the escaped copy and the Data made of
        // it were three copies of 3 MB, and a page fault for each of their fresh pages (perf).
        let prefix = Array("window.\(variable) = [".utf8)
        var script = Data(capacity: encodedParts.reduce(prefix.count + 3) { $0 + $1.count + 1 } + 64)
        script.append(contentsOf: prefix)
        var first = true
        for part in encodedParts where !part.isEmpty {
            if !first { script.append(UInt8(ascii: ",")) }
            first = false
            // JSON inside a script: `</` would end the element if the file were ever inlined. A
            // part starts after `[` or `,` and ends before `,` or `]`, so a part at a time finds
            // every `</`. Copied a run at a time between the `<` found by memchr: a byte at a
            // time, the copy was 1.5 % of a one-scenario edit (callgrind).
            part.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                guard let base = bytes.baseAddress else { return }
                var start = 0
                while start < bytes.count, let found = memchr(base + start, Int32(UInt8(ascii: "<")), bytes.count - start) {
                    let less = UnsafeRawPointer(found) - base
                    script.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start...less]))
                    if less + 1 < bytes.count, bytes[less + 1] == UInt8(ascii: "/") { script.append(UInt8(ascii: "\\")) }
                    start = less + 1
                }
                script.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start...]))
            }
        }
        script.append(contentsOf: Array("];\n".utf8))
        return script
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
            guard let start = CharacterSearch.firstRange(of: " id=\"\(anchor)\"", in: rest) else { texts.append(""); continue }
            // The heading's own text is the entry's title: its section starts after the heading.
            let headingStart = CharacterSearch.lastRange(of: "<h", in: rest[..<start.lowerBound])?.lowerBound ?? start.lowerBound
            texts.append(plainText(rest[..<headingStart]))
            let afterHeading = CharacterSearch.firstRange(of: "</h", in: rest[start.upperBound...])
                .flatMap { close in CharacterSearch.firstRange(of: ">", in: rest[close.upperBound...]) }?.upperBound ?? start.upperBound
            rest = rest[afterHeading...]
        }
        texts.append(plainText(rest))
        return texts
    }

    /// `html` without the headings' `<a class="anchor" …>#</a>` links. A plain search (the
    /// standard library's, not Foundation's, which bridged each search to NSString): the regular
    /// expression it replaces cost a tenth of a warm build (perf).
    static func removingAnchorLinks(_ html: String) -> String {
        var result = "", rest = Substring(html)
        while let open = CharacterSearch.firstRange(of: "<a class=\"anchor\"", in: rest) {
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
        while let open = CharacterSearch.firstRange(of: "<h1", in: rest) {
            let next = rest[open.upperBound...].first
            if next == " " || next == ">", let close = CharacterSearch.firstRange(of: "</h1>", in: rest[open.upperBound...]),
               !rest[open.upperBound..<close.lowerBound].contains("\n") {
                return open.lowerBound..<close.upperBound
            }
            rest = rest[open.upperBound...]
        }
        return nil
    }

    /// HTML as the words a reader sees: tags dropped (a block tag leaves a space), the five
    /// entities cmark-gfm writes decoded, white space (Unicode's, as `Character.isWhitespace`)
    /// collapsed to one space. One pass over the UTF-8 bytes: character by character, and then
    /// Foundation's replacing and splitting, it was the slowest part of a page (perf).
    static func plainText(_ html: Substring) -> String {
        // Read where the page's text keeps its bytes: copied into an array first, a byte at a
        // time through the generic sequence copy, a section cost more than reading it (callgrind).
        let text = html.utf8.withContiguousStorageIfAvailable(plainBytes) ?? Array(html.utf8).withUnsafeBufferPointer(plainBytes)
        return String(decoding: text, as: UTF8.self)
    }

    /// `plainText`'s one pass, over the HTML's UTF-8 bytes.
    private static func plainBytes(_ buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        // The text and its pending space are this function's own: captured by a closure, each
        // byte appended paid two exclusivity checks (callgrind).
        var text: [UInt8] = []
        text.reserveCapacity(buffer.count)
        guard let base = buffer.baseAddress else { return text }
        var pendingSpace = false
        var index = 0
        while index < buffer.count {
            let byte = buffer[index]
            var kept = byte
            if byte == UInt8(ascii: "<") {
                // A tag runs to its first `>` (found by memchr: its attributes were most of
                // the bytes, copied one by one, perf); a tag never closed runs to the end.
                let start = index + 1
                guard let found = memchr(base + start, Int32(UInt8(ascii: ">")), buffer.count - start) else { break }
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                // A block ends a word; an inline tag (code, em, a) sits inside a sentence.
                if isBlockTag(UnsafeBufferPointer(rebasing: buffer[start..<end])) { pendingSpace = true }
                index = end + 1
                continue
            } else if let length = whitespaceLength(buffer, at: index) {
                pendingSpace = true
                index += length
                continue
            } else if byte == UInt8(ascii: "&"), let (entity, character) = entities.first(where: { buffer[(index + 1)...].starts(with: $0.name) }) {
                kept = character
                index += 1 + entity.count
            } else {
                index += 1
            }
            if pendingSpace, !text.isEmpty { text.append(UInt8(ascii: " ")) }
            pendingSpace = false
            text.append(kept)
        }
        return text
    }

    /// The entities cmark-gfm writes, after their `&`.
    private static let entities: [(name: [UInt8], character: UInt8)] = [
        ("lt;", "<"), ("gt;", ">"), ("quot;", "\""), ("#39;", "'"), ("amp;", "&"),
    ].map { (Array($0.0.utf8), UInt8(ascii: $0.1)) }

    /// The length in bytes of the white space character at `index`, if one is there: ASCII's
    /// tab, line feed, vertical tab, form feed, carriage return and space, and the others Unicode
    /// calls white space (U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000).
    private static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
        guard byte >= 0xC2, index + 1 < bytes.count else { return nil }
        let second = bytes[index + 1]
        if byte == 0xC2 { return second == 0x85 || second == 0xA0 ? 2 : nil }
        guard index + 2 < bytes.count else { return nil }
        let third = bytes[index + 2]
        switch (byte, second) {
        case (0xE1, 0x9A): return third == 0x80 ? 3 : nil
        case (0xE2, 0x80): return (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : nil
        case (0xE2, 0x81): return third == 0x9F ? 3 : nil
        case (0xE3, 0x80): return third == 0x80 ? 3 : nil
        default: return nil
        }
    }

    /// Tags (opening or closing, after the `<`) that end a run of text.
    private static let blockTags = [
        "p", "/p", "li", "/li", "h", "/h", "td", "/td", "th", "/th", "tr", "br", "div", "/div", "pre", "/pre",
        "ul", "/ul", "ol", "/ol", "blockquote", "/blockquote", "figure", "/figure", "figcaption", "/figcaption", "table", "/table",
    ].map { Array($0.utf8) }

    /// Whether a tag's text (after its `<`) starts, in lower case, with a block tag's.
    private static func isBlockTag(_ tag: UnsafeBufferPointer<UInt8>) -> Bool {
        blockTags.contains { block in
            block.count <= tag.count && block.indices.allSatisfy { at in
                let byte = tag[at]
                return (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) == block[at]
            }
        }
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
