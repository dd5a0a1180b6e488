import Foundation
import StaticSite

/// The pages of the last `lifeline build`, kept in the cache folder between builds (`pages/`,
/// one entry per page path, replaced when the page changes), each under its key (`PageKeys`): a
/// build takes a page whose key is the same instead of rendering it, as `serve` takes pages from
/// its memory. An entry holds what the rest of the build reads of a page: its HTML, its search
/// entries and the links written in its source (for messages); a damaged entry is a miss.
struct PageStore {
    let cache: ContentCache

    init(folder: URL) {
        cache = ContentCache(folder: folder.appendingPathComponent("pages"))
    }

    /// What a page gives the rest of the build besides its HTML.
    private struct Record: Codable {
        var title: String
        var search: [SearchIndex.Entry]
        var source: PageSource?
    }

    /// The page stored at `path` under `key`, if any.
    func page(_ path: String, key: String) -> FinishedPage? {
        guard let stored = cache.value(for: key, slot: path), let lineEnd = stored.firstIndex(of: UInt8(ascii: "\n")),
            let length = Int(String(decoding: stored[..<lineEnd], as: UTF8.self)), length >= 0, stored.endIndex - (lineEnd + 1) >= length,
            let record = try? JSONDecoder().decode(Record.self, from: stored[(lineEnd + 1)..<(lineEnd + 1 + length)])
        else { return nil }
        let html = String(decoding: stored[(lineEnd + 1 + length)...], as: UTF8.self)
        return FinishedPage(
            RenderedPage(path: path, html: html, title: record.title, headings: [], source: record.source, search: .none),
            search: SearchIndex(entries: record.search))
    }

    /// Keeps `page` (not yet written out: its HTML whole) under `key`; a failure only costs the
    /// next build a render.
    func keep(_ page: FinishedPage, key: String) {
        let record = Record(title: page.page.title, search: page.search.entries, source: page.page.source)
        guard let json = try? JSONEncoder().encode(record) else { return }
        cache.store(Data("\(json.count)\n".utf8) + json + Data(page.page.html.utf8), for: key, slot: page.page.path)
    }
}
