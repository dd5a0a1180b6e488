import Foundation
import StaticSite

/// Stage 5: the pages, diagrams and assets checked as one site (every internal link and anchor
/// must lead somewhere), then written into a fresh folder and swapped in as Output/.
struct OutputStage {
    let project: Project
    /// `serve`'s memory: what the last build wrote to its private output folder.
    var memory: BuildMemory?
    /// How many cores the link check reads pages on (`--jobs`).
    var lanes = Int.max

    /// The fresh folder stage 4 writes each page into as it renders it; errors while writing
    /// there say where the site could not be written.
    struct Staged: Sendable {
        fileprivate let staging: OutputStaging
        fileprivate let displayPath: String

        /// Returns the file written, as `lstat` tells it.
        @discardableResult
        func write(_ path: String, _ data: Data) throws -> FileIdentity? {
            do { return try staging.write(path, data) } catch { throw OutputStage.cannotWrite(displayPath, error) }
        }

        /// Links the last output's file at `path` unread, if it is still `identity` (`OutputStaging.linkUnread`).
        func linkUnread(_ path: String, identity: FileIdentity) throws -> Bool {
            do { return try staging.linkUnread(path, identity: identity) } catch { throw OutputStage.cannotWrite(displayPath, error) }
        }

        /// Once swapped in, every file of the output folder as it was written (`OutputStaging.files`).
        var files: [String: FileIdentity]? { staging.files }
    }

    /// Opens the folder stage 4 writes pages into (removed again unless `finish` swaps it in).
    func stage() throws -> Staged {
        do {
            return Staged(staging: try OutputWriter(destination: project.output).stage(spare: project.outputSpare), displayPath: project.displayPath(project.output))
        } catch {
            throw Self.cannotWrite(project.displayPath(project.output), error)
        }
    }

    private static func cannotWrite(_ output: String, _ error: any Error) -> LifelineError {
        LifelineError("\(output): error: cannot write the site there: \(FileError.reason(error))")
    }

    /// Checks the site; writes it only when `write` is true and the check passed. Returns every
    /// file a build that wrote pages as it rendered them left in the output folder, with the
    /// hash of its bytes, and what its links were checked against (`PageStore.remember`), else
    /// nothing.
    @discardableResult
    func finish(_ site: RenderedSite, diagrams: DiagramSet, assets: [String: Data], write: Bool) throws -> PageStore.LastOutput {
        // An asset or a page replaces a drawing of the same path.
        var files = assets
        files.merge(site.files) { $1 }
        let drawn = diagrams.files.filter { files[$0.key] == nil }
        if let output = site.output {
            // The pages are in the folder already: the check first, then the other files. A
            // file the last build left with the same bytes (by their hash) is linked unread:
            // read back to be compared, the diagrams were 10 MB in every build (perf); a drawing
            // the cache keeps is read only when it is written (`DrawingFile.kept`).
            let surface = try SiteCheck(site: site, lanes: lanes).check(files, alsoPublished: Set(drawn.keys), memory: memory)
            var written = site.pageFiles
            let known = diagrams.fileHashes
            for path in Set(files.keys).union(drawn.keys).sorted() {
                // A drawing's hash as the cache checked it.
                let data = files[path]
                let hash = try data.map { XXHash64.hash($0) } ?? known[path] ?? XXHash64.hash(drawn[path]!.data())
                if let last = site.lastWritten[path], last.hash == hash, try output.linkUnread(path, identity: last.identity) {
                    written[path] = last
                } else if let identity = try output.write(path, data ?? drawn[path]!.data()) {
                    written[path] = PageStore.Written(identity: identity, hash: hash)
                }
            }
            do { try output.staging.finish() } catch { throw Self.cannotWrite(output.displayPath, error) }
            return PageStore.LastOutput(files: written, linkSurface: surface)
        }
        // Written whole (`serve`) or only checked: every drawing's bytes in hand.
        for (path, file) in drawn { files[path] = try file.data() }
        let check = { try SiteCheck(site: site, lanes: lanes).check(files, memory: memory) }
        guard write else {
            _ = try check()
            return PageStore.LastOutput()
        }
        do {
            // The check runs while the site is written into a fresh folder; only a site that
            // passed is swapped in.
            try OutputWriter(destination: project.output).write(files, previous: memory?.written(to: project.output), whileChecking: { _ = try check() })
            memory?.remember(written: files, to: project.output)
            return PageStore.LastOutput()
        } catch let failure as SiteCheckFailure {
            throw failure
        } catch {
            throw Self.cannotWrite(project.displayPath(project.output), error)
        }
    }
}
