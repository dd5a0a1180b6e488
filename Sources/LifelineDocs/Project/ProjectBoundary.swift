import Foundation
import StaticSite

/// Symbolic links in Content/ or Templates/ may point anywhere in the project, never out of it:
/// a page linked to `/etc/passwd` (or a folder linked to `/`) would publish that file with the
/// site. Checked for every entry of both folders before anything is read.
struct ProjectBoundary {
    let project: Project

    func check() throws {
        let allowed = [project.root, project.content, project.templates].map(OutputFolderCheck.real)
        for folder in [project.content, project.templates] {
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let name as String in enumerator {
                let url = folder.appendingPathComponent(name)
                guard (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil else { continue }
                let target = OutputFolderCheck.real(url)
                guard !allowed.contains(where: { target == $0 || OutputFolderCheck.isInside(target, $0) }) else { continue }
                throw SiteDiagnostic(
                    path: project.displayPath(url),
                    message: "a symbolic link to \(target.path), outside the project; Lifeline reads no file outside the project, so that no page can publish one")
            }
        }
    }
}
