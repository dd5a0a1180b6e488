import Foundation

/// A throwaway copy of a site to build: the fixture site's Content/ (or the repository's), the
/// repository's Templates/, a private diagram cache; edited by tests to provoke errors.
public struct FixtureSite: Sendable {
    public static let repository = Repository.root
    public static let fixture = Repository.root.appendingPathComponent("Tests/LifelineDocsTests/Fixtures/site")

    public let root: URL

    /// - Parameter repositoryContent: copy the repository's own Content/ instead of the fixture's.
    public init(repositoryContent: Bool = false) throws {
        root = try TemporaryFolder(prefix: "lifeline-test").url
        let content = repositoryContent ? Self.repository.appendingPathComponent("Content") : Self.fixture.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: content, to: root.appendingPathComponent("Content"))
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
    }

    public var output: URL { root.appendingPathComponent("Output") }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    public func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    public func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    /// Replaces the first occurrence of `old` in the file at `path`.
    public func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try read(path)
        precondition(text.contains(old), "\(path) does not contain \(old)")
        try write(path, text.replacingOccurrences(of: old, with: new, options: [], range: text.range(of: old)))
    }

    /// The files under `folder`, relative, sorted.
    public static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        return (enumerator.allObjects as! [String]).filter {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }
}

/// Collects progress lines from the pipeline's log callback.
public final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    public init() {}
    public func append(_ line: String) { lock.withLock { lines.append(line) } }
    public var all: [String] { lock.withLock { lines } }
}

extension FixtureSite {
    /// A device log of the fixture's `launch` scenario, for tests that need the evidence pages.
    public static let launchEvidenceLog = "---\ntitle: A launch\nsource: https://example.org/post\nauthor: Someone\npublished: 2020-01-01\nios: unknown\nlogged: viewDidLoad\nform: pasted\nscenario: launch\n---\n-[ViewController viewDidLoad]\n"
}
