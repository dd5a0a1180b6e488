import Foundation
import LifelineTestSupport
@testable import StaticSite
import Testing

@Suite("Content cache")
struct ContentCacheTests {
    @Test("A stored value comes back for the same key, not for another")
    func storesAndFinds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(folder: folder.url.appendingPathComponent("cache"))
        #expect(cache.value(for: "digraph a {}\nsvg") == nil)
        cache.store(Data("<svg/>".utf8), for: "digraph a {}\nsvg")
        #expect(cache.value(for: "digraph a {}\nsvg") == Data("<svg/>".utf8))
        #expect(cache.value(for: "digraph a {}\npng") == nil)
        var made = 0
        let value = cache.value(for: "digraph a {}\nsvg") { made += 1; return Data() }
        #expect(value == Data("<svg/>".utf8) && made == 0)
    }

    @Test("A slot holds one entry: found for the key it was stored with, replaced by the next store, never another key's")
    func slots() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(folder: folder.url)
        cache.store(Data("first".utf8), for: "key 1", slot: "scenarios/a.html")
        #expect(cache.value(for: "key 1", slot: "scenarios/a.html") == Data("first".utf8))
        #expect(cache.value(for: "key 2", slot: "scenarios/a.html") == nil)
        #expect(cache.value(for: "key 1", slot: "scenarios/b.html") == nil)
        #expect(cache.value(for: "key 1") == nil)
        cache.store(Data("second".utf8), for: "key 2", slot: "scenarios/a.html")
        #expect(cache.value(for: "key 1", slot: "scenarios/a.html") == nil)
        #expect(cache.value(for: "key 2", slot: "scenarios/a.html") == Data("second".utf8))
        // Another cache value on the folder (the next build) reads what the first one wrote.
        let next = ContentCache(folder: folder.url)
        #expect(next.value(for: "key 2", slot: "scenarios/a.html") == Data("second".utf8))
        #expect(next.value(for: "key 1", slot: "scenarios/a.html") == nil)
        #expect(next.keys == ["key 2"])
        _ = try Self.pack(in: folder)
    }

    @Test("An entry whose stored key differs (a hash collision) is a miss, never a wrong answer")
    func collisionIsAMiss() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(folder: folder.url)
        cache.store(Data("one".utf8), for: "key")
        let pack = try Self.pack(in: folder)
        let stored = try Data(contentsOf: pack)
        // The header (the key's address, the key's and the data's lengths, the data's FNV-1a
        // hash), the key, the data.
        #expect(stored == Data("llc1 447762562de14334 3 3 363b02a42408a1f6\nkeyone".utf8))
        // Another key of the same length in its place: what a collision would leave.
        try Data(String(decoding: stored, as: UTF8.self).replacingOccurrences(of: "\nkeyone", with: "\nkexone").utf8).write(to: pack)
        #expect(cache.value(for: "key") == nil)
        #expect(ContentCache(folder: folder.url).value(for: "key") == nil)
    }

    @Test("A truncated, garbled or emptied entry is a miss, made again and stored again", arguments: [
        Data("<svg>long</s".utf8), Data("<svg>lonG</svg>".utf8), Data(),
    ])
    func damagedIsAMiss(damaged: Data) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        ContentCache(folder: folder.url).store(Data("<svg>long</svg>".utf8), for: "key")
        let pack = try Self.pack(in: folder)
        let stored = try Data(contentsOf: pack)
        // The header and key as written, the data damaged.
        try (stored.dropLast("<svg>long</svg>".utf8.count) + damaged).write(to: pack)
        let cache = ContentCache(folder: folder.url)
        #expect(cache.value(for: "key") == nil)
        var made = 0
        let value = cache.value(for: "key") { made += 1; return Data("<svg>long</svg>".utf8) }
        #expect(value == Data("<svg>long</svg>".utf8) && made == 1)
        #expect(cache.value(for: "key") == Data("<svg>long</svg>".utf8))
        #expect(ContentCache(folder: folder.url).value(for: "key") == Data("<svg>long</svg>".utf8))
    }

    @Test("An entry is found by its key without its bytes: its hash and length as stored, its bytes read whole when asked, in a held pack and through the window alike", arguments: [0, CachePacks.defaultHeldLimit])
    func entryLeavesBytesUnread(heldLimit: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        ContentCache(folder: folder.url).store(Data("<svg>long</svg>".utf8), for: "key")
        let cache = ContentCache(folder: folder.url, heldLimit: heldLimit)
        #expect(cache.entry(for: "other") == nil)
        let entry = try #require(cache.entry(for: "key"))
        #expect(entry.hash == XXHash64.hash(Data("<svg>long</svg>".utf8)) && entry.count == 15)
        #expect(entry.data() == Data("<svg>long</svg>".utf8))
    }

    @Test("An entry's key is read and compared when it is found (a collision is no entry); its bytes, damaged after it was found, read as none", arguments: [0, CachePacks.defaultHeldLimit])
    func entryChecksKeyThenBytes(heldLimit: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        ContentCache(folder: folder.url).store(Data("<svg>long</svg>".utf8), for: "key")
        let pack = try Self.pack(in: folder)
        let stored = try Data(contentsOf: pack)
        try Data(String(decoding: stored, as: UTF8.self).replacingOccurrences(of: "\nkey<svg>", with: "\nkex<svg>").utf8).write(to: pack)
        #expect(ContentCache(folder: folder.url, heldLimit: heldLimit).entry(for: "key") == nil)
        // Whole when found; its data garbled before it is read (another build rewrote the pack).
        try stored.write(to: pack)
        let entry = try #require(ContentCache(folder: folder.url, heldLimit: 0).entry(for: "key"))
        try (stored.dropLast(15) + Data("<svg>lonG</svg>".utf8)).write(to: pack)
        #expect(entry.data() == nil)
    }

    @Test("Bytes after the last whole record (a record cut short, a stray edit) end the pack: the records before it are found")
    func tailIsIgnored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(folder: folder.url)
        cache.store(Data("one".utf8), for: "a")
        cache.store(Data("two".utf8), for: "b")
        let pack = try Self.pack(in: folder)
        let stored = try Data(contentsOf: pack)
        for tail in ["llc1 0000000000000001 3 3 1a08aa1921ca5caf\nke", "extra", "llc1 zz 1 1 1\nab"] {
            try (stored + Data(tail.utf8)).write(to: pack)
            let next = ContentCache(folder: folder.url)
            #expect(next.value(for: "a") == Data("one".utf8) && next.value(for: "b") == Data("two".utf8), "\(tail)")
        }
    }

    @Test("A thousand entries stored by one cache value are one file, each found by the next; a later value's record at the same address wins")
    func onePack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(folder: folder.url)
        for index in 0..<1_000 { cache.store(Data("value \(index)".utf8), for: "key \(index)") }
        _ = try Self.pack(in: folder)
        let next = ContentCache(folder: folder.url)
        #expect((0..<1_000).allSatisfy { next.value(for: "key \($0)") == Data("value \($0)".utf8) })
        next.store(Data("changed".utf8), for: "key 7", slot: "page")
        ContentCache(folder: folder.url).store(Data("changed again".utf8), for: "key 7", slot: "page")
        #expect(ContentCache(folder: folder.url).value(for: "key 7", slot: "page") == Data("changed again".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 3)
    }

    @Test("At the end of a build, the packs are rewritten as one holding what it found or stored once the rest is most of them, or once they are many; files of the older format go")
    func compaction() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let big = Data(repeating: UInt8(ascii: "x"), count: 600_000)
        let first = ContentCache(folder: folder.url)
        for index in 0..<10 { first.store(big + Data("\(index)".utf8), for: "key \(index)") }
        try Data("3 1a08aa1921ca5caf\n3\nkeyone".utf8).write(to: folder.url.appendingPathComponent("0123456789abcdef.entry"))
        // A build that finds two of the ten: 6 MB stored, 1.2 MB of it used.
        let build = ContentCache(folder: folder.url)
        #expect(build.value(for: "key 3") == big + Data("3".utf8))
        #expect(build.value(for: "key 8") == big + Data("8".utf8))
        build.store(Data("new".utf8), for: "key new")
        build.compact()
        #expect(Set(ContentCache(folder: folder.url).keys) == ["key 3", "key 8", "key new"])
        _ = try Self.pack(in: folder)
        #expect(ContentCache(folder: folder.url).value(for: "key 8") == big + Data("8".utf8))
        // Found all it needed: nothing rewritten.
        let pack = try Self.pack(in: folder)
        let warm = ContentCache(folder: folder.url)
        for key in ["key 3", "key 8", "key new"] { #expect(warm.value(for: key) != nil) }
        warm.compact()
        #expect(try Self.pack(in: folder) == pack)
        // Nine builds that each store one entry and find the rest: a pack each, merged into one
        // when a build would leave nine.
        for index in 0..<9 {
            let edit = ContentCache(folder: folder.url)
            for key in edit.keys { _ = edit.value(for: key) }
            edit.store(Data("edit \(index)".utf8), for: "edit \(index)")
            edit.compact()
            let packs = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count
            #expect(packs == [2, 3, 4, 5, 6, 7, 8, 1, 2][index], "after edit \(index)")
        }
        #expect(ContentCache(folder: folder.url).keys.count == 12)
        // serve's builds merge the packs and drop nothing.
        for index in 0..<9 {
            let serve = ContentCache(folder: folder.url)
            serve.store(Data("serve \(index)".utf8), for: "serve \(index)")
            serve.consolidate()
        }
        #expect(ContentCache(folder: folder.url).keys.count == 21)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count < 9)
    }

    @Test("Entries removed by their keys are gone for the next cache value too; the others stay")
    func removing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(folder: folder.url)
        for key in ["keep 1", "drop 1", "keep 2", "drop 2"] { cache.store(Data(key.utf8), for: key) }
        cache.remove { $0.hasPrefix("drop") }
        #expect(Set(cache.keys) == ["keep 1", "keep 2"])
        let next = ContentCache(folder: folder.url)
        #expect(next.value(for: "drop 1") == nil && next.value(for: "keep 2") == Data("keep 2".utf8))
    }

    @Test("Packs that are no packs (a FIFO, a folder, a link to /dev/zero, a header whose lengths overflow) are read as empty, at once")
    func hostilePacks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        ContentCache(folder: folder.url).store(Data("one".utf8), for: "a")
        let path = folder.url.path
        #expect(mkfifo(path + "/0-fifo.pack", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: path + "/1-folder.pack", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path + "/2-zero.pack", withDestinationPath: "/dev/zero")
        try Data("llc1 0000000000000001 9223372036854775807 9223372036854775807 0\nab".utf8).write(to: URL(fileURLWithPath: path + "/3-huge.pack"))
        let next = ContentCache(folder: folder.url)
        #expect(next.value(for: "a") == Data("one".utf8))
        #expect(next.keys == ["a"])
    }

    @Test("A record header's numbers are read from its bytes as written (lowercase hex, decimal), and nothing else is a number")
    func headerNumbers() {
        func number(_ text: String, _ radix: UInt64) -> UInt64? { CachePacks.number(ArraySlice(Array(text.utf8)), radix: radix) }
        #expect(number("447762562de14334", 16) == 0x4477_6256_2de1_4334)
        #expect(number("ffffffffffffffff", 16) == UInt64.max)
        #expect(number("0", 16) == 0 && number("0042", 10) == 42 && number("999999999999999", 10) == 999_999_999_999_999)
        for (text, radix) in [("", 16), ("1ffffffffffffffff", 16), ("4A", 16), ("+1", 16), ("a", 10), ("-1", 10), ("1000000000000000", 10), (" 1", 10)] as [(String, UInt64)] {
            #expect(number(text, radix) == nil, "\(text) in radix \(radix)")
        }
    }

    @Test("Packs stay open for lookups: values are still found after the packs are rewritten as one, and after more are stored")
    func readersAcrossRewrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = ContentCache(folder: folder.url)
        for index in 0..<5 { first.store(Data("value \(index)".utf8), for: "key \(index)") }
        let cache = ContentCache(folder: folder.url)
        #expect(cache.value(for: "key 1") == Data("value 1".utf8))
        cache.store(Data("value 5".utf8), for: "key 5")
        #expect(cache.value(for: "key 5") == Data("value 5".utf8))
        // Removing nothing rewrites the packs as one.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".pack") }.count == 2)
        cache.remove { $0 == "no such key" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".pack") }.count == 1)
        for index in 0..<6 { #expect(cache.value(for: "key \(index)") == Data("value \(index)".utf8)) }
        cache.store(Data("value 6".utf8), for: "key 6")
        #expect(cache.value(for: "key 6") == Data("value 6".utf8) && cache.value(for: "key 0") == Data("value 0".utf8))
    }

    /// The one pack file in `folder`.
    static func pack(in folder: TemporaryFolder) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names.count == 1 && names[0].hasSuffix(".pack"), "\(names)")
        return folder.url.appendingPathComponent(try #require(names.first))
    }
}
