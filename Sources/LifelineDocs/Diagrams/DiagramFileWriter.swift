import Foundation
import StaticSite

/// Where `lifeline diagram -o PATH` puts its bytes, by what PATH is. Replacing a device file or a
/// symbolic link with a regular file (as an atomic write does) would destroy it — run as root,
/// `-o /dev/stdout` once replaced the system's `/dev/stdout`.
struct DiagramFileWriter {
    let path: String

    func write(_ bytes: Data) throws {
        let target = Self.followingLinks(path)
        var status = stat()
        guard stat(target, &status) == 0 else {
            guard errno == ENOENT else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            try bytes.write(to: URL(fileURLWithPath: target), options: .atomic)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            try bytes.write(to: URL(fileURLWithPath: target), options: .atomic)
        case S_IFIFO, S_IFCHR:
            // Opened as it is, never created or truncated.
            try FileBytes.write(bytes, to: target, creating: false)
        case S_IFDIR:
            throw LifelineError("\(path): error: cannot write: it is a folder; name a file")
        default:
            throw LifelineError("\(path): error: cannot write: it is neither a regular file, a pipe nor a character device")
        }
    }

    /// The file a chain of symbolic links ends at, existing or not: the link's target decides what
    /// is written, and a dangling link names the file to create (Foundation's
    /// `resolvingSymlinksInPath` gives up on a dangling link and returns the link itself).
    static func followingLinks(_ path: String) -> String {
        var current = URL(fileURLWithPath: path)
        // As the kernel does, give up after 40 links (a loop).
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { break }
            current = URL(fileURLWithPath: destination, relativeTo: current.deletingLastPathComponent()).standardizedFileURL
        }
        return current.path
    }
}
