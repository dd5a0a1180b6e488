import Foundation
import StaticSite

/// Every entry of a project's content and templates folders (`FileTree`, FIFOs and devices
/// included), walked once at the start of a build and handed to each reader of the folders: the
/// fingerprint, the check of symbolic links and the content loader. Each had walked them itself:
/// four walks of Content/, a stat of each of its 420 files apiece (strace).
struct ProjectTree: Sendable {
    let project: Project
    private let content: [FileTree.Entry]
    private let templates: [FileTree.Entry]

    init(project: Project) {
        self.project = project
        content = FileTree.entries(under: project.content.path, special: true)
        templates = FileTree.entries(under: project.templates.path, special: true)
    }

    /// The entries under `folder`, as `FileTree.entries(under:special:)` lists them: taken from
    /// the walk when `folder` is the content or templates folder or a folder inside one, walked
    /// when it is elsewhere or reached through a symbolic link (which the walk lists, unfollowed).
    func entries(under folder: URL, special: Bool = false) -> [FileTree.Entry] {
        for (root, entries) in [(project.content, content), (project.templates, templates)] {
            guard let inside = Self.relative(folder.path, to: root.path) else { continue }
            let listed = inside.isEmpty ? entries : Self.below(inside, in: entries)
            guard let listed else { break }
            return special ? listed : listed.filter { !$0.isSpecial }
        }
        return FileTree.entries(under: folder.path, special: special)
    }

    /// `path` relative to `root` ("" for the root itself), or nil when it is not inside it.
    private static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        guard path.hasPrefix(root + "/") else { return nil }
        return String(path.dropFirst(root.count + 1))
    }

    /// The entries below folder `inside` (relative to the walk's root), relative to it; nil when
    /// a symbolic link stands on the way to it, so that the walk did not enter it.
    private static func below(_ inside: String, in entries: [FileTree.Entry]) -> [FileTree.Entry]? {
        let prefix = inside + "/"
        var found: [FileTree.Entry] = []
        for entry in entries {
            if entry.isLink, entry.path == inside || prefix.hasPrefix(entry.path + "/") { return nil }
            guard entry.path.hasPrefix(prefix) else { continue }
            var relative = entry
            relative.path = String(entry.path.dropFirst(prefix.count))
            found.append(relative)
        }
        return found
    }
}
