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
            fields.append(optional(entry.label))
            fields.append(Data(entry.selector.utf8))
            fields.append(Data(entry.prefix.utf8))
            fields.append(Data(entry.suffix.utf8))
            fields.append(optional(entry.instance))
        }
        return PackedFields.pack(fields)
    }

    /// The reading `pack` made `data` of; nil for anything else.
    static func unpack(_ data: Data) -> EvidenceLog? {
        guard let fields = PackedFields.unpack(data), fields.count >= 8,
            let header = EvidenceHeader(packed: fields[0]),
            let lastLine = integer(fields[5])
        else { return nil }
        let counts = text(fields[7]).split(separator: " ")
        let skippedText = text(fields[6])
        let skipped = skippedText.isEmpty ? [] : skippedText.split(separator: " ").map { Int($0) }
        guard counts.count == 2, let lineCount = Int(counts[0]), let entryCount = Int(counts[1]),
            lineCount >= 0, entryCount >= 0, lineCount <= fields.count, entryCount <= fields.count,
            fields.count == 8 + lineCount + 7 * entryCount, !skipped.contains(nil)
        else { return nil }
        let lines = fields[8..<(8 + lineCount)].map(text)
        var entries: [DeviceLog.Entry] = []
        entries.reserveCapacity(entryCount)
        var index = 8 + lineCount
        while index < fields.count {
            guard let line = integer(fields[index]), let label = optional(fields[index + 2]),
                let instance = optional(fields[index + 6])
            else { return nil }
            // Entries of one line share its text, as a read leaves them (`DeviceLog`).
            let lineText = entries.last.flatMap { $0.line == line && PackedFields.same(fields[index + 1], $0.text) ? $0.text : nil }
            entries.append(DeviceLog.Entry(
                line: line, text: lineText ?? text(fields[index + 1]), label: label, selector: text(fields[index + 3]),
                prefix: text(fields[index + 4]), suffix: text(fields[index + 5]), instance: instance))
            index += 7
        }
        let log = DeviceLog(path: text(fields[4]), entries: entries, skipped: skipped.compactMap { $0 }, lastLine: lastLine, lines: lines)
        return EvidenceLog(id: text(fields[1]), path: text(fields[2]), header: header, log: log, digest: text(fields[3]))
    }

    private static func text(_ field: Data) -> String { PackedFields.text(field) }

    private static func integer(_ field: Data) -> Int? { Int(text(field)) }

    private static func optional(_ value: String?) -> Data { value.map { Data(("=" + $0).utf8) } ?? Data() }

    /// nil when the field is neither empty nor `=` and a text: a damaged entry.
    private static func optional(_ field: Data) -> String?? {
        guard let first = field.first else { return .some(nil) }
        guard first == UInt8(ascii: "=") else { return nil }
        return .some(text(field.dropFirst()))
    }
}
