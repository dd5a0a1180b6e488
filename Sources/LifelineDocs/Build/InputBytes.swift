import Foundation
import StaticSite

/// The bytes of the project's regular files as the build's fingerprint read them at its start,
/// by absolute path: stage 1 takes a scenario file's, a page's or a device log's from here
/// instead of opening and reading it again (strace: 415 files opened and read twice in every
/// build). A file not here (a link, one the fingerprint could not read, a build without a
/// fingerprint) is read by its reader, with its checks and messages.
struct InputBytes: Sendable {
    var files: [String: Data] = [:]

    /// `url`'s text as `TextFile.read` gives it, from the bytes read before or from the file.
    func text(_ url: URL, path: String, what: String) throws -> String {
        guard let bytes = files[url.path] else { return try TextFile.read(url, path: path, what: what) }
        return try TextFile.decode(bytes, path: path, what: what)
    }

    /// The device log at `url` as `LogFileReader.read` gives it: from the bytes read before
    /// when they are within its limit, else from the file (which refuses what it refuses).
    func log(_ url: URL, path: String) throws -> Data {
        if let bytes = files[url.path], bytes.count <= LogFileReader.limit { return bytes }
        return try LogFileReader.read(url, displayPath: path, streams: false)
    }
}
