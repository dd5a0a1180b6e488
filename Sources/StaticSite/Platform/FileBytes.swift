import Foundation
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Writes bytes to a file with `open` and `write`: without the `fsync` Foundation's `Data.write`
/// makes for every file (a tenth of a warm build, perf), and through a pipe or a device, which
/// an atomic write would replace with a regular file. A short write (a full disk) throws.
public enum FileBytes {
    /// Writes `data` to `path`: a new or truncated file (`creating`), or an existing pipe or
    /// device opened as it is.
    public static func write(_ data: Data, to path: String, creating: Bool = true) throws {
        let flags = O_WRONLY | O_CLOEXEC | (creating ? O_CREAT | O_TRUNC : 0)
        let descriptor = open(path, flags, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                // Qualified: inside `FileBytes`, a bare `write` names the method above.
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #else
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }
}
