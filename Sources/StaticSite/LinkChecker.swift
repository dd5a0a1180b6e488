import Foundation

/// Checks the links of a whole site before it is written: every relative `href` and `src` in
/// every HTML page must name a file of the site, and a `#fragment` an `id` in that page.
/// Absolute paths (`/x`) are refused too: they break under `file://` and on a sub-path.
/// External links (with a scheme) are not fetched.
public struct LinkChecker: Sendable {
    /// A link that leads nowhere: the page it is on, what it says, and why it fails.
    public struct BrokenLink: Sendable, Equatable, CustomStringConvertible {
        public var page: String
        public var destination: String
        public var reason: String

        public init(page: String, destination: String, reason: String) {
            self.page = page
            self.destination = destination
            self.reason = reason
        }

        public var description: String { "\(page): '\(destination)' \(reason)" }
    }

    /// What a page holds, read once per page: its ids and the destinations of its links.
    public struct PageScan: Sendable {
        /// The page's bytes, kept where a later check compares them (`serve`); nil for a page
        /// scanned as it was written out.
        var html: Data?
        private var storage: Storage
        /// The page's share of `LinkChecker.surface` (`surfaceTerm(path:ids:)`), when it was kept
        /// with the scan: a kept page's ids need not be read to know the surface.
        public private(set) var surfaceTerm: UInt64?

        /// A scan's ids and destinations: as read, or as a kept record holds them, read when
        /// asked. A one-scenario edit keeps 452 pages; turning their 40,000 ids and links into
        /// strings, for a check that reads the links of nine, was 3 % of it (callgrind).
        private enum Storage: Sendable {
            case read(ids: Set<String>, destinations: [String])
            case packed(Data, ids: [Range<Int>], destinations: [Range<Int>])
        }

        public var ids: Set<String> {
            switch storage {
            case .read(let ids, _): return ids
            case .packed(let data, let ranges, _): return Set(Self.texts(data, ranges))
            }
        }

        public var destinations: [String] {
            switch storage {
            case .read(_, let destinations): return destinations
            case .packed(let data, _, let ranges): return Self.texts(data, ranges)
            }
        }

        /// A page's scan as a build kept it (`PageStore`), without the page's bytes.
        public init(ids: Set<String>, destinations: [String]) {
            storage = .read(ids: ids, destinations: destinations)
        }

        /// A page's scan as a build kept it, read from `record` only when asked: its ids and
        /// destinations are the bytes of `record` at those ranges, `surfaceTerm` their share.
        public init(record: Data, ids: [Range<Int>], destinations: [Range<Int>], surfaceTerm: UInt64) {
            storage = .packed(record, ids: ids, destinations: destinations)
            self.surfaceTerm = surfaceTerm
        }

        /// Reads `html`'s ids and link destinations; keeps its bytes if asked.
        public init(_ html: Data, keepingBytes: Bool) {
            let found = LinkChecker.attributes(in: html)
            self.html = keepingBytes ? html : nil
            storage = .read(ids: Set(found.ids), destinations: found.hrefs + found.srcs)
        }

        private static func texts(_ data: Data, _ ranges: [Range<Int>]) -> [String] {
            data.withUnsafeBytes { bytes in
                ranges.map { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
            }
        }
    }

    /// How many cores read pages at once (`--jobs`).
    public var lanes: Int

    public init(lanes: Int = .max) { self.lanes = lanes }

    /// The broken links in `files` (site-relative path → bytes), page by page in path order.
    public func check(_ files: [String: Data]) -> [BrokenLink] {
        var scans: [String: PageScan] = [:]
        return check(files, keeping: &scans)
    }

    /// The same, with the last check's scans by path (`serve` keeps them): a page with the same
    /// bytes is not read again. `scans` becomes this check's.
    public func check(_ files: [String: Data], keeping scans: inout [String: PageScan]) -> [BrokenLink] {
        // Pages are read on every lane; each is read alone.
        let kept = scans
        let read = files.filter { $0.key.hasSuffix(".html") }.map { ($0.key, $0.value) }.concurrentMap(lanes: lanes) { path, data in
            if let scan = kept[path], scan.html == data { return (path, scan) }
            return (path, PageScan(data, keepingBytes: true))
        }
        scans = Dictionary(uniqueKeysWithValues: read)
        return check(pages: scans, files: Set(files.keys))
    }

    /// The broken links of a site whose pages were read as they were made: `pages`, each page's
    /// scan by path; `files`, the path of every file of the site, pages included. Each page's
    /// links are checked once, in path order: linear in the site's links.
    ///
    /// `skipping`: pages whose links are known to lead somewhere (the same bytes passed a check
    /// of the same `surface`); their ids still count.
    public func check(pages: [String: PageScan], files: Set<String>, skipping: Set<String> = []) -> [BrokenLink] {
        // A page's ids are read when a checked link names it: a kept page's are read from its
        // record then, not before.
        let ids = PageIDs(pages: pages)
        var broken: [BrokenLink] = []
        // A link that names a file means the same from every page of a folder: it is checked
        // once per folder (every sidebar lists every page: 2,000,000 links in 1,000 pages).
        var verdicts: [String: [String: String?]] = [:]
        for (path, scan) in pages.sorted(by: { $0.key < $1.key }) where !skipping.contains(path) {
            let folder = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
            var known = verdicts.removeValue(forKey: folder) ?? [:]  // taken out: no copy on write
            for destination in scan.destinations {
                let reason: String?
                // `#x`, `?x`, `` (and `&#35;x`, an escaped `#`) are read against the page itself.
                if destination.isEmpty || [UInt8(ascii: "#"), UInt8(ascii: "?"), UInt8(ascii: "&")].contains(destination.utf8.first!) {
                    reason = problem(destination, from: path, files: files, ids: ids)
                } else if let verdict = known[destination] {
                    reason = verdict
                } else {
                    reason = problem(destination, from: path, files: files, ids: ids)
                    known[destination] = .some(reason)
                }
                if let reason { broken.append(BrokenLink(page: path, destination: destination, reason: reason)) }
            }
            verdicts[folder] = known
        }
        return broken
    }

    /// What every link of a site is checked against: the site's files and each page's ids, as
    /// one number (a sum of hashes, whatever their order). A page whose bytes passed a check of
    /// the same surface has links that still lead somewhere.
    public static func surface(pages: [String: PageScan], files: Set<String>) -> UInt64 {
        var sum: UInt64 = 0
        for file in files { sum &+= XXHash64.hash(file, seed: 1) }
        for (path, scan) in pages { sum &+= scan.surfaceTerm ?? surfaceTerm(path: path, ids: scan.ids) }
        return sum
    }

    /// A page's share of the surface: each of its ids hashed under the page (the hash of its path
    /// is the seed), summed. `PageStore` keeps it with a page's scan.
    public static func surfaceTerm(path: String, ids: Set<String>) -> UInt64 {
        let page = XXHash64.hash(path, seed: 2)
        var sum: UInt64 = 0
        for id in ids { sum &+= XXHash64.hash(id, seed: page) }
        return sum
    }

    /// Each page's ids, read the first time a link names the page.
    private final class PageIDs {
        let pages: [String: PageScan]
        var read: [String: Set<String>] = [:]

        init(pages: [String: PageScan]) { self.pages = pages }

        subscript(path: String) -> Set<String>? {
            if let ids = read[path] { return ids }
            guard let ids = pages[path]?.ids else { return nil }
            read[path] = ids
            return ids
        }
    }

    private func problem(_ destination: String, from page: String, files: Set<String>, ids: PageIDs) -> String? {
        // `#anchor` with nothing to decode, most of a site's links (a page's contents, its
        // headings' own links): the anchor looked up at once, as the general case below would.
        if destination.utf8.count > 1, destination.utf8.first == UInt8(ascii: "#"),
           !destination.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "%") }) {
            let anchor = String(destination.dropFirst())
            guard page.hasSuffix(".html"), !(ids[page]?.contains(anchor) ?? false) else { return nil }
            return "names an anchor '#\(anchor)' that \(page) does not have"
        }
        // Most links hold neither an entity nor an escape: Foundation's decoding of a string with
        // nothing to decode was a fifth of a `serve` rebuild (perf).
        let raw = destination.utf8.contains(UInt8(ascii: "&")) ? HTML.unescape(destination) : destination
        if raw.hasPrefix("//") || raw.hasPrefix("/") { return "is an absolute path; links must be relative" }
        if Self.hasScheme(raw) { return nil }
        // The first `#` and `?` found in the bytes, as a browser finds them (a split by
        // Character did not see one followed by a combining mark).
        let bytes = raw.utf8
        let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
        let beforeHash = hash.map { bytes[..<$0] } ?? bytes[...]
        let pathPart = String(Substring(beforeHash.firstIndex(of: UInt8(ascii: "?")).map { beforeHash[..<$0] } ?? beforeHash))
        let fragment = hash.map { String(Substring(bytes[bytes.index(after: $0)...])) }
        var target = page
        if !pathPart.isEmpty {
            guard let decoded = Self.percentDecoded(pathPart),
                let resolved = Self.resolve(decoded, from: page)
            else { return "leads outside the site" }
            target = resolved
            if target.isEmpty || target.hasSuffix("/") { target += "index.html" }
            if !files.contains(target), files.contains(target + "/index.html") { target += "/index.html" }
            guard files.contains(target) else { return "names a file the site does not have" }
        }
        if let fragment, !fragment.isEmpty, target.hasSuffix(".html") {
            let anchor = Self.percentDecoded(fragment) ?? fragment
            guard ids[target]?.contains(anchor) ?? false else { return "names an anchor '#\(anchor)' that \(target) does not have" }
        }
        return nil
    }

    /// `text` with its `%XX` escapes decoded; nil when one is malformed.
    private static func percentDecoded(_ text: String) -> String? {
        text.utf8.contains(UInt8(ascii: "%")) ? text.removingPercentEncoding : text
    }

    /// `relative` resolved against the folder of `page`; nil when `..` climbs above the root.
    /// Split at every `/` byte, as a browser resolves a URL (a split by Character kept a `/`
    /// followed by a combining mark inside its component), into slices, not Strings: the
    /// Strings were most of checking a site's links (perf).
    static func resolve(_ relative: String, from page: String) -> String? {
        let slash = UInt8(ascii: "/")
        var components = page.utf8.split(separator: slash).dropLast()
        for component in relative.utf8.split(separator: slash) {
            if component.elementsEqual(CollectionOfOne(UInt8(ascii: "."))) { continue }
            if component.count == 2, component.allSatisfy({ $0 == UInt8(ascii: ".") }) {
                guard !components.isEmpty else { return nil }
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        var resolved = ""
        for (index, component) in components.enumerated() {
            if index > 0 { resolved += "/" }
            resolved += Substring(component)
        }
        return resolved + (relative.utf8.last == slash && !components.isEmpty ? "/" : "")
    }

    /// Whether `link` starts with a URL scheme (`[a-zA-Z][a-zA-Z0-9+.-]*:`). Scanned by hand: a
    /// regular expression compiled per link was a sixth of a large site's build (issue 12).
    static func hasScheme(_ link: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var bytes = link.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") { return true }
            let allowed = isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            if !allowed { return false }
        }
        return false
    }

    /// The values of `name="…"` attributes in tags; our HTML always quotes with `"`. Scanned as
    /// UTF-8 bytes: `String.range(of:)` goes through NSString, a third of a large site's build.
    /// The values of every `id`, `href` and `src` attribute (` name="value"`), in the order
    /// written, in one pass over the bytes: each `="` found by `memchr`, then the name before it
    /// (three passes over every page, a byte at a time, were an eighth of a 1,000-page build).
    static func attributes(in html: Data) -> (ids: [String], hrefs: [String], srcs: [String]) {
        var found: (ids: [String], hrefs: [String], srcs: [String]) = ([], [], [])
        html.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count, quote = UInt8(ascii: "\"")
            var index = 0
            while index < count, let equals = memchr(base + index, Int32(UInt8(ascii: "=")), count - index) {
                let at = base.distance(to: equals.assumingMemoryBound(to: UInt8.self))
                index = at + 1
                guard at + 1 < count, bytes[at + 1] == quote else { continue }
                func named(_ name: [UInt8]) -> Bool {
                    at >= name.count && name.indices.allSatisfy { bytes[at - name.count + $0] == name[$0] }
                }
                let start = at + 2
                guard named(idName) || named(hrefName) || named(srcName) else { continue }
                guard start < count, let close = memchr(base + start, Int32(quote), count - start) else { break }
                let end = base.distance(to: close.assumingMemoryBound(to: UInt8.self))
                let value = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
                if named(idName) { found.ids.append(value) } else if named(hrefName) { found.hrefs.append(value) } else { found.srcs.append(value) }
                index = end + 1
            }
        }
        return found
    }

    private static let idName = Array(" id".utf8)
    private static let hrefName = Array(" href".utf8)
    private static let srcName = Array(" src".utf8)
}
