import Foundation
import LifelineTestSupport
import StaticSite
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
        _ = try Self.entry(in: folder)
    }

    @Test("An entry whose stored key differs (a hash collision) is a miss, never a wrong answer")
    func collisionIsAMiss() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(folder: folder.url)
        cache.store(Data("one".utf8), for: "key")
        let entry = try Self.entry(in: folder)
        let stored = try Data(contentsOf: entry)
        // The data's length and FNV-1a hash, the key's length, the key, the data.
        #expect(stored == Data("3 1a08aa1921ca5caf\n3\nkeyone".utf8))
        // Another key of the same length in its place: what a collision would leave.
        try Data(String(decoding: stored, as: UTF8.self).replacingOccurrences(of: "\nkeyone", with: "\nkexone").utf8).write(to: entry)
        #expect(cache.value(for: "key") == nil)
    }

    @Test("A truncated, garbled or emptied entry is a miss, made again and stored again", arguments: [
        Data("<svg>long</s".utf8), Data("<svg>lonG</svg>".utf8), Data(), Data("<svg>long</svg>extra".utf8),
    ])
    func damagedIsAMiss(damaged: Data) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(folder: folder.url)
        cache.store(Data("<svg>long</svg>".utf8), for: "key")
        let entry = try Self.entry(in: folder)
        let stored = try Data(contentsOf: entry)
        // The header and key as written, the data damaged.
        try (stored.dropLast("<svg>long</svg>".utf8.count) + damaged).write(to: entry)
        #expect(cache.value(for: "key") == nil)
        var made = 0
        let value = cache.value(for: "key") { made += 1; return Data("<svg>long</svg>".utf8) }
        #expect(value == Data("<svg>long</svg>".utf8) && made == 1)
        #expect(cache.value(for: "key") == Data("<svg>long</svg>".utf8))
    }

    /// The one entry file in `folder`.
    static func entry(in folder: TemporaryFolder) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names.count == 1 && names[0].hasSuffix(".entry"), "\(names)")
        return folder.url.appendingPathComponent(try #require(names.first))
    }
}
