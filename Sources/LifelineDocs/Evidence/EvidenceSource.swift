import Foundation

/// Where an evidence log was published, as the link its page makes to it.
///
/// The header's `source:` once went into the page's Markdown as written, so a `)` ended the link
/// and raw HTML after it (`<img src=x OnError=…>`) reached the page. Only an http(s) address with
/// a host is a source; its link is Foundation's percent-encoded form of it (`URLComponents`
/// escapes `<`, `>`, spaces, quotes and non-ASCII), so nothing in it can end the link.
enum EvidenceSource {
    /// `source` as an href, or nil when it is not an http:// or https:// address with a host.
    static func link(_ source: String) -> String? {
        guard let components = URLComponents(string: source),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return nil }
        return components.string
    }

    /// What the header check says when `source` is no such address.
    static func refusal(_ source: String) -> String {
        "'source' is the http:// or https:// address where the log was published, not '\(source)'"
    }
}
