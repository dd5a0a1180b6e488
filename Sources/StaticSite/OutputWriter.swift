import Foundation
import Synchronization

/// Writes a whole site into a fresh folder beside the destination, then swaps it in: a failed
/// or killed build never leaves a half-written destination behind, and at every instant the
/// destination holds either the previous site or the new one.
///
/// A file whose bytes the destination already holds is not written again: the fresh folder gets
/// a hard link to it (`reused` counts them). A one-page edit then writes one page, the search
/// index and the marker, and the swap stays one rename.
public struct OutputWriter: Sendable {
    /// The file every site written here carries, so that a later build recognises the folder as
    /// one it may replace whole (see `OutputFolderCheck`).
    public static let markerName = ".lifeline-output"
    static let markerText = Data("This folder is written by `lifeline build` and replaced whole by the next build.\n".utf8)

    public let destination: URL

    public init(destination: URL) { self.destination = destination }

    /// Writes `files` (relative path → bytes) and the marker, then swaps them in as `destination`.
    /// Returns how many files were hard links to the destination's identical files.
    /// `previous`: what the last write here put in the destination (a preview server keeps it,
    /// its folder being its own): a file with the same bytes there is linked without reading it
    /// back, which was a seventh of a one-page rebuild (perf).
    /// `check` runs on this thread while the files are written into the fresh folder on another,
    /// which nothing reads: the destination is swapped only when both succeeded, and the check's
    /// error, if any, is the one thrown.
    @discardableResult
    public func write(_ files: [String: Data], previous: [String: Data]? = nil, whileChecking check: () throws -> Void = {}) throws -> Int {
        let staging = try stage(previous: previous)
        let staged = Mutex<Result<Void, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            // In path order: see `OutputStaging.write`.
            let result = Result { for (path, data) in files.sorted(by: { $0.key < $1.key }) { try staging.write(path, data) } }
            staged.withLock { $0 = result }
            done.signal()
        }.start()
        let checked = Result { try check() }
        done.wait()
        try checked.get()
        try staged.withLock { $0! }.get()
        return try staging.finish()
    }

    /// A folder beside the destination, for a site written file by file as it is made; stale
    /// folders of killed builds are removed first.
    ///
    /// `spare`: where the site the destination holds is kept once a new one replaces it (a
    /// folder of the cache), instead of being removed. The folder kept there by the last build,
    /// the site before last, is taken as this build's folder, moved beside the destination:
    /// most of its files are the destination's under a second name, and stay (`OutputStaging`).
    /// Without one there (or on another file system), the folder is a fresh one.
    public func stage(previous: [String: Data]? = nil, spare: URL? = nil) throws -> OutputStaging {
        removeStaleFolders()
        let staging = destination.deletingLastPathComponent().appendingPathComponent(temporaryName("staging"))
        if let spare, Self.isFolder(spare.path), rename(spare.path, staging.path) == 0 {
            // Moved, then looked at again: a link put there meanwhile would lead the build out.
            if Self.isFolder(staging.path) { return OutputStaging(writer: self, folder: staging, previous: previous, reusing: true, spare: spare) }
            try? FileManager.default.removeItem(at: staging)
        }
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        return OutputStaging(writer: self, folder: staging, previous: previous, spare: spare)
    }

    /// Whether `path` is a folder itself, not a link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Links `file` to the destination's file `previous`    /// Links `file` to the destination's file `previous` when that is a regular file holding
    /// exactly `data` and linked nowhere else (so that no file outside the site can come to share
    /// the new site's bytes); false when it is not, or linking fails (then the file is written).
    func linkUnchanged(from previous: String, _ data: Data, to file: String, knownSame: Bool) -> Bool {
        var status = stat()
        guard lstat(previous, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1,
            Int(status.st_size) == data.count,
            knownSame || FileManager.default.contents(atPath: previous) == data
        else { return false }
        return link(previous, file) == 0
    }

    /// Moves `staging` to `destination`. Linux's `renameat2(RENAME_EXCHANGE)` swaps two folders in
    /// one step; where it is missing (another kernel or file system) two renames remain, and a
    /// crash between them leaves the previous site beside the destination, under its temporary name.
    /// `spare`: where the previous site is kept, if nothing is there (see `stage(spare:)`).
    func swapIn(_ staging: URL, keepingPreviousAt spare: URL? = nil) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: destination.path) else {
            try manager.moveItem(at: staging, to: destination)
            return
        }
        if Exchange.swap(staging.path, destination.path) {
            // `staging` now holds the previous site: kept for the next build, or removed.
            if let spare, rename(staging.path, spare.path) == 0 { return }
            try? manager.removeItem(at: staging)
            return
        }
        let previous = destination.deletingLastPathComponent().appendingPathComponent(temporaryName("previous"))
        try manager.moveItem(at: destination, to: previous)
        do {
            try manager.moveItem(at: staging, to: destination)
        } catch {
            try? manager.moveItem(at: previous, to: destination)
            try? manager.removeItem(at: staging)
            throw error
        }
        try? manager.removeItem(at: previous)
    }

    /// `Output.staging-PID-RANDOM`: the process id lets a later build tell a folder left by a
    /// killed build from one a running build (a preview server's, say) is still writing.
    private func temporaryName(_ kind: String) -> String {
        "\(destination.lastPathComponent).\(kind)-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
    }

    /// Removes temporary folders beside the destination whose build is no longer running.
    func removeStaleFolders() {
        let parent = destination.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names {
            for kind in ["staging", "previous"] {
                let prefix = "\(destination.lastPathComponent).\(kind)-"
                guard name.hasPrefix(prefix),
                    let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ Int32($0) }),
                    kill(pid, 0) == -1, errno == ESRCH
                else { continue }
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }
}
