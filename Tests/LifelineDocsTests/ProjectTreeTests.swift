import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

@Suite("The project's folders, walked once")
struct ProjectTreeTests {
    @Test("Each folder's entries from the one walk are what a walk of that folder lists, with and without FIFOs: the roots, folders inside them, a folder reached through a link, one that is missing, and one elsewhere")
    func sameAsWalkingEachFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["Content/index.md", "Content/scenarios/a.scenario", "Content/scenarios/deep/b.scenario", "Content/evidence/x.log",
                     "Content/.hidden/c.md", "Templates/page.mustache", "Templates/assets/site.css", "Shared/notes/d.md", "Elsewhere/e.md"] {
            try folder.write(name, name)
        }
        let url = folder.url
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent("Content/notes").path, withDestinationPath: "../Shared/notes")
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent("Content/page.md").path, withDestinationPath: "index.md")
        #expect(mkfifo(url.appendingPathComponent("Content/evidence/pipe.log").path, 0o644) == 0)
        let project = Project(root: url)
        let tree = ProjectTree(project: project)
        let folders = ["Content", "Content/scenarios", "Content/scenarios/deep", "Content/evidence", "Content/notes", "Content/missing",
                       "Templates", "Templates/assets", "Shared", "Elsewhere"].map { url.appendingPathComponent($0) }
        for folder in folders {
            for special in [false, true] {
                #expect(tree.entries(under: folder, special: special) == FileTree.entries(under: folder.path, special: special), "\(folder.path) \(special)")
            }
        }
        // The link to a folder is listed in Content/ and its files are found through it.
        #expect(tree.entries(under: url.appendingPathComponent("Content/notes")).map(\.path) == ["d.md"])
        #expect(tree.entries(under: url.appendingPathComponent("Content/evidence"), special: true).map(\.path) == ["pipe.log", "x.log"])
    }
}
