import Foundation
import StaticSite

/// The pages of the last `lifeline build`, kept in the cache folder between builds (`pages/`),
/// each under its key (`PageKeys`): a build takes a page whose key is the same instead of
/// rendering it, as `serve` takes pages from its memory.
///
/// A page is two entries, each in a slot of its own (replaced when the page changes):
/// - what the rest of the build reads of it, as `PackedFields`:
///
///       title, search entries (as the index's script spells them),
///       "S L I D H T" (a source or not; how many links, ids and destinations follow; the hash
///       of its bytes; its ids' share of the link surface, `LinkChecker.surfaceTerm`), source
///       path, L × (link destination, line), I × id, D × destination
///
///   The ids and destinations are not read when the page is taken: its scan reads them from the
///   entry if the link check asks (`LinkChecker.PageScan`).
///
/// - its bytes, read only when the output folder no longer holds them (`written`).
///
/// and, for the whole output folder, which file the last build left at each path (pages,
/// diagrams, assets), with the hash of its bytes: a kept page whose bytes are that file's, or a
/// diagram whose bytes hash the same, is linked from there, and the file is not read (reading
/// them was a tenth of a one-scenario edit, perf). A damaged entry is a miss.
struct PageStore {
    let cache: ContentCache

    /// The file a build left at a path in the output folder, and the hash of its bytes.
    struct Written: Equatable {
        var identity: FileIdentity
        var hash: UInt64
    }

    init(folder: URL) {
        // No pack is read whole: a build looks up each page's fields, and reads bytes only for
        // a page the output folder lacks. Each build adds a pack of the pages it rendered, their
        // bytes most of it; read whole (a pack under 4 MB is), the last builds' packs were 4 MB
        // of an edit's reads and 900 of its page faults (strace, perf).
        cache = ContentCache(folder: folder.appendingPathComponent("pages"), heldLimit: 0)
    }

    /// The page stored at `path` under `key`, without its bytes (`bytes(of:key:)`), if any. Its
    /// fields are read straight from the entry's bytes (`PackedFields.Fields`).
    func page(_ path: String, key: String) -> FinishedPage? {
        guard let stored = cache.value(for: key, slot: path) else { return nil }
        return stored.withUnsafeBytes { bytes -> FinishedPage? in
            // The counts' last words are hashes in hex, which may start with a digit: split as text.
            guard var fields = PackedFields.Fields(bytes), fields.count >= 4, let title = fields.text(), let search = fields.data(),
                let counts = fields.text()?.splitAtBytes(separator: " ", omittingEmptySubsequences: false), counts.count == 6,
                let hash = UInt64(counts[4], radix: 16), let surfaceTerm = UInt64(counts[5], radix: 16), let sourcePath = fields.text()
            else { return nil }
            let numbers = counts.prefix(4).compactMap { Int($0) }
            // Each count within the fields there are, so that no sum of them can overflow.
            guard numbers.count == 4, numbers.allSatisfy({ $0 >= 0 && $0 <= fields.count }), numbers[0] <= 1,
                  fields.count == 4 + 2 * numbers[1] + numbers[2] + numbers[3] else { return nil }
            var links: [SourceLink] = []
            links.reserveCapacity(numbers[1])
            for _ in 0..<numbers[1] {
                guard let destination = fields.text(), let line = fields.number() else { return nil }
                links.append(SourceLink(destination: destination, line: line))
            }
            guard let ids = fields.skip(numbers[2]), let destinations = fields.skip(numbers[3]) else { return nil }
            let scan = LinkChecker.PageScan(record: stored, ids: Array(ids), destinations: Array(destinations), surfaceTerm: surfaceTerm)
            var page = FinishedPage(
                path: path, title: title, source: numbers[0] == 1 ? PageSource(path: sourcePath, links: links) : nil,
                html: Data(), search: search, scan: scan)
            page.htmlHash = hash
            return page
        }
    }

    /// The bytes of the page stored at `path` under `key` (the record's own hash checks them).
    func bytes(of path: String, key: String) -> Data? {
        cache.value(for: "bytes\n" + key, slot: Self.bytesSlot(path))
    }

    /// Keeps the stored bytes of the page at `path` through this build's compaction, unread.
    func keepBytes(of path: String) {
        cache.keep(slot: Self.bytesSlot(path))
    }

    /// Keeps `page` (not yet written out: its bytes whole, its links scanned) under `key`, and
    /// returns the hash of its bytes; a failure only costs the next build a render.
    @discardableResult
    func keep(_ page: FinishedPage, key: String) -> UInt64 {
        let hash = XXHash64.hash(page.html)
        guard let scan = page.scan else { return hash }
        let links = page.source?.links ?? []
        let ids = scan.ids
        let counts = [page.source == nil ? 0 : 1, links.count, ids.count, scan.destinations.count].map(String.init)
            + [String(hash, radix: 16), String(scan.surfaceTerm ?? LinkChecker.surfaceTerm(path: page.path, ids: ids), radix: 16)]
        var fields = PackedFields.Writer(fields: 4 + links.count * 2 + ids.count + scan.destinations.count, bytes: page.search.count + 4096)
        fields.add(page.title)
        fields.add(page.search)
        fields.add(counts.joined(separator: " "))
        fields.add(page.source?.path ?? "")
        for link in links {
            fields.add(link.destination)
            fields.add(String(link.line))
        }
        // Sorted: a set's order differs from process to process, and the entry's bytes should not.
        for id in ids.sorted() { fields.add(id) }
        for destination in scan.destinations { fields.add(destination) }
        cache.store(fields.packed, for: key, slot: page.path)
        cache.store(page.html, for: "bytes\n" + key, slot: Self.bytesSlot(page.path))
        return hash
    }

    /// What the last build that finished left in an output folder: each file it wrote, by
    /// path, and what its links were checked against (`LinkChecker.surface`), recorded together
    /// so that the one is never another build's than the other.
    struct LastOutput: Equatable {
        var files: [String: Written] = [:]
        var linkSurface: UInt64?
    }

    /// The last build's record of `output`. Its fields: the link surface as a word (none when
    /// the check gave none), then two fields a file: its path, and its inode, size, modification
    /// time and hash as words (spelt as text and split again, 746 of them were a fortieth of a
    /// one-scenario edit, callgrind).
    func written(in output: URL) -> LastOutput {
        guard let stored = cache.value(for: Self.writtenKey(output), slot: Self.writtenSlot) else { return LastOutput() }
        return stored.withUnsafeBytes { bytes -> LastOutput in
            guard var fields = PackedFields.Fields(bytes), fields.count % 2 == 1, let surface = fields.words(), surface.count <= 1 else { return LastOutput() }
            var last = LastOutput(files: .init(minimumCapacity: fields.count / 2), linkSurface: surface.first)
            while !fields.atEnd {
                guard let path = fields.text(), let words = fields.words(4), let size = Int(exactly: words[1]) else { return LastOutput() }
                let modified = Int(Int64(bitPattern: words[2]))
                last.files[path] = Written(identity: FileIdentity(inode: words[0], size: size, modified: modified), hash: words[3])
            }
            return last
        }
    }

    /// Records what a build has just swapped in as `output`.
    func remember(_ last: LastOutput, in output: URL) {
        let surface = PackedFields.words(last.linkSurface.map { [$0] } ?? [])
        let fields = [surface] + last.files.sorted { $0.key < $1.key }.flatMap { path, file in
            [Data(path.utf8), PackedFields.words([file.identity.inode, UInt64(clamping: file.identity.size), UInt64(bitPattern: Int64(file.identity.modified)), file.hash])]
        }
        cache.store(PackedFields.pack(fields), for: Self.writtenKey(output), slot: Self.writtenSlot)
    }

    /// Slots no page path can name (a path holds no NUL).
    private static func bytesSlot(_ path: String) -> String { "\u{0}bytes " + path }
    private static let writtenSlot = "\u{0}written"
    private static func writtenKey(_ output: URL) -> String { "written files 4\noutput \(output.path)" }
}
