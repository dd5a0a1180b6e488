import Foundation

/// What `stat` says, in the fields whose names differ between Linux and macOS.
extension stat {
    /// The last modification time: `st_mtim` on Linux, `st_mtimespec` on macOS.
    public var modificationTime: timespec {
        #if canImport(Darwin)
        st_mtimespec
        #else
        st_mtim
        #endif
    }
}
