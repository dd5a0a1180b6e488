import Foundation

/// A fixture site with a previous build's Output/ in place, and `lifeline` run on it as a
/// process (from the site's folder): what a writer sees — the whole message on stderr, the exit
/// status — and whether Output/ survived.
public struct HostileSite: Sendable {
    public static var executable: URL { Repository.lifeline }

    /// What a writer sees: the exit status and the whole of stderr (what equality compares), and
    /// how long the process ran, for the tests that bound it.
    public struct Result: Equatable, Sendable {
        public var status: Int32
        public var error: String
        public var elapsed: Duration = .zero

        public init(status: Int32, error: String) {
            self.status = status
            self.error = error
        }

        public static func == (left: Result, right: Result) -> Bool {
            left.status == right.status && left.error == right.error
        }
    }

    public let site: FixtureSite
    public var root: URL { site.root }

    /// - Parameter pagesOnly: a site of Markdown pages alone, without scenarios or diagrams, for
    ///   tests of a page's text: a build is then a fifth of the fixture's (no Graphviz).
    public init(pagesOnly: Bool = false) throws {
        site = try FixtureSite()
        if pagesOnly {
            try FileManager.default.removeItem(at: root.appendingPathComponent("Content/scenarios"))
            try write("Content/index.md", "---\ntitle: Home\n---\n\n# Home\n\nRead the [guide](guide/reading.md).\n")
            try write("Content/guide/reading.md", "---\ntitle: Reading\norder: 2\n---\n\n# Reading\n\n## Code\n\nNo diagrams.\n")
        }
        try write("Output/.lifeline-output", "marker\n")
        try write("Output/index.html", "<p>the previous site</p>\n")
    }

    public func remove() { site.remove() }

    public func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Runs `lifeline ARGUMENTS` in the site's folder (or `executable`, such as a shell that
    /// limits it first).
    public func run(_ arguments: [String], in folder: URL? = nil, executable: URL? = nil) async throws -> Result {
        let run = try await ChildProcess.run(executable ?? Self.executable, arguments, in: folder ?? root)
        var result = Result(status: run.status, error: String(decoding: run.error, as: UTF8.self))
        result.elapsed = run.elapsed
        return result
    }

    /// Every file under `folder` (hidden ones too) with its bytes.
    public static func snapshot(_ folder: URL) -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var files: [String: Data] = [:]
        for case let name as String in enumerator {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) { files[name] = data }
        }
        return files
    }

    public var output: [String: Data] { Self.snapshot(root.appendingPathComponent("Output")) }

    /// `lifeline build` after `edit`: its exit status and message, and whether Output/ is as it was.
    public func build(_ arguments: [String] = []) async throws -> (result: Result, outputKept: Bool) {
        let before = output
        let result = try await run(["build"] + arguments)
        return (result, output == before)
    }
}
