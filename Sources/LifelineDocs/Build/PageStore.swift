import Foundation
import StaticSite

/// The pages of the last `lifeline build`, kept in the cache folder between builds (`pages/`,
/// one entry per page path, replaced when the page changes), each under its key (`PageKeys`): a
/// build takes a page whose key is the same instead of rendering it, as `serve` takes pages from
/// its memory. An entry holds what the rest of the build reads of a page, as `PackedFields`:
///
///     title, search entries (as the index spells them), HTML bytes,
///     "S L I D" (a source or not; how many links, ids and destinations follow), source path,
///     L × (link destination, line), I × id, D × destination
///
/// so that a kept page is written out as it was, its link scan and search entries taken whole,
/// nothing parsed again. A damaged entry is a miss.
struct PageStore {
    let cache: ContentCache

    init(folder: URL) {
        cache = ContentCache(folder: folder.appendingPathComponent("pages"))
    }

    /// The page stored at `path` under `key`, if any.
    func page(_ path: String, key: String) -> FinishedPage? {
        guard let stored = cache.value(for: key, slot: path), let fields = PackedFields.unpack(stored), fields.count >= 5 else { return nil }
        let counts = String(decoding: fields[3], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard counts.count == 4, counts.allSatisfy({ $0 >= 0 }), counts[0] <= 1,
              fields.count == 5 + 2 * counts[1] + counts[2] + counts[3] else { return nil }
        var next = 5
        func text() -> String {
            defer { next += 1 }
            return String(decoding: fields[next], as: UTF8.self)
        }
        var links: [SourceLink] = []
        for _ in 0..<counts[1] {
            let destination = text()
            guard let line = Int(text()) else { return nil }
            links.append(SourceLink(destination: destination, line: line))
        }
        let ids = Set((0..<counts[2]).map { _ in text() })
        let destinations = (0..<counts[3]).map { _ in text() }
        return FinishedPage(
            path: path, title: String(decoding: fields[0], as: UTF8.self),
            source: counts[0] == 1 ? PageSource(path: String(decoding: fields[4], as: UTF8.self), links: links) : nil,
            html: fields[2], search: fields[1], scan: LinkChecker.PageScan(ids: ids, destinations: destinations))
    }

    /// Keeps `page` (not yet written out: its bytes whole, its links scanned) under `key`; a
    /// failure only costs the next build a render.
    func keep(_ page: FinishedPage, key: String) {
        guard let scan = page.scan else { return }
        let links = page.source?.links ?? []
        let counts = [page.source == nil ? 0 : 1, links.count, scan.ids.count, scan.destinations.count]
        var fields = [Data(page.title.utf8), page.search, page.html, Data(counts.map(String.init).joined(separator: " ").utf8), Data((page.source?.path ?? "").utf8)]
        for link in links { fields += [Data(link.destination.utf8), Data(String(link.line).utf8)] }
        // Sorted: a set's order differs from process to process, and the entry's bytes should not.
        fields += scan.ids.sorted().map { Data($0.utf8) } + scan.destinations.map { Data($0.utf8) }
        cache.store(PackedFields.pack(fields), for: key, slot: page.path)
    }
}
