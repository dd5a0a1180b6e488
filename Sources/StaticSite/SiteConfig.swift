import Foundation
import Yams

/// Site-wide settings from a YAML file (`Content/site.yml`): the site's title and the base URL
/// that sitemap.xml needs (pages link to each other relatively and never use it).
public struct SiteConfig: Sendable, Equatable {
    /// The site's name, shown in every page's header and title.
    public var title: String
    /// Where the site is published, ending in `/`: `https://example.org/docs/`. Nil, or a placeholder: no sitemap.
    public var baseURL: String?
    /// Where a page's source can be edited, ending in `/`: a page's path under the content folder
    /// is appended (`https://github.com/o/r/edit/main/Content/` + `memory.md`). Nil: no link.
    public var editURL: String?

    public init(title: String, baseURL: String? = nil, editURL: String? = nil) {
        self.title = title
        self.baseURL = baseURL.map(Self.normalized)
        self.editURL = editURL.map(Self.normalized)
    }

    /// True when `baseURL` is a placeholder (an example.org/.com/.net address, RFC 2606), not
    /// where the site will be.
    public var hasPlaceholderBaseURL: Bool {
        guard let baseURL, let host = URL(string: baseURL)?.host?.lowercased() else { return false }
        let placeholders = ["example.org", "example.com", "example.net"]
        return placeholders.contains { host == $0 || host.hasSuffix("." + $0) }
    }

    /// The base URL sitemap.xml is written with: nil while there is none, or only a placeholder,
    /// since a sitemap of addresses where the site is not would send crawlers nowhere.
    public var sitemapBaseURL: String? { hasPlaceholderBaseURL ? nil : baseURL }

    /// A warning when `baseURL` is a placeholder: no sitemap is written. Nil when it is unset or looks real.
    public var placeholderWarning: String? {
        guard let baseURL, hasPlaceholderBaseURL else { return nil }
        return "warning: base-url \(baseURL) is a placeholder, so no sitemap.xml is written; "
            + "set base-url in Content/site.yml, or pass --base-url, before publishing"
    }

    /// Reads `url`; a missing file gives the defaults, an unreadable or malformed one an error with its line.
    public static func load(_ url: URL, path: String, defaultTitle: String) throws -> SiteConfig {
        guard FileManager.default.fileExists(atPath: url.path) else { return SiteConfig(title: defaultTitle) }
        // The system's reason (at the descriptor limit: "too many open files") or the first byte
        // that is not UTF-8, never a guess.
        let text = try TextFile.read(url, path: path, what: "site settings")
        // Every setting is text, read as written (`Node.string`): no scalar needs a type, and
        // Yams's default resolver compiles its regular expressions on first use, a hundredth of
        // a one-scenario edit, whose other YAML the cache holds read (callgrind).
        let node = try YAMLDocument.compose(text, path: path, firstLine: 1, lead: "site settings are not valid YAML", resolver: .basic)
        var config = SiteConfig(title: defaultTitle)
        guard let node else { return config }
        guard let mapping = node.mapping else {
            throw SiteDiagnostic(path: path, message: "site settings must be a mapping of keys to values")
        }
        for (key, value) in mapping {
            let line = key.mark?.line ?? 1, column = key.mark?.column ?? 1
            guard let string = value.string else {
                throw SiteDiagnostic(path: path, line: line, column: column, message: "'\(key.string ?? "")' must be text")
            }
            switch key.string {
            case "title": config.title = string
            case "base-url":
                guard string.hasPrefix("https://") || string.hasPrefix("http://") else {
                    throw SiteDiagnostic(path: path, line: line, column: column, message: "'base-url' must start with https:// or http://")
                }
                config.baseURL = normalized(string)
            case "edit-url":
                guard string.hasPrefix("https://") || string.hasPrefix("http://") else {
                    throw SiteDiagnostic(path: path, line: line, column: column, message: "'edit-url' must start with https:// or http://")
                }
                config.editURL = normalized(string)
            default:
                throw SiteDiagnostic(
                    path: path, line: line, column: column,
                    message: "unknown site setting '\(key.string ?? "")'; expected title, base-url or edit-url")
            }
        }
        return config
    }

    static func normalized(_ url: String) -> String { url.hasSuffix("/") ? url : url + "/" }
}
