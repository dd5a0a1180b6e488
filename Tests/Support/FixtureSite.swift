import Foundation
import LifelineDocs

/// A throwaway copy of a site to build: the fixture site's Content/ (or the repository's), the
/// repository's Templates/, a private diagram cache; edited by tests to provoke errors.
struct FixtureSite {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/site")

    let root: URL

    /// - Parameter repositoryContent: copy the repository's own Content/ instead of the fixture's.
    init(repositoryContent: Bool = false) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let content = repositoryContent ? Self.repository.appendingPathComponent("Content") : Self.fixture.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: content, to: root.appendingPathComponent("Content"))
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
    }

    var project: Project { Project(root: root, cache: root.appendingPathComponent("cache")) }
    var output: URL { root.appendingPathComponent("Output") }

    func remove() { try? FileManager.default.removeItem(at: root) }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    /// Replaces the first occurrence of `old` in the file at `path`.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try read(path)
        precondition(text.contains(old), "\(path) does not contain \(old)")
        try write(path, text.replacingOccurrences(of: old, with: new, options: [], range: text.range(of: old)))
    }

    /// Builds and returns the error's text, or nil when the build succeeded.
    func buildError() -> String? {
        do {
            try Lifeline.build(project) { _ in }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The files under `folder`, relative, sorted.
    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        return (enumerator.allObjects as! [String]).filter {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }
}

/// Collects progress lines from the pipeline's log callback.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
