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

    /// Writes an executable script (mode 755) through a descriptor that is closed on exec, and
    /// returns its URL. Written as `write` does, the descriptor could be inherited by a process
    /// another test started meanwhile, which then held the script open for writing, and running it
    /// failed with "Text file busy" (ETXTBSY: seen once in CI).
    @discardableResult
    public func writeExecutable(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path]) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Foundation.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        return file
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
