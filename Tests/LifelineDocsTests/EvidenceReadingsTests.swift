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
        // Its JSON cut short, the record's seal mended (what a sealed but wrong entry would be).
        next.cache.store(Data("{\"id\":".utf8), for: "\(EvidenceReadings.version)\ntool \(BuildFingerprint.toolStamp)\npath \(log.path)\ndigest \(log.digest)", slot: log.id)
        #expect(EvidenceReadings(folder: folder.url).log(id: log.id, path: log.path, digest: log.digest) == nil)
    }
}
