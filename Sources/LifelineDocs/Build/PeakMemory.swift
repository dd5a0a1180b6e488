import Foundation

/// The most memory this process has held resident so far, in KiB (`build --timings`); the
/// worker processes are not counted.
enum PeakMemory {
    /// Linux: `VmHWM` from /proc/self/status. macOS, which has no /proc: `getrusage`'s
    /// `ru_maxrss`, which it gives in bytes (Linux gives KiB). Nil when the system does not say.
    static var kibibytes: Int? {
        #if canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) / 1024
        #else
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.splitAtBytes(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.splitAtBytes(separator: " ").dropFirst().first.flatMap { Int($0) }
        #endif
    }
}
