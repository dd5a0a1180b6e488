import Foundation
import StaticSite

/// A build replaces its output folder whole, so the folder named for it must be one that can be
/// lost: never the project, a folder above it, or a folder holding (or inside) its inputs; and a
/// folder that already exists must look like a site Lifeline wrote (its marker file), unless the
/// writer says `--force`. Checked before anything is built.
struct OutputFolderCheck {
    let project: Project

    func check() throws {
        let output = Self.real(project.output)
        let shown = project.output.standardizedFileURL == project.root.standardizedFileURL ? "." : project.displayPath(project.output)
        func refuse(_ reason: String) -> LifelineError {
            LifelineError("\(shown): error: \(reason); the output folder is replaced whole on every build, so it must be a folder of its own (the default is Output/)")
        }
        let root = Self.real(project.root)
        if output == root { throw refuse("the output folder is the project itself") }
        if Self.isInside(root, output) { throw refuse("the output folder holds the project") }
        for (name, input) in [("content", project.content), ("templates", project.templates)] {
            let input = Self.real(input)
            if output == input || Self.isInside(input, output) { throw refuse("the output folder holds the \(name) folder") }
            if Self.isInside(output, input) { throw refuse("the output folder is inside the \(name) folder") }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw refuse("a file is in the way") }
        guard !project.replaceAnyOutput, !Self.looksLikeOutput(output) else { return }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if entries.isEmpty { return }
        throw LifelineError(
            "\(shown): error: this folder exists and is not a site Lifeline wrote (it has no \(OutputWriter.markerName) file); "
                + "a build would replace it whole; name another folder with --output, or pass --force to replace it")
    }

    /// A folder a previous build wrote: it has the marker, or (written before the marker existed)
    /// a 404 page and the search index.
    static func looksLikeOutput(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent(OutputWriter.markerName).path)
            || (manager.fileExists(atPath: folder.appendingPathComponent("404.html").path)
                && manager.fileExists(atPath: folder.appendingPathComponent("assets/search-index.js").path))
    }

    /// The path with symbolic links resolved, so that a link cannot hide the project.
    static func real(_ url: URL) -> URL { url.standardizedFileURL.resolvingSymlinksInPath() }

    /// True when `inner` lies strictly below `outer`.
    static func isInside(_ inner: URL, _ outer: URL) -> Bool {
        let outerPath = outer.path == "/" ? "/" : outer.path + "/"
        return inner.path.hasPrefix(outerPath) && inner.path != outer.path
    }
}
