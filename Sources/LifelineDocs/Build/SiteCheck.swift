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
    /// scans `site.written` holds), and `alsoPublished` the paths of files whose bytes no link
    /// check reads (drawings left in the cache). With `memory` (`serve`), pages unchanged since the last
    /// build are not scanned again. Returns what the links were checked against
    /// (`LinkChecker.surface`) when the pages were written as they were rendered: a page the
    /// next build links unread from the output folder, against the same surface, is not
    /// checked again (every page's links were a twentieth of a one-scenario edit, callgrind).
    @discardableResult
    func check(_ files: [String: Data], alsoPublished: Set<String> = [], memory: BuildMemory? = nil) throws -> UInt64? {
        let broken: [LinkChecker.BrokenLink]
        var surface: UInt64?
        if site.written.isEmpty {
            var scans = memory?.linkScans() ?? [:]
            broken = LinkChecker(lanes: lanes).check(files, keeping: &scans)
            memory?.remember(linkScans: scans)
        } else {
            var pages = site.written
            for (path, data) in files where path.hasSuffix(".html") { pages[path] = LinkChecker.PageScan(data, keepingBytes: false) }
            let all = Set(files.keys).union(site.written.keys).union(alsoPublished)
            let checked = LinkChecker.surface(pages: pages, files: all)
            surface = checked
            broken = LinkChecker().check(pages: pages, files: all, skipping: site.lastSurface == checked ? site.unchanged : [])
        }
        guard !broken.isEmpty else { return surface }
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
