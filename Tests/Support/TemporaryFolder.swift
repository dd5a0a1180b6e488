import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
public struct TemporaryFolder: Sendable {
    public let url: URL

    /// - Parameter prefix: the start of the folder's name, to tell whose folder a leftover is.
    public init(prefix: String = "lifeline-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (folders created as needed) and returns its URL.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
