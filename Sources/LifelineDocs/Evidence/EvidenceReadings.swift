import Foundation
import StaticSite

/// The device logs of `Content/evidence/` as the last `lifeline build` read them, kept in the
/// cache folder (`evidence/`, one entry a log, replaced when its file changes) under the digest
/// of the file's bytes, its path and this `lifeline`: a build takes a log whose file is the same
/// instead of reading it again, as `serve` takes it from its memory. Reading the 204 logs (their
/// YAML headers, every line through the log reader) was a fifth of a one-scenario edit (perf); a
/// reading decoded from the cache is the one a read would give (EvidenceReadingsTests), and a
/// damaged entry is a miss.
struct EvidenceReadings {
    static let version = "lifeline-evidence-reading 3"

    let cache: ContentCache

    init(folder: URL) {
        cache = ContentCache(folder: folder.appendingPathComponent("evidence"))
    }

    /// The log read before from a file at `path` whose bytes have `digest`, if kept.
    func log(id: String, path: String, digest: String) -> EvidenceLog? {
        guard let data = cache.value(for: Self.key(path: path, digest: digest), slot: id),
            let log = PackedEvidenceLog.unpack(data),
            log.id == id, log.path == path, log.digest == digest
        else { return nil }
        return log
    }

    /// Keeps `log` (read from its file's bytes, whose digest it carries); a failure only costs
    /// the next build a read.
    func keep(_ log: EvidenceLog) {
        guard !log.digest.isEmpty else { return }
        let data = PackedEvidenceLog.pack(log)
        cache.store(data, for: Self.key(path: log.path, digest: log.digest), slot: log.id)
    }

    private static func key(path: String, digest: String) -> String {
        "\(version)\ntool \(BuildFingerprint.toolStamp)\npath \(path)\ndigest \(digest)"
    }
}
