import Foundation
import Synchronization

/// The fresh folder a site is written into before it is swapped in as the destination, filled
/// file by file as the build makes them: a page is written as soon as it is rendered, so that the
/// whole site is never held in memory (10,000 pages held until the swap were most of 8.9 GB).
///
/// `finish` writes the marker and swaps the folder in; a staging folder dropped unfinished (an
/// error in any stage after it was opened) is removed.
public final class OutputStaging: Sendable {
    public let writer: OutputWriter
    let folder: URL
    /// What the last write put in the destination (`OutputWriter.write`'s `previous`).
    private let previous: [String: Data]?
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
    }

    /// The folder's and the destination's paths, as text once: `URL.path` for each file's two
    /// paths was a third of linking a page unread (callgrind).
    private let folderPath: String
    private let destinationPath: String

    init(writer: OutputWriter, folder: URL, previous: [String: Data]?) {
        self.writer = writer
        self.folder = folder
        self.previous = previous
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
            let linked = writer.linkUnchanged(from: destinationPath + "/" + path, data, to: file, knownSame: previous?[path] == data)
            if !linked { try FileBytes.write(data, to: file) }
            let identity = FileIdentity.read(file)?.identity
            state.withLock { state in
                if linked { state.reused += 1 }
                state.files?[path] = identity
                if identity == nil { state.files = nil }
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
        guard let found = FileIdentity.read(previous), found.identity == identity, found.links == 1 else { return false }
        return try filing.withLock {
            try state.withLock { try makeFolder(of: path, &$0) }
            guard link(previous, folderPath + "/" + path) == 0 else { return false }
            state.withLock { state in
                state.reused += 1
                // A link is the same file: its size and modification time are the ones just read.
                state.files?[path] = found.identity
            }
            return true
        }
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
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        }
    }

    /// Writes the marker and swaps the folder in as the destination; how many files were
    /// linked from the destination, not written.
    @discardableResult
    public func finish() throws -> Int {
        let marker = folderPath + "/" + OutputWriter.markerName
        try FileBytes.write(OutputWriter.markerText, to: marker)
        let identity = FileIdentity.read(marker)?.identity
        try writer.swapIn(folder)
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
