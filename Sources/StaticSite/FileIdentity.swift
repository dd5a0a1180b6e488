import Foundation

/// A regular file as `lstat` tells it apart from others: its inode, size and modification time
/// in nanoseconds. Two readings that agree are the same file with the same bytes, unless it was
/// written in place and its time set back on purpose: what a build uses to link a page the last
/// build wrote without reading it back (`OutputStaging.linkUnread`).
public struct FileIdentity: Equatable, Sendable {
    public var inode: UInt64
    public var size: Int
    public var modified: Int

    public init(inode: UInt64, size: Int, modified: Int) {
        self.inode = inode
        self.size = size
        self.modified = modified
    }

    /// The identity of the regular file at `path` and how many names it has; nil for anything
    /// else, or nothing.
    static func read(_ path: String) -> (identity: FileIdentity, links: Int)? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let modified = Int(status.modificationTime.tv_sec) * 1_000_000_000 + Int(status.modificationTime.tv_nsec)
        return (FileIdentity(inode: UInt64(status.st_ino), size: Int(status.st_size), modified: modified), Int(status.st_nlink))
    }

    /// `inode size modified`, as a cache keeps it.
    public var text: String { "\(inode) \(size) \(modified)" }

    public init?(text: some StringProtocol) {
        let numbers = text.split(separator: " ")
        guard numbers.count == 3, let inode = UInt64(numbers[0]), let size = Int(numbers[1]), let modified = Int(numbers[2]) else { return nil }
        self.init(inode: inode, size: size, modified: modified)
    }
}
