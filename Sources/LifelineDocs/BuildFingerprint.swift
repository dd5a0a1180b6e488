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

    /// The fingerprint of the inputs as read at the start of a build, and of the output folder now.
    init(inputs: String, project: Project) {
        text = inputs + "\n" + Self.output(project)
    }

    /// Everything but the output folder, for a build of `project` with `options`.
    static func inputs(_ project: Project, options: BuildOptions) -> String {
        var lines = [
            "lifeline-build-fingerprint 1",
            "tool \(Self.stamp(Bundle.main.executableURL))",
            GraphvizStamp.current,
            "\(DiagramCache.version) \(DiagramRenderer.outputVersion)",
            "png \(options.png)",
            "base-url \(project.baseURL ?? "-")",
        ]
        for folder in [project.content, project.templates] {
            lines.append("folder \(folder.path)")
            for file in Self.files(under: folder) {
                let name = file.components(separatedBy: " -> ")[0]
                let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data()
                lines.append("\(file) \(bytes.count) \(String(Self.fnv1a(bytes), radix: 16))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The output folder: every file's path, size and modification time.
    static func output(_ project: Project) -> String {
        var lines = ["output \(project.output.path)"]
        for file in Self.files(under: project.output) {
            lines.append("\(file) \(Self.stamp(project.output.appendingPathComponent(file)))")
        }
        return lines.joined(separator: "\n")
    }

    init(text: String) { self.text = text }

    /// Where the fingerprint of the last build is kept: in the cache folder (whose entries are
    /// named HASH.key and HASH.data), so that nothing new appears beside the sources.
    static func location(_ project: Project) -> URL {
        project.cache.appendingPathComponent("last-build.fingerprint")
    }

    static func stored(_ project: Project) -> BuildFingerprint? {
        (try? String(contentsOf: location(project), encoding: .utf8)).map(BuildFingerprint.init(text:))
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

    /// Size and modification time (to the nanosecond, as the file system keeps it), or "-".
    private static func stamp(_ url: URL?) -> String {
        guard let url, let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return "-" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(modified)"
    }

    /// Regular files under `folder`, relative, sorted.
    /// Every file under `folder`, symbolic links included (as `name -> destination`): a link
    /// added or changed is a changed input, whatever it points to.
    private static func files(under folder: URL) -> [String] {
        let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return [] }
        let base = folder.standardizedFileURL.path + "/"
        var files: [String] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: Set(keys))
            guard values?.isRegularFile == true || values?.isSymbolicLink == true else { continue }
            let path = url.standardizedFileURL.path
            var name = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
            if values?.isSymbolicLink == true {
                name += " -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?")
            }
            files.append(name)
        }
        return files.sorted()
    }

    private static func fnv1a(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
