import Foundation

/// Every regular file and symbolic link under a folder, with what `lstat` says of it, found by
/// one walk with `readdir` and `lstat`. Foundation's enumerator and `URL.resourceValues` cost
/// about 45 % of a no-op build and 37 % of an idle `serve` (perf): each entry went through a
/// `URL`, an `NSString` and a dictionary of attributes. Links are listed, never followed.
public enum FileTree {
    public struct Entry: Equatable, Sendable {
        /// The path below the folder, `/`-separated.
        public var path: String
        public var isLink: Bool
        public var size: Int
        /// Modification time in nanoseconds since 1970, as the file system keeps it.
        public var modified: Int
        /// A FIFO, socket or device, listed with `special` only (with size and time 0).
        public var isSpecial = false
    }

    /// The entries under `folder`, sorted by path; none when it cannot be read.
    /// With `special`, FIFOs, sockets and devices are listed too (as files that are no links), for
    /// a reader that refuses them by name rather than pass them by.
    public static func entries(under folder: String, special: Bool = false) -> [Entry] {
        var outOfDescriptors = false
        var entries: [Entry] = []
        walk(folder, prefix: "", special: special, into: &entries, outOfDescriptors: &outOfDescriptors)
        return entries.sorted { $0.path < $1.path }
    }

    /// The same; `outOfDescriptors` becomes true when a folder could not be opened because no
    /// descriptor was left (EMFILE, ENFILE): the list is then incomplete, not a sign of deletions.
    public static func entries(under folder: String, outOfDescriptors: inout Bool) -> [Entry] {
        var entries: [Entry] = []
        walk(folder, prefix: "", special: false, into: &entries, outOfDescriptors: &outOfDescriptors)
        return entries.sorted { $0.path < $1.path }
    }

    /// A link's destination as written, or nil.
    public static func destination(ofLink path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, Int(PATH_MAX))
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func walk(_ folder: String, prefix: String, special: Bool, into entries: inout [Entry], outOfDescriptors: inout Bool) {
        guard let directory = opendir(folder) else {
            if errno == EMFILE || errno == ENFILE { outOfDescriptors = true }
            return
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, prefix: prefix + name + "/", special: special, into: &entries, outOfDescriptors: &outOfDescriptors)
            case S_IFREG, S_IFLNK:
                let modified = Int(status.modificationTime.tv_sec) * 1_000_000_000 + Int(status.modificationTime.tv_nsec)
                entries.append(Entry(path: prefix + name, isLink: status.st_mode & S_IFMT == S_IFLNK, size: Int(status.st_size), modified: modified))
            case S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK:
                // Never listed for the fingerprint or the watcher: reading a FIFO waits for a writer.
                if special { entries.append(Entry(path: prefix + name, isLink: false, size: 0, modified: 0, isSpecial: true)) }
            default:
                continue
            }
        }
    }
}
