import DeviceLogs
import Foundation
@testable import LifelineDocs
import LifecycleModel
import LifelineTestSupport
import StaticSite
import Testing

/// The comparisons a build keeps between builds (`ComparisonStore`): a kept comparison is the one
/// comparing again would make, and anything else is a miss.
@Suite struct ComparisonStoreTests {
    /// The canonical site's logs compared with its scenarios, as stage 2 compares them.
    static func canonical() throws -> (content: LoadedContent, traces: ScenarioTraces) {
        let content = try ContentLoader(project: Project(root: Repository.root)).load()
        return (content, try ScenarioRunner().run(content))
    }

    static func same(_ a: LogComparison, _ b: LogComparison) -> Bool {
        a.log == b.log && a.trace == b.trace && a.device == b.device && a.model == b.model && a.unmapped == b.unmapped
            && a.alignment == b.alignment && a.laterModelCalls == b.laterModelCalls
    }

    @Test("Every comparison of the canonical site, kept and taken back, is the comparison it was; the checker given the store makes the same report twice")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (content, traces) = try Self.canonical()
        let entries = traces.evidence.entries
        #expect(entries.count > 200)
        #expect(entries.contains { !$0.agrees } && entries.contains { $0.comparison.laterModelCalls != nil } && entries.contains { !$0.comparison.unmapped.isEmpty })
        // A diff only for a log that diverges: the one drawn.
        #expect(entries.allSatisfy { ($0.diff == nil) == $0.agrees })
        for entry in entries {
            let record = try #require(ComparisonStore.unpack(ComparisonStore.pack(entry.comparison.record)))
            #expect(record == entry.comparison.record, "\(entry.evidence.id)")
            let rebuilt = try #require(LogComparison(log: entry.evidence.log, trace: entry.comparison.trace, record: record))
            #expect(Self.same(rebuilt, entry.comparison), "\(entry.evidence.id)")
        }
        // Through the checker: the first check keeps, the second takes every comparison back.
        let store = ComparisonStore(folder: folder.url)
        let checker = EvidenceChecker(store: store, madeFrom: traces.madeFrom)
        let first = try checker.check(content.evidence, canonical: traces.canonical)
        #expect(Set(store.cache.keys.map { $0.split(separator: "\n")[2] }).count == entries.count)
        let second = try EvidenceChecker(store: ComparisonStore(folder: folder.url), madeFrom: traces.madeFrom).check(content.evidence, canonical: traces.canonical)
        for (a, b) in zip(first.entries, second.entries) {
            #expect(Self.same(a.comparison, b.comparison) && a.diff == b.diff, "\(a.evidence.id)")
        }
    }

    @Test("A record kept for another trace, another log or with damaged fields is a miss; one that does not fit the log and trace is refused")
    func misses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, traces) = try Self.canonical()
        let entry = try #require(traces.evidence.entries.first { !$0.comparison.model.isEmpty })
        let store = ComparisonStore(folder: folder.url)
        store.keep(entry.comparison, of: entry.evidence, trace: "made from A")
        let next = ComparisonStore(folder: folder.url)
        #expect(next.record(for: entry.evidence, trace: "made from A") == entry.comparison.record)
        #expect(next.record(for: entry.evidence, trace: "made from B") == nil)
        var edited = entry.evidence
        edited.digest = String(repeating: "0", count: 32)
        #expect(next.record(for: edited, trace: "made from A") == nil)
        // Damaged: a packed record cut short, or with a count that does not match its fields.
        let packed = ComparisonStore.pack(entry.comparison.record)
        #expect(ComparisonStore.unpack(packed.dropLast()) == nil)
        #expect(ComparisonStore.unpack(Data(String(decoding: packed, as: UTF8.self).replacingOccurrences(of: " b ", with: " x ").utf8)) == nil)
        // Counts no record could have: past the fields, overflowing a sum, negative, asking for
        // more rows than bytes.
        for head in ["\(Int.max) 0 0 -", "\(Int.max - 2) 0 0 -", "-1 0 0 -", "0 0 1000000000000 -", "0 0 0 -5"] {
            #expect(ComparisonStore.unpack(PackedFields.pack([Data(head.utf8), Data(), Data()])) == nil, "\(head)")
        }
        #expect(ComparisonStore.unpack(PackedFields.pack([Data("0 0 0 -".utf8), Data(), Data()])) == LogComparison.Record(objects: [], model: [], rows: [], laterModelCalls: nil))
        // A record of another shape: one entry fewer, a call number past the trace's, rows out of order.
        var record = entry.comparison.record
        let log = entry.evidence.log, trace = entry.comparison.trace
        record.objects.removeLast()
        #expect(LogComparison(log: log, trace: trace, record: record) == nil)
        record = entry.comparison.record
        record.model[0] = trace.calls.count + 1
        #expect(LogComparison(log: log, trace: trace, record: record) == nil)
        record = entry.comparison.record
        record.laterModelCalls = trace.calls.count + 1
        #expect(LogComparison(log: log, trace: trace, record: record) == nil)
        record = entry.comparison.record
        record.rows.reverse()
        #expect(record.rows.count < 2 || LogComparison(log: log, trace: trace, record: record) == nil)
    }
}
