import Foundation
import StaticSite

/// `lifeline check`: every internal link and image of the finished site leads to a file it has,
/// and every `#anchor` to an id in that page. A problem in a Markdown page is reported at the
/// line of that page where the link is written; one in a generated page at the generated path.
struct SiteCheck {
    let site: RenderedSite
    /// How many cores read pages at once (`--jobs`).
    var lanes = Int.max

    /// `files`: the site's files besides the pages stage 4 wrote as it rendered them (whose
    /// scans `site.written` holds). With `memory` (`serve`), pages unchanged since the last
    /// build are not scanned again.
    func check(_ files: [String: Data], memory: BuildMemory? = nil) throws {
        let broken: [LinkChecker.BrokenLink]
        if site.written.isEmpty {
            var scans = memory?.linkScans() ?? [:]
            broken = LinkChecker(lanes: lanes).check(files, keeping: &scans)
            memory?.remember(linkScans: scans)
        } else {
            var pages = site.written
            for (path, data) in files where path.hasSuffix(".html") { pages[path] = LinkChecker.PageScan(data, keepingBytes: false) }
            broken = LinkChecker().check(pages: pages, files: Set(files.keys).union(site.written.keys))
        }
        guard !broken.isEmpty else { return }
        throw SiteCheckFailure(problems: broken.map(diagnostic))
    }

    private func diagnostic(_ link: LinkChecker.BrokenLink) -> SiteDiagnostic {
        let what = link.reason.hasPrefix("names a file") ? "broken link" : "bad link"
        let message = "\(what): '\(HTML.unescape(link.destination))' \(link.reason)"
        guard let source = site.sources[link.page] else {
            return SiteDiagnostic(path: "\(link.page) (generated)", message: message)
        }
        let written = source.links.first { $0.destination == HTML.unescape(link.destination) }
        return SiteDiagnostic(path: source.path, line: written?.line ?? 1, message: message)
    }
}

/// Every problem `SiteCheck` found, one per line.
struct SiteCheckFailure: Error, CustomStringConvertible {
    var problems: [SiteDiagnostic]

    var description: String { problems.map(\.description).joined(separator: "\n") }
}
