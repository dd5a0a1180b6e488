import Foundation
import StaticSite

/// Stage 5: the pages, diagrams and assets checked as one site (every internal link and anchor
/// must lead somewhere), then written into a fresh folder and swapped in as Output/.
struct OutputStage {
    let project: Project
    /// `serve`'s memory: what the last build wrote to its private output folder.
    var memory: BuildMemory?

    /// Checks the site; writes it only when `write` is true and the check passed. Returns how
    /// many files the output folder already held, byte for byte, and were linked, not written.
    @discardableResult
    func finish(_ site: RenderedSite, diagrams: DiagramSet, assets: [String: Data], write: Bool) throws -> Int {
        var files = diagrams.files
        files.merge(assets) { $1 }
        files.merge(site.files) { $1 }
        let check = { try SiteCheck(site: site).check(files, memory: memory) }
        guard write else {
            try check()
            return 0
        }
        do {
            // The check runs while the site is written into a fresh folder; only a site that
            // passed is swapped in.
            let reused = try OutputWriter(destination: project.output).write(files, previous: memory?.written(to: project.output), whileChecking: check)
            memory?.remember(written: files, to: project.output)
            return reused
        } catch let failure as SiteCheckFailure {
            throw failure
        } catch {
            throw LifelineError("\(project.displayPath(project.output)): error: cannot write the site there: \(FileError.reason(error))")
        }
    }
}
