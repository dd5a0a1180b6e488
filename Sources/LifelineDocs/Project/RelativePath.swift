import Foundation

/// Links between pages of the site, always relative, so the site works from `file://`, from a
/// sub-path and on any static host.
enum RelativePath {
    /// The prefix that leads from `page` back to the site root: `""`, `"../"`, `"../../"`.
    static func root(from page: String) -> String {
        String(repeating: "../", count: page.splitAtBytes(separator: "/").count - 1)
    }

    /// Whether `byte` may stand in a segment unescaped, looked up in two 64-bit masks: a Set's
    /// hashing of every byte of every link was a hundredth of a one-scenario edit (callgrind).
    private static func isSegmentByte(_ byte: UInt8) -> Bool {
        byte < 64 ? segmentMasks.low >> byte & 1 == 1 : byte < 128 && segmentMasks.high >> (byte - 64) & 1 == 1
    }

    private static let segmentMasks = segmentAllowed.utf8.reduce((low: UInt64(0), high: UInt64(0))) { masks, byte in
        byte < 64 ? (masks.low | 1 << byte, masks.high) : (masks.low, masks.high | 1 << (byte - 64))
    }

    /// `target` (relative to the site root) as seen from `page`, each segment percent-encoded: a
    /// file named `javascript:alert(1).md` must link to a file, never run a script; `#`, `?` and
    /// spaces in a name would otherwise cut or break the link.
    static func link(from page: String, to target: String) -> String {
        root(from: page) + fromRoot(target)
    }

    /// `target` as a link from a page at the site root (the search index's and sitemap's form).
    static func fromRoot(_ target: String) -> String {
        // Most paths need no escape: checked byte by byte, not encoded segment by segment
        // through Foundation (3 % of a warm build, perf).
        if target.utf8.allSatisfy({ $0 == UInt8(ascii: "/") || isSegmentByte($0) }) { return target }
        return target.splitAtBytes(separator: "/", omittingEmptySubsequences: false).map(encode).joined(separator: "/")
    }

    /// Everything but RFC 3986's unreserved characters and a few safe sub-delimiters is escaped.
    private static let segmentAllowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@"
    private static let segmentCharacters = CharacterSet(charactersIn: segmentAllowed)

    private static func encode(_ segment: Substring) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? String(segment)
    }

    /// A Markdown link to another page's source (`loading.md`, `../guide/x.md#part`) becomes a link
    /// to the page it turns into (`.html`); other links are left as written.
    static func markdownToHTML(_ destination: String) -> String {
        // A destination without a `:` or `#` byte holds neither character: Foundation's search
        // and the split are asked only when it may (17 M instructions for the Evidence page's
        // 479 links, callgrind).
        let bytes = destination.utf8
        if bytes.contains(UInt8(ascii: ":")) && destination.contains(":") || destination.hasPrefix("#") { return destination }
        guard bytes.contains(UInt8(ascii: "#")) else {
            return destination.hasSuffix(".md") ? String(destination.dropLast(".md".count)) + ".html" : destination
        }
        let parts = destination.splitAtBytes(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts[0].hasSuffix(".md") else { return destination }
        let page = parts[0].dropLast(".md".count) + ".html"
        return parts.count > 1 ? "\(page)#\(parts[1])" : String(page)
    }
}
