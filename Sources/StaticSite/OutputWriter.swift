import Foundation

/// Writes a whole site into a fresh folder beside the destination, then swaps it in: a failed
/// build never leaves a half-written destination behind.
public struct OutputWriter {
    public let destination: URL

    public init(destination: URL) { self.destination = destination }

    /// Writes `files` (relative path → bytes) and replaces `destination` with them in one rename.
    public func write(_ files: [String: Data]) throws {
        let manager = FileManager.default
        let parent = destination.deletingLastPathComponent()
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let staging = parent.appendingPathComponent("\(destination.lastPathComponent).staging-\(suffix)")
        let previous = parent.appendingPathComponent("\(destination.lastPathComponent).previous-\(suffix)")
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                let url = staging.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        if manager.fileExists(atPath: destination.path) {
            try manager.moveItem(at: destination, to: previous)
        }
        do {
            try manager.moveItem(at: staging, to: destination)
        } catch {
            try? manager.moveItem(at: previous, to: destination)
            throw error
        }
        try? manager.removeItem(at: previous)
    }
}
