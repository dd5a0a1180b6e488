import Foundation
import StaticSite

extension Lifeline {
    /// Writes a small project into `folder` (made if missing; `shown` is how messages name it):
    /// the starter pages, scenario and settings, and no templates — the theme is built in.
    /// Refuses a folder that already has a content folder, so that nothing is overwritten.
    /// Returns what to tell the user: the files written and what to do next.
    public static func initProject(at folder: URL, shown: String) throws -> String {
        let content = folder.appendingPathComponent("Content")
        let prefix = shown == "." ? "" : (shown.hasSuffix("/") ? shown : shown + "/")
        if FileManager.default.fileExists(atPath: content.path) {
            throw LifelineError("\(prefix)Content: error: there is a project here already; lifeline init writes only into a folder without Content/")
        }
        var written: [String] = []
        for (path, text) in StarterProject.files {
            let url = folder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw LifelineError("\(prefix)\(path): error: cannot write: \(FileError.reason(error))")
            }
            written.append("  \(prefix)\(path)")
        }
        let next = (prefix.isEmpty ? [] : ["  cd \(shown)"]) + [
            "  lifeline build     # the site into Output/: open Output/index.html",
            "  lifeline serve     # a preview at http://127.0.0.1:8000/, rebuilt as you edit",
        ]
        return (["Created a Lifeline project in \(shown):"] + written + ["Next:"] + next + [
            "The theme is built in; a file in Templates/ named like one of its templates (page.mustache,",
            "layout.mustache, footer.mustache, …) or assets (assets/style.css) replaces that one.",
        ]).joined(separator: "\n") + "\n"
    }
}
