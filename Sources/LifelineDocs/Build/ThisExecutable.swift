import Foundation

/// The file this process runs from: what a build stamps its outputs with and starts again as a
/// worker.
public enum ThisExecutable {
    /// Its URL. On Linux, the link `/proc/self/exe` read, which is where Foundation finds it too:
    /// `Bundle.main` also looks for the bundle's resources and information, 7 M instructions of a
    /// one-scenario edit (callgrind). Elsewhere, and if the link cannot be read, `Bundle.main`'s.
    public static let url: URL? = {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            let path = buffer.prefix(count).withUnsafeBufferPointer { String(decoding: UnsafeRawBufferPointer($0), as: UTF8.self) }
            return URL(fileURLWithPath: path)
        }
        #endif
        return Bundle.main.executableURL
    }()
}
