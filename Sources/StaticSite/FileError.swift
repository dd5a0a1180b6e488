import Foundation

/// A file-system failure in a few words, for messages: Foundation's own text for these errors
/// ("The file doesn't exist." plus its userInfo dictionary) names neither the cause nor the fix.
public enum FileError {
    /// The system's reason, as in "no such file or directory" or "permission denied".
    public static func reason(_ error: any Error) -> String {
        let error = error as NSError
        // Foundation on Linux keeps the system's error as a POSIXError under NSUnderlyingErrorKey.
        let code: Int32? = switch error.userInfo[NSUnderlyingErrorKey] {
        case let posix as POSIXError: posix.code.rawValue
        case let underlying as NSError where underlying.domain == NSPOSIXErrorDomain: Int32(underlying.code)
        default: error.domain == NSPOSIXErrorDomain ? Int32(error.code) : nil
        }
        guard let code else { return error.localizedDescription }
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
