import Foundation
import LifecycleDiagrams
import StaticSite

/// What a build's output depends on, in one text: every input file's path and bytes (hashed),
/// the options that change the output, the tool (this executable and the Graphviz library), and
/// the output folder as the last build left it (every file's path, size and modification time,
/// so that a deleted or edited Output/ is rebuilt). Kept with the diagram cache: when a build
/// finds the same fingerprint there, nothing changed and it writes nothing.
struct BuildFingerprint: Equatable {
    let text: String

    /// The fingerprint of the inputs as read at the start of a build, and of the output folder now:
    /// from `written`, every file the build just put there (`OutputStaging.files`), or walked.
    init(inputs: String, project: Project, written: [String: FileIdentity]? = nil) {
        text = inputs + "\n" + (written.map { Self.output(project, files: $0) } ?? Self.output(project))
    }

    /// Everything but the output folder, for a build of `project` with `options`.
    static func inputs(_ tree: ProjectTree, options: BuildOptions) -> String {
        inputsRead(tree, options: options).text
    }

    /// The same, with the bytes of each regular file read for it, by path (`InputBytes`): stage 1
    /// takes them instead of reading every input a second time.
    static func inputsRead(_ tree: ProjectTree, options: BuildOptions) -> (text: String, bytes: InputBytes) {
        let project = tree.project
        var read = InputBytes()
        var lines = [
            "lifeline-build-fingerprint 2",
            "tool \(Self.toolStamp)",
            GraphvizStamp.current,
            "\(DiagramCache.version) \(DiagramRenderer.outputVersion)",
            "png \(options.png)",
            "traces \(options.traces)",
            "base-url \(project.baseURL ?? "-")",
        ]
        for folder in [project.content, project.templates] {
            lines.append("folder \(folder.path)")
            for entry in tree.entries(under: folder) {
                let path = folder.path + "/" + entry.path
                // A link added or changed is a changed input, whatever it points to.
                let name = entry.isLink ? entry.path + " -> " + (FileTree.destination(ofLink: path) ?? "?") : entry.path
                let found = FileManager.default.contents(atPath: path)
                if let found, !entry.isLink { read.files[path] = found }
                let bytes = found ?? Data()
                lines.append("\(name) \(bytes.count) \(String(XXHash64.hash(bytes), radix: 16))")
            }
        }
        return (lines.joined(separator: "\n"), read)
    }

    /// The output folder: every file's path, size and modification time.
    static func output(_ project: Project) -> String {
        var lines = ["output \(project.output.path)"]
        for entry in FileTree.entries(under: project.output.path) {
            lines.append("\(entry.path) \(entry.size) \(entry.modified)")
        }
        return lines.joined(separator: "\n")
    }

    /// The same text from the files a build has just written there, as `FileTree` would list
    /// them: the walk at the end of a build was the second of a build's two walks of the
    /// output folder, a stat of each of its 733 files (strace).
    static func output(_ project: Project, files: [String: FileIdentity]) -> String {
        var lines = ["output \(project.output.path)"]
        for (path, identity) in files.sorted(by: { $0.key < $1.key }) {
            lines.append("\(path) \(identity.size) \(identity.modified)")
        }
        return lines.joined(separator: "\n")
    }

    init(text: String) { self.text = text }

    /// Where the fingerprint of the last build is kept: in the cache folder (whose entries are
    /// named HASH.entry), so that nothing new appears beside the sources.
    static func location(_ project: Project) -> URL {
        project.cache.appendingPathComponent("last-build.fingerprint")
    }

    static func stored(_ project: Project) -> BuildFingerprint? {
        (try? String(contentsOf: location(project), encoding: .utf8)).map(BuildFingerprint.init(text:))
    }

    /// Whether the last build's fingerprint is that of `inputs` and the output folder as it is
    /// now. The output folder is walked only when the inputs are the same: an edited input
    /// decides alone, without a stat of each of the output's files (strace: 751 of them).
    static func unchanged(_ project: Project, inputs: String) -> Bool {
        guard let stored = stored(project), stored.text.hasPrefix(inputs + "\n") else { return false }
        return stored == BuildFingerprint(inputs: inputs, project: project)
    }

    /// Stores this fingerprint; a failure only costs the next build its shortcut.
    func store(_ project: Project) {
        let url = Self.location(project)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Forgets the stored fingerprint, before a build that may change the output.
    static func forget(_ project: Project) {
        try? FileManager.default.removeItem(at: location(project))
    }

    /// This executable's size and modification time: what the tool is, for keys of what it made.
    static let toolStamp = stamp(ThisExecutable.url)

    /// Size and modification time of the executable, or "-".
    private static func stamp(_ url: URL?) -> String {
        var status = stat()
        guard let url, lstat(url.path, &status) == 0 else { return "-" }
        return "\(status.st_size) \(status.modificationTime.tv_sec).\(status.modificationTime.tv_nsec)"
    }
}
