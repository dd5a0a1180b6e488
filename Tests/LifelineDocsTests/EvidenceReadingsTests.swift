import DeviceLogs
import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// The device logs a build keeps between builds (`EvidenceReadings`): what the cache gives back is
/// exactly what reading the file gives, and anything else is a miss.
@Suite struct EvidenceReadingsTests {
    /// Every evidence log of the project, read from its file.
    static func canonicalLogs() throws -> [EvidenceLog] {
        let folder = Repository.root.appendingPathComponent("Content/evidence")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".log") }.sorted().map { name in
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            let path = "Content/evidence/" + name
            let (header, log) = try EvidenceLog.parse(bytes, displayPath: path)
            return EvidenceLog(id: String(name.dropLast(4)), path: path, header: try #require(header), log: log, digest: ContentDigest.hex(bytes))
        }
    }

    @Test("Every evidence log of the project, kept and taken back by the next build, is the log its file reads as")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.canonicalLogs()
        #expect(logs.count > 200)
        let first = EvidenceReadings(folder: folder.url)
        for log in logs { first.keep(log) }
        let next = EvidenceReadings(folder: folder.url)
        for log in logs {
            #expect(next.log(id: log.id, path: log.path, digest: log.digest) == log, "\(log.id)")
        }
    }

    @Test("A log whose bytes, path or id differ, or whose entry is damaged, is a miss: read again")
    func misses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try #require(try Self.canonicalLogs().first)
        EvidenceReadings(folder: folder.url).keep(log)
        let next = EvidenceReadings(folder: folder.url)
        #expect(next.log(id: log.id, path: log.path, digest: log.digest) == log)
        #expect(next.log(id: log.id, path: log.path, digest: String(repeating: "0", count: 32)) == nil)
        #expect(next.log(id: log.id, path: "Content/evidence/moved.log", digest: log.digest) == nil)
        #expect(next.log(id: "another", path: log.path, digest: log.digest) == nil)
        // Its fields cut short, the record's seal mended (what a sealed but wrong entry would be).
        let key = "\(EvidenceReadings.version)\ntool \(BuildFingerprint.toolStamp)\npath \(log.path)\ndigest \(log.digest)"
        let packed = PackedEvidenceLog.pack(log)
        next.cache.store(packed.prefix(packed.count - 1), for: key, slot: log.id)
        #expect(EvidenceReadings(folder: folder.url).log(id: log.id, path: log.path, digest: log.digest) == nil)
        next.cache.store(packed, for: key, slot: log.id)
        #expect(EvidenceReadings(folder: folder.url).log(id: log.id, path: log.path, digest: log.digest) == log)
    }

    @Test("Every header field round-trips set (in the project's logs, so `roundTrip` covers each) and unset; a damaged header is no header")
    func headerFields() throws {
        let headers = try Self.canonicalLogs().map(\.header)
        let cases: [(String, (EvidenceHeader) -> Bool)] = [
            ("ios-reason", { $0.iosReason != nil }), ("device", { $0.device != nil }), ("map", { !$0.map.isEmpty }),
            ("unnamed", { $0.unnamed != nil }), ("instances", { !$0.instances.isEmpty }), ("truncated", \.truncated),
            ("after-super", { !$0.afterSuper.isEmpty }), ("also-logged", { !$0.alsoLogged.isEmpty }), ("note", { $0.note != nil }),
            ("needs", { $0.needs != nil }), ("divergence", { $0.divergence != nil }), ("prose", { $0.form == .prose }),
        ]
        for (name, isSet) in cases {
            #expect(headers.contains(where: isSet), "\(name) is set in some log")
        }
        for header in headers { #expect(EvidenceHeader(packed: header.packed) == header) }
        var bare = try #require(headers.first { $0.form == .pasted })
        (bare.iosReason, bare.device, bare.unnamed, bare.note, bare.needs, bare.divergence) = (nil, nil, nil, nil, nil, nil)
        (bare.map, bare.instances, bare.afterSuper, bare.alsoLogged, bare.lines, bare.truncated) = ([:], [:], [], [:], [:], false)
        #expect(EvidenceHeader(packed: bare.packed) == bare)
        var fields = try #require(PackedFields.unpack(headers[0].packed))
        for (index, value) in [(5, "?x"), (8, "poem"), (10, "\(PackedFields.pack([Data("a".utf8)]).count)"), (13, "yes"), (19, "x")] {
            let kept = fields[index]
            fields[index] = Data(value.utf8)
            #expect(EvidenceHeader(packed: PackedFields.pack(fields)) == nil, "field \(index) = \(value)")
            fields[index] = kept
        }
        fields[19] = PackedFields.pack([Data("title".utf8), Data("two".utf8)])
        #expect(EvidenceHeader(packed: PackedFields.pack(fields)) == nil, "a line that is no number")
        fields.removeLast()
        #expect(EvidenceHeader(packed: PackedFields.pack(fields)) == nil, "19 fields")
    }

    @Test("A packed reading whose counts, numbers or optional fields are not what packing writes is no reading")
    func damagedFields() throws {
        let log = try #require(try Self.canonicalLogs().first { $0.log.entries.contains { $0.label != nil } && !$0.log.skipped.isEmpty })
        let packed = PackedEvidenceLog.pack(log)
        var fields = try #require(PackedFields.unpack(packed))
        #expect(PackedEvidenceLog.unpack(PackedFields.pack(fields)) == log)
        let firstEntry = 8 + log.log.lines.count
        let damages: [(Int, String)] = [
            (7, "\(log.log.lines.count + 1) \(log.log.entries.count)"), (7, "\(log.log.lines.count)"), (7, "-1 0"),
            (7, "\(log.log.lines.count) 99999999999999"), (5, "x"), (6, "1 two"), (firstEntry, "one"),
            (0, "header"), (firstEntry + 2, log.log.entries[0].label.map { "?" + $0 } ?? "?"), (firstEntry + 6, "?"),
        ]
        for (index, value) in damages {
            let kept = fields[index]
            fields[index] = Data(value.utf8)
            #expect(PackedEvidenceLog.unpack(PackedFields.pack(fields)) == nil, "field \(index) = \(value)")
            fields[index] = kept
        }
        // A log with no entry, no skipped line and no line packs as well.
        var empty = log
        empty.log = DeviceLog(path: log.path, entries: [], skipped: [], lastLine: 1, lines: [])
        #expect(PackedEvidenceLog.unpack(PackedEvidenceLog.pack(empty)) == empty)
    }
}
