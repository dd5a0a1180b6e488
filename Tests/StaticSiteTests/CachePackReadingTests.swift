import Foundation
import LifelineTestSupport
@testable import StaticSite
import Testing

@Suite("Reading cache packs whole and through a window")
struct CachePackReadingTests {
    @Test("Packs read whole and packs read through the window find the same records: small and large ones, replaced ones, and none past a damaged tail or in a garbled record")
    func bothRoadsAgree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var random = SeededGenerator(state: 29)
        // Records from 1 byte to 30 KB, four in five of them small, so that the window meets
        // headers in runs of small records, alone after a large one, and cut at its end; two
        // packs, the second replacing some slots of the first.
        var expected: [String: Data] = [:]
        for round in 0..<2 {
            let cache = ContentCache(folder: folder.url, heldLimit: 0)
            for index in 0..<300 {
                let size = Int.random(in: 0..<5, using: &random) > 0 ? Int.random(in: 1...1_200, using: &random) : Int.random(in: 1...30_000, using: &random)
                var data = Data(repeating: UInt8(truncatingIfNeeded: index), count: size)
                data[0] = UInt8.random(in: 0...255, using: &random)
                let slot = "slot \(Int.random(in: 0..<(round == 0 ? 300 : 600), using: &random))"
                let key = "key \(round) \(index)"
                cache.store(data, for: key, slot: slot)
                expected[slot] = data
                expected[slot + " key"] = Data(key.utf8)
            }
        }
        let packs = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".pack") }.sorted()
        #expect(packs.count == 2)
        // The last pack ends in half a record; one record of the first has a byte of its data flipped.
        let last = folder.url.appendingPathComponent(packs[1])
        try (Data(contentsOf: last) + Data("llc1 00000000000000aa 5 900 00000000000000ff\nkey 9".utf8)).write(to: last)
        let first = folder.url.appendingPathComponent(packs[0])
        var bytes = try Data(contentsOf: first)
        let garbled = try #require(bytes.range(of: Data("\nkey 0 7".utf8)))
        bytes[garbled.upperBound + 1] ^= 0xFF
        try bytes.write(to: first)

        let whole = ContentCache(folder: folder.url, heldLimit: Int.max)
        let windowed = ContentCache(folder: folder.url, heldLimit: 0)
        #expect(whole.keys.count == windowed.keys.count, "keys \(whole.keys.count) \(windowed.keys.count)")
        var found = 0
        for slot in expected.keys where !slot.hasSuffix(" key") {
            let key = String(decoding: expected[slot + " key"]!, as: UTF8.self)
            let byWhole = whole.value(for: key, slot: slot)
            #expect(byWhole == windowed.value(for: key, slot: slot), "\(slot)")
            if key == "key 0 7" {
                #expect(byWhole == nil, "a garbled record is a miss")
            } else if byWhole != nil {
                #expect(byWhole == expected[slot], "\(slot)")
                found += 1
            }
        }
        // Every slot's last record is found but the garbled one's, if it was still the last.
        #expect(found == expected.count / 2 - (expected.values.contains(Data("key 0 7".utf8)) ? 1 : 0))
        #expect(found > 300)
    }
}

@Suite("A cache lookup's hash")
struct CacheLookupHashTests {
    @Test("The hash a lookup gives with the bytes is their XXH64 hash, from a pack read whole and from one read through the window; a miss gives none")
    func hashIsTheBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let values = (0..<50).map { index in Data((0..<(index * 97 % 9_000 + 1)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }) }
        let cache = ContentCache(folder: folder.url)
        for (index, data) in values.enumerated() { cache.store(data, for: "key \(index)") }
        for next in [ContentCache(folder: folder.url), ContentCache(folder: folder.url, heldLimit: 0)] {
            for (index, data) in values.enumerated() {
                let found = try #require(next.valueAndHash(for: "key \(index)"))
                #expect(found.data == data && found.hash == XXHash64.hash(data), "\(index)")
            }
            #expect(next.valueAndHash(for: "key 50") == nil)
        }
    }
}
