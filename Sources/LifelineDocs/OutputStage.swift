import Foundation
import StaticSite

/// Stage 5: the pages, diagrams and assets checked as one site (every internal link and anchor
/// must lead somewhere), then written into a fresh folder and swapped in as Output/.
struct OutputStage {
    let project: Project

    /// Checks the site; writes it only when `write` is true and the check passed. Returns how
    /// many files the output folder already held, byte for byte, and were linked, not written.
    @discardableResult
    func finish(_ site: RenderedSite, diagrams: DiagramSet, assets: [String: Data], write: Bool) throws -> Int {
        var files = diagrams.files
        files.merge(assets) { $1 }
        files.merge(site.files) { $1 }
        try SiteCheck(site: site).check(files)
        guard write else { return 0 }
        do {
            return try OutputWriter(destination: project.output).write(files)
        } catch {
            throw LifelineError("\(project.displayPath(project.output)): error: cannot write the site there: \(FileError.reason(error))")
        }
    }
}
