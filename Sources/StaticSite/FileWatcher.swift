import Foundation

/// Notices changes under some folders by comparing, at each poll, every file's path, size and
/// modification time with the previous poll's (portable, and cheap for a documentation project).
public struct FileWatcher: Sendable {
    public let folders: [URL]
    private var snapshot: [String: Stamp]

    struct Stamp: Equatable {
        var size: Int
        var modified: Int
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

    /// Every file's size and modification time (`FileTree`: one `readdir` and `lstat` walk).
    static func scan(_ folders: [URL]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for folder in folders {
            for entry in FileTree.entries(under: folder.path) {
                stamps[folder.path + "/" + entry.path] = Stamp(size: entry.size, modified: entry.modified)
            }
        }
        return stamps
    }
}
