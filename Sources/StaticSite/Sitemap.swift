import Foundation

/// sitemap.xml (sitemaps.org protocol 0.9): the absolute URL of every page, without dates, so that
/// the same site gives the same bytes.
public struct Sitemap: Sendable {
    /// Where the site is published, ending in `/`.
    public let baseURL: String

    public init(baseURL: String) { self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/" }

    /// The sitemap of `paths` (relative to the site root); `index.html` is listed as its folder.
    public func xml(paths: [String]) -> Data {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#,
        ]
        for path in paths.sorted() {
            let pretty = path == "index.html" ? "" : path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path
            let encoded = pretty.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? pretty
            lines.append("  <url><loc>\(HTML.escape(baseURL + encoded))</loc></url>")
        }
        lines.append("</urlset>")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}
