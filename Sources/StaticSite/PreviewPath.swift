import Foundation

/// A request's path as names inside the served folder, or why the preview will not look it up.
///
/// The target is split at its literal `/` first and each segment percent-decoded exactly once, so
/// an encoded `%2F` can never become a separator (`/assets%2F..%2F..%2Fetc%2Fpasswd` once reached
/// `/etc/passwd`) and `%252F` stays the three characters `%2F` of a name. Decoding is Foundation's
/// `removingPercentEncoding`, which refuses a malformed escape and bytes that are not UTF-8
/// (overlong forms such as `%C0%AE` included). These rules keep a name from naming anything but
/// itself; `PreviewServer.file` still checks the real path, links resolved, against the folder.
struct PreviewPath: Equatable {
    /// The decoded segments, none empty, none starting with `.`.
    var segments: [String]

    enum Refusal: Error, Equatable {
        /// A 400: the target is not a path a browser sends; the text says which rule it broke.
        case badRequest(String)
        /// A 404: a hidden name (`.git`, `..`), never served.
        case hidden
    }

    /// Reads the path part of an origin-form target (`/guide/a%20b.html`, query already removed).
    static func parse(_ target: String) -> Result<PreviewPath, Refusal> {
        // Absolute form (`http://host/x`), authority form and `*` are for proxies and OPTIONS.
        guard target.hasPrefix("/") else {
            return .failure(.badRequest("A request target must be a path that starts with '/'."))
        }
        // Browsers send printable ASCII only (they encode the rest) and turn `\` into `/`.
        guard target.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "\\" }) else {
            return .failure(.badRequest("A request path may hold printable ASCII only, and no backslash."))
        }
        var segments: [String] = []
        for raw in target.split(separator: "/") {
            guard let name = raw.removingPercentEncoding else {
                return .failure(.badRequest("A request path's %-escapes must be two hex digits that spell UTF-8."))
            }
            guard !name.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }) else {
                return .failure(.badRequest("A request path may not encode '/', '\\' or a control character."))
            }
            guard !name.hasPrefix(".") else { return .failure(.hidden) }
            segments.append(name)
        }
        return .success(PreviewPath(segments: segments))
    }
}
