import Foundation

/// How many files this process may have open (`ulimit -n`, the soft limit).
public enum DescriptorLimit {
    /// The soft limit; nil when the system does not say. `RLIMIT_NOFILE` is an enum case on
    /// Linux (Glibc's `__rlimit_resource`) and a plain `Int32` on macOS.
    public static var current: rlim_t? {
        var limit = rlimit()
        #if canImport(Darwin)
        let resource = RLIMIT_NOFILE
        #else
        let resource = Int32(RLIMIT_NOFILE.rawValue)
        #endif
        guard getrlimit(resource, &limit) == 0 else { return nil }
        return limit.rlim_cur
    }

    /// Whether the process may open at least `count` files (true when the system does not say).
    public static func allows(_ count: Int) -> Bool {
        guard let limit = current else { return true }
        // RLIM_INFINITY is all ones: compared as a number, it allows anything.
        return limit >= rlim_t(count)
    }
}
