import Foundation

/// Notices changes under some folders by comparing, at each poll, every file's path, size and
/// modification time with the previous poll's (portable, and cheap for a documentation project).
public struct FileWatcher: Sendable {
    public let folders: [URL]
    private var snapshot: [String: Stamp]

    struct Stamp: Equatable {
        var size: Int
        var modified: Date
    }

    public init(folders: [URL]) {
        self.folders = folders
        snapshot = Self.scan(folders)
    }

    /// True when something was added, removed or changed since the last call (or since `init`).
    public mutating func poll() -> Bool {
        let now = Self.scan(folders)
        defer { snapshot = now }
        return now != snapshot
    }

    static func scan(_ folders: [URL]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { continue }
            for case let url as URL in enumerator {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                stamps[url.path] = Stamp(size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
            }
        }
        return stamps
    }
}
