import Foundation
import Synchronization

/// The fresh folder a site is written into before it is swapped in as the destination, filled
/// file by file as the build makes them: a page is written as soon as it is rendered, so that the
/// whole site is never held in memory (10,000 pages held until the swap were most of 8.9 GB).
///
/// `finish` writes the marker and swaps the folder in; a staging folder dropped unfinished (an
/// error in any stage after it was opened) is removed.
///
/// The folder may be the site before last, kept by the last build (`OutputWriter.stage(spare:)`):
/// then a file it holds that is the very file the destination holds (the same inode, with no
/// third name) stays where it is, and anything else there is replaced or, at `finish`, removed.
/// A one-scenario edit then links and unlinks none of the 740 files it leaves as they were, where
/// a fresh folder linked each and the swap unlinked each from the last site (perf: 8 % of the
/// edit's samples in `link`, `unlink` and `rmdir`).
public final class OutputStaging: Sendable {
    public let writer: OutputWriter
    let folder: URL
    /// What the last write put in the destination (`OutputWriter.write`'s `previous`).
    private let previous: [String: Data]?
    /// Whether the folder is a kept site (`OutputWriter.stage(spare:)`), not an empty one.
    let reusing: Bool
    /// Where the destination's site is kept once this folder replaces it, for the next build.
    let spare: URL?
    /// The folders made so far, how many files were linked, and whether the folder was swapped in.
    private let state = Mutex(State())
    /// Held while a file is put in the folder, one at a time (`write`). A waiting lane sleeps:
    /// under Swift's `Mutex`, a futex with priority inheritance on Linux, it spun in the kernel
    /// while the holder created its file (`rt_mutex_slowlock_block`; perf: 6 % of a cold build's
    /// main process).
    private let filing = NSLock()

    private struct State {
        var folders: Set<String> = []
        var reused = 0
        var finished = false
        /// Every file put in the folder, as it was put there; nil once one could not be read back.
        var files: [String: FileIdentity]? = [:]
        /// Every path put in the folder: in a kept site, what `finish` does not remove.
        var placed: Set<String> = []
    }

    /// The folder's and the destination's paths, as text once: `URL.path` for each file's two
    /// paths was a third of linking a page unread (callgrind).
    private let folderPath: String
    private let destinationPath: String

    init(writer: OutputWriter, folder: URL, previous: [String: Data]?, reusing: Bool = false, spare: URL? = nil) {
        self.writer = writer
        self.folder = folder
        self.previous = previous
        self.reusing = reusing
        self.spare = spare
        folderPath = folder.path
        destinationPath = writer.destination.path
    }

    deinit {
        if !state.withLock({ $0.finished }) { try? FileManager.default.removeItem(at: folder) }
    }

    /// Writes `data` at `path` (relative to the site root), or links the destination's file when
    /// it holds the same bytes. One file at a time, whichever thread calls: files created in one
    /// folder at once wait on the folder's lock in the kernel, and spin there (perf, on this ext4
    /// right after a rebuild had deleted the last site's files: 8 % of a cold build in
    /// rwsem_spin_on_owner). Paths joined as text: a URL per file was a twentieth of a `serve`
    /// rebuild (perf).
    /// Returns the identity of the file now in the folder (nil if it cannot be read back).
    @discardableResult
    public func write(_ path: String, _ data: Data) throws -> FileIdentity? {
        let file = folderPath + "/" + path
        return try filing.withLock {
            try state.withLock { try makeFolder(of: path, &$0) }
            // A kept site's file is replaced, never written through: it may be the destination's.
            if reusing { try Self.clear(file) }
            let linked = writer.linkUnchanged(from: destinationPath + "/" + path, data, to: file, knownSame: previous?[path] == data)
            if !linked { try FileBytes.write(data, to: file) }
            let identity = FileIdentity.read(file)?.identity
            state.withLock { state in
                if linked { state.reused += 1 }
                state.files?[path] = identity
                if identity == nil { state.files = nil }
                if reusing { state.placed.insert(path) }
            }
            return identity
        }
    }

    /// Links the destination's file at `path` into the folder, without reading it, when it is
    /// still the file `identity` describes (a file the last build wrote, with bytes the caller
    /// knows to be the ones it would write) and has no other name (see `linkUnchanged`). False
    /// when it is not, or linking fails: then the caller writes the bytes.
    public func linkUnread(_ path: String, identity: FileIdentity) throws -> Bool {
        let previous = destinationPath + "/" + path
        guard var found = FileIdentity.read(previous), found.identity == identity else { return false }
        let file = folderPath + "/" + path
        return try filing.withLock {
            try state.withLock { try makeFolder(of: path, &$0) }
            if reusing {
                // The kept site's file is this one (its other name): nothing to do.
                if found.links == 2, let kept = FileIdentity.read(file), kept.identity == found.identity {
                    state.withLock { Self.place(path, found.identity, in: &$0) }
                    return true
                }
                try Self.clear(file)
                // One name fewer if the kept file was this one under another modification time.
                guard let again = FileIdentity.read(previous), again.identity == identity else { return false }
                found = again
            }
            guard found.links == 1, link(previous, file) == 0 else { return false }
            // A link is the same file: its size and modification time are the ones just read.
            state.withLock { Self.place(path, found.identity, in: &$0) }
            return true
        }
    }

    /// Counts the file at `path`, which is `identity`, as linked from the destination.
    private static func place(_ path: String, _ identity: FileIdentity, in state: inout State) {
        state.reused += 1
        state.files?[path] = identity
        state.placed.insert(path)
    }

    /// Removes whatever a kept site holds at `file` (a file, a link, a folder), so that what is
    /// put there next is a new name.
    private static func clear(_ file: String) throws {
        if unlink(file) == 0 || errno == ENOENT { return }
        if errno == EISDIR || errno == EPERM {
            try FileManager.default.removeItem(atPath: file)
            return
        }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    private func makeFolder(of path: String, _ state: inout State) throws {
        // The last slash found in the bytes: by Character, from the end, it was two thirds of
        // linking 733 files unread (callgrind).
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        // Known by its path below the folder: made once, with its parents.
        let relative = String(path[..<slash])
        if state.folders.contains(relative) { return }
        if state.folders.insert(relative).inserted {
            let parent = folderPath + "/" + relative
            // In a kept site, each folder on the way must be a folder, not a link that leads out.
            if reusing { try Self.clearNonFolders(on: relative, under: folderPath) }
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        }
    }

    /// Removes anything but a real folder at each step of `relative` below `root`.
    private static func clearNonFolders(on relative: String, under root: String) throws {
        var path = root
        for name in relative.split(separator: "/") {
            path += "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            if status.st_mode & S_IFMT != S_IFDIR { try clear(path) }
        }
    }

    /// In a kept site, removes every file and folder this build did not put there.
    private func sweep(_ folder: String, prefix: String, placed: Set<String>) throws {
        guard let directory = opendir(folder) else { return }
        var entries: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var status = stat()
                isFolder = lstat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            entries.append((name, isFolder))
        }
        closedir(directory)
        for (name, isFolder) in entries {
            let path = folder + "/" + name
            if isFolder {
                try sweep(path, prefix: prefix + name + "/", placed: placed)
                // A folder left empty held only what is gone.
                _ = rmdir(path)
            } else if !placed.contains(prefix + name) {
                try Self.clear(path)
            }
        }
    }

    /// Writes the marker and swaps the folder in as the destination; how many files were
    /// linked from the destination, not written.
    @discardableResult
    public func finish() throws -> Int {
        if reusing { try sweep(folderPath, prefix: "", placed: state.withLock { $0.placed }) }
        let marker = folderPath + "/" + OutputWriter.markerName
        try FileBytes.write(OutputWriter.markerText, to: marker)
        let identity = FileIdentity.read(marker)?.identity
        try writer.swapIn(folder, keepingPreviousAt: spare)
        return state.withLock { state in
            state.files?[OutputWriter.markerName] = identity
            if identity == nil { state.files = nil }
            state.finished = true
            return state.reused
        }
    }

    /// Once swapped in: every file the folder holds, by path, with its identity as it was put
    /// there (a rename keeps it); nil when one could not be read back. What a walk of the
    /// destination finds, if nothing else wrote there since.
    public var files: [String: FileIdentity]? {
        state.withLock { $0.finished ? $0.files : nil }
    }
}
