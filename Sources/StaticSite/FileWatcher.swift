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
        snapshot = Self.scan(folders) ?? [:]
    }

    /// True when something was added, removed or changed since the last call (or since `init`).
    /// A poll that could not look (no descriptor left: a preview's clients had taken them all)
    /// notices nothing: its half a listing once read as deleted pages, and started a rebuild that
    /// failed ("too many open files") and was shown on every open page.
    public mutating func poll() -> Bool {
        guard let now = Self.scan(folders) else { return false }
        defer { snapshot = now }
        return now != snapshot
    }

    /// Every file's size and modification time (`FileTree`: one `readdir` and `lstat` walk); nil
    /// when a folder could not be opened for want of a descriptor.
    static func scan(_ folders: [URL]) -> [String: Stamp]? {
        var stamps: [String: Stamp] = [:]
        var outOfDescriptors = false
        for folder in folders {
            for entry in FileTree.entries(under: folder.path, outOfDescriptors: &outOfDescriptors) {
                stamps[folder.path + "/" + entry.path] = Stamp(size: entry.size, modified: entry.modified)
            }
        }
        return outOfDescriptors ? nil : stamps
    }
}
