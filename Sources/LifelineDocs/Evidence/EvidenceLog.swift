import DeviceLogs
import Foundation
import LifecycleModel
import StaticSite

/// One public device log in `Content/evidence/`: its header and the callbacks it reports.
struct EvidenceLog: Sendable, Equatable, Codable {
    static let fileExtension = "log"

    /// The file name without `.log`: the log's page anchor and its name in messages.
    var id: String
    var path: String
    var header: EvidenceHeader
    var log: DeviceLog
    /// The digest of the file's bytes, which the header and log were read from: what a page made
    /// from the log is kept under between builds (`PageKeys`). Empty when unknown: no page kept.
    var digest = ""

    /// The file's line that holds a header key, for messages about it (the header starts on line 2).
    func line(of key: String) -> Int { header.lines[key] ?? 1 }

    /// Reads a log file: with a `---` header (an evidence log) or without (a user's own log).
    /// `streams`: also a FIFO, a pipe, or standard input for the path `-` (`LogFileReader`).
    static func read(_ url: URL, displayPath path: String, strict: Bool = false, streams: Bool = false) throws -> (header: EvidenceHeader?, log: DeviceLog) {
        let data = try LogFileReader.read(url, displayPath: path, streams: streams)
        let display = streams && path == LogFileReader.standardInputName ? LogFileReader.standardInputDisplay : path
        return try parse(data, displayPath: display, strict: strict)
    }

    /// Reads a log's bytes: with a `---` header (an evidence log) or without (a user's own log).
    static func parse(_ data: Data, displayPath path: String, strict: Bool = false) throws -> (header: EvidenceHeader?, log: DeviceLog) {
        // Invalid UTF-8 becomes U+FFFD, which DeviceLog reports at its line and column.
        let text = String(decoding: data, as: UTF8.self)
        // CRLF and CR end lines as LF does: a CRLF header is a header (TextLines says why).
        let lines = TextLines.split(text)
        guard lines.first == "---" else {
            return (nil, try DeviceLog(text, path: path, strict: strict))
        }
        guard let end = lines.dropFirst().firstIndex(of: "---") else {
            throw SiteDiagnostic(path: path, line: 1, message: "the header opened with '---' is never closed; end it with a '---' line")
        }
        let header = try EvidenceHeader(yaml: lines[1..<end].joined(separator: "\n"), path: path, firstLine: 2)
        let body = lines[(end + 1)...].joined(separator: "\n")
        return (header, try DeviceLog(body, path: path, firstLine: end + 2, strict: strict))
    }
}
