import DeviceLogs
import Foundation
import StaticSite

/// An evidence log as `EvidenceReadings` keeps it: packed fields (`PackedFields`) sliced back
/// out. Decoding every log's header, lines and entries from JSON through Codable was 7 % of a
/// rebuild with nothing changed (perf).
///
/// Fields: the header (`EvidenceHeader.packed`), id, path, digest, the log's path, its last line, its skipped lines
/// (decimals separated by spaces), the counts of its lines and entries, then each line, then
/// seven fields an entry: line, text, label, selector, prefix, suffix, instance. An optional
/// field is empty for nil and its text after a `=` otherwise.
enum PackedEvidenceLog {
    static func pack(_ reading: EvidenceLog) -> Data {
        let log = reading.log
        var fields: [Data] = [
            reading.header.packed, Data(reading.id.utf8), Data(reading.path.utf8), Data(reading.digest.utf8),
            Data(log.path.utf8), Data(String(log.lastLine).utf8),
            Data(log.skipped.map(String.init).joined(separator: " ").utf8),
            Data("\(log.lines.count) \(log.entries.count)".utf8),
        ]
        fields.reserveCapacity(fields.count + log.lines.count + 7 * log.entries.count)
        for line in log.lines { fields.append(Data(line.utf8)) }
        for entry in log.entries {
            fields.append(Data(String(entry.line).utf8))
            fields.append(Data(entry.text.utf8))
            fields.append(PackedFields.optional(entry.label))
            fields.append(Data(entry.selector.utf8))
            fields.append(Data(entry.prefix.utf8))
            fields.append(Data(entry.suffix.utf8))
            fields.append(PackedFields.optional(entry.instance))
        }
        return PackedFields.pack(fields)
    }

    /// The reading `pack` made `data` of; nil for anything else. Read straight from the bytes
    /// (`PackedFields.Fields`), without a Data slice a field.
    static func unpack(_ data: Data) -> EvidenceLog? {
        data.withUnsafeBytes { bytes -> EvidenceLog? in
            guard var fields = PackedFields.Fields(bytes), fields.count >= 8,
                let header = fields.data().flatMap(EvidenceHeader.init(packed:)),
                let id = fields.text(), let path = fields.text(), let digest = fields.text(), let logPath = fields.text(),
                let lastLine = fields.number(), let skippedText = fields.text(),
                let counts = fields.numbers()?.numbers, counts.count == 2
            else { return nil }
            let skipped = skippedText.isEmpty ? [] : skippedText.splitAtBytes(separator: " ").map { Int($0) }
            let (lineCount, entryCount) = (counts[0], counts[1])
            guard lineCount >= 0, entryCount >= 0, lineCount <= fields.count, entryCount <= fields.count,
                fields.count == 8 + lineCount + 7 * entryCount, !skipped.contains(nil)
            else { return nil }
            var lines: [String] = []
            lines.reserveCapacity(lineCount)
            for _ in 0..<lineCount { lines.append(fields.text()!) }
            var entries: [DeviceLog.Entry] = []
            entries.reserveCapacity(entryCount)
            for _ in 0..<entryCount {
                guard let line = fields.number() else { return nil }
                // Entries of one line share its text, as a read leaves them (`DeviceLog`).
                let previous = entries.last.flatMap { $0.line == line ? $0.text : nil }
                guard let text = fields.text(reusing: previous), let label = fields.optional(), let selector = fields.text(),
                    let prefix = fields.text(), let suffix = fields.text(), let instance = fields.optional()
                else { return nil }
                entries.append(DeviceLog.Entry(line: line, text: text, label: label, selector: selector, prefix: prefix, suffix: suffix, instance: instance))
            }
            let log = DeviceLog(path: logPath, entries: entries, skipped: skipped.compactMap { $0 }, lastLine: lastLine, lines: lines)
            return EvidenceLog(id: id, path: path, header: header, log: log, digest: digest)
        }
    }
}
