import Foundation
import StaticSite

/// Symbolic links in Content/ or Templates/ may point anywhere in the project, never out of it:
/// a page linked to `/etc/passwd` (or a folder linked to `/`) would publish that file with the
/// site. Checked for every entry of both folders before anything is read.
struct ProjectBoundary {
    let tree: ProjectTree

    func check() throws {
        let project = tree.project
        let allowed = [project.root, project.content, project.templates].map(OutputFolderCheck.real)
        for folder in [project.content, project.templates] {
            // Links are listed, never followed: a link to a folder is checked, not walked.
            for entry in tree.entries(under: folder) where entry.isLink {
                let url = folder.appendingPathComponent(entry.path)
                let target = OutputFolderCheck.real(url)
                guard !allowed.contains(where: { target == $0 || OutputFolderCheck.isInside(target, $0) }) else { continue }
                throw SiteDiagnostic(
                    path: project.displayPath(url),
                    message: "a symbolic link to \(target.path), outside the project; Lifeline reads no file outside the project, so that no page can publish one")
            }
        }
    }
}
