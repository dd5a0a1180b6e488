import Foundation

/// Checks the links of a whole site before it is written: every relative `href` and `src` in
/// every HTML page must name a file of the site, and a `#fragment` an `id` in that page.
/// Absolute paths (`/x`) are refused too: they break under `file://` and on a sub-path.
/// External links (with a scheme) are not fetched.
public struct LinkChecker: Sendable {
    /// A link that leads nowhere: the page it is on, what it says, and why it fails.
    public struct BrokenLink: Sendable, Equatable, CustomStringConvertible {
        public var page: String
        public var destination: String
        public var reason: String

        public init(page: String, destination: String, reason: String) {
            self.page = page
            self.destination = destination
            self.reason = reason
        }

        public var description: String { "\(page): '\(destination)' \(reason)" }
    }

    public init() {}

    /// The broken links in `files` (site-relative path → bytes), page by page in path order.
    public func check(_ files: [String: Data]) -> [BrokenLink] {
        let pages = files.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
        var ids: [String: Set<String>] = [:]
        for (path, html) in pages { ids[path] = Set(Self.attributeValues("id", in: html)) }
        var broken: [BrokenLink] = []
        for (path, html) in pages.sorted(by: { $0.key < $1.key }) {
            for destination in Self.attributeValues("href", in: html) + Self.attributeValues("src", in: html) {
                if let reason = problem(destination, from: path, files: files, ids: ids) {
                    broken.append(BrokenLink(page: path, destination: destination, reason: reason))
                }
            }
        }
        return broken
    }

    private func problem(_ destination: String, from page: String, files: [String: Data], ids: [String: Set<String>]) -> String? {
        let raw = HTML.unescape(destination)
        if raw.hasPrefix("//") || raw.hasPrefix("/") { return "is an absolute path; links must be relative" }
        if raw.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) != nil { return nil }
        let parts = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let pathPart = String(parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        var target = page
        if !pathPart.isEmpty {
            guard let decoded = pathPart.removingPercentEncoding,
                let resolved = Self.resolve(decoded, from: page)
            else { return "leads outside the site" }
            target = resolved
            if target.isEmpty || target.hasSuffix("/") { target += "index.html" }
            if files[target] == nil, files[target + "/index.html"] != nil { target += "/index.html" }
            guard files[target] != nil else { return "names a file the site does not have" }
        }
        if let fragment, !fragment.isEmpty, target.hasSuffix(".html") {
            let anchor = fragment.removingPercentEncoding ?? fragment
            guard ids[target]?.contains(anchor) ?? false else { return "names an anchor '#\(anchor)' that \(target) does not have" }
        }
        return nil
    }

    /// `relative` resolved against the folder of `page`; nil when `..` climbs above the root.
    static func resolve(_ relative: String, from page: String) -> String? {
        var components = page.split(separator: "/").map(String.init).dropLast()
        let trailingSlash = relative.hasSuffix("/")
        for component in relative.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/") + (trailingSlash && !components.isEmpty ? "/" : "")
    }

    /// The values of `name="…"` attributes in tags; our HTML always quotes with `"`.
    ///
    /// One pass over the bytes: Foundation's `range(of:)` on a substring copies the rest of the
    /// page at every call, which made the check quadratic (20,000 headings on a page: 34 s).
    static func attributeValues(_ name: String, in html: String) -> [String] {
        let needle = Array(" \(name)=\"".utf8)
        var values: [String] = []
        var html = html
        html.withUTF8 { bytes in
            var index = 0
            let end = bytes.count - needle.count
            while index <= end {
                guard bytes[index] == needle[0], Self.matches(needle, in: bytes, at: index) else {
                    index += 1
                    continue
                }
                let start = index + needle.count
                guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { return }
                values.append(String(decoding: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<close]), as: UTF8.self))
                index = close
            }
        }
        return values
    }

    private static func matches(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        for offset in 1..<needle.count where bytes[index + offset] != needle[offset] { return false }
        return true
    }
}
