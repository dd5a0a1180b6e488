import DeviceLogs
import Foundation
import LifecycleModel
import StaticSite

/// The comparisons of device logs with their scenarios' traces as the last `lifeline build` made
/// them, kept in the cache folder (`comparisons/`, one entry a log, replaced when the log or its
/// scenario changes) under the digest of the log's bytes, what the trace is made of
/// (`ScenarioTraces.madeFrom`: the scenario as written) and this `lifeline`. A comparison is a
/// function of the two and the tool; a record that does not fit them is a miss
/// (`LogComparison.init?(log:trace:record:)`), and a damaged entry is too.
///
/// Fields: the counts of the log's entries, of the model's calls and of the alignment's rows,
/// and the later model calls (`-` for none); then each entry's object (optional text); the
/// model's call numbers, as one field of decimals; the rows, as one field of letters and
/// decimals (`b L R`, `l L`, `r R`).
struct ComparisonStore: Sendable {
    static let version = "lifeline-comparison 1"

    let cache: ContentCache

    init(folder: URL) {
        cache = ContentCache(folder: folder.appendingPathComponent("comparisons"))
    }

    /// The record kept for the log `evidence` against a trace made from `trace`, if any.
    func record(for evidence: EvidenceLog, trace: String) -> LogComparison.Record? {
        guard !evidence.digest.isEmpty, let data = cache.value(for: Self.key(evidence, trace: trace), slot: evidence.id) else { return nil }
        return Self.unpack(data)
    }

    /// Keeps `comparison` of the log `evidence` against a trace made from `trace`; a failure only
    /// costs the next build the comparison.
    func keep(_ comparison: LogComparison, of evidence: EvidenceLog, trace: String) {
        guard !evidence.digest.isEmpty else { return }
        cache.store(Self.pack(comparison.record), for: Self.key(evidence, trace: trace), slot: evidence.id)
    }

    private static func key(_ evidence: EvidenceLog, trace: String) -> String {
        "\(version)\ntool \(BuildFingerprint.toolStamp)\nlog \(evidence.id) \(evidence.path)\ndigest \(evidence.digest)\ntrace \(trace)"
    }

    static func pack(_ record: LogComparison.Record) -> Data {
        var fields = [Data("\(record.objects.count) \(record.model.count) \(record.rows.count) \(record.laterModelCalls.map(String.init) ?? "-")".utf8)]
        fields.reserveCapacity(record.objects.count + 3)
        for object in record.objects { fields.append(PackedFields.optional(object)) }
        fields.append(Data(record.model.map(String.init).joined(separator: " ").utf8))
        fields.append(Data(record.rows.map { row -> String in
            switch row {
            case .both(let left, let right): "b \(left) \(right)"
            case .leftOnly(let left): "l \(left)"
            case .rightOnly(let right): "r \(right)"
            }
        }.joined(separator: " ").utf8))
        return PackedFields.pack(fields)
    }

    /// The record `pack` made `data` of; nil for anything else.
    static func unpack(_ data: Data) -> LogComparison.Record? {
        data.withUnsafeBytes { bytes -> LogComparison.Record? in
            guard var fields = PackedFields.Fields(bytes), let head = fields.text()?.splitAtBytes(separator: " "), head.count == 4,
                let entries = Int(head[0]), let calls = Int(head[1]), let rowCount = Int(head[2]),
                // Each count within what the fields can hold, so that none overflows a sum or
                // asks for room it cannot have (a record is the tool's own, but the cache folder
                // is anyone's to edit).
                entries >= 0, entries < fields.count, fields.count == entries + 3, calls >= 0, rowCount >= 0, rowCount <= bytes.count
            else { return nil }
            let later: Int?
            if head[3] == "-" { later = nil } else if let number = Int(head[3]), number >= 0 { later = number } else { return nil }
            var objects: [String?] = []
            objects.reserveCapacity(entries)
            for _ in 0..<entries {
                guard let object = fields.optional() else { return nil }
                objects.append(object)
            }
            guard let modelText = fields.text(), let rowsText = fields.text() else { return nil }
            let model = modelText.splitAtBytes(separator: " ").compactMap { Int($0) }
            guard model.count == calls else { return nil }
            var rows: [TraceAlignment.Row] = []
            rows.reserveCapacity(rowCount)
            var words = rowsText.splitAtBytes(separator: " ")[...]
            while let kind = words.popFirst() {
                switch kind {
                case "b":
                    guard let left = words.popFirst().flatMap({ Int($0) }), let right = words.popFirst().flatMap({ Int($0) }) else { return nil }
                    rows.append(.both(left: left, right: right))
                case "l":
                    guard let left = words.popFirst().flatMap({ Int($0) }) else { return nil }
                    rows.append(.leftOnly(left))
                case "r":
                    guard let right = words.popFirst().flatMap({ Int($0) }) else { return nil }
                    rows.append(.rightOnly(right))
                default:
                    return nil
                }
            }
            guard rows.count == rowCount else { return nil }
            return LogComparison.Record(objects: objects, model: model, rows: rows, laterModelCalls: later)
        }
    }
}
