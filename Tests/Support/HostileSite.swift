import Foundation

/// A fixture site with a previous build's Output/ in place, and `lifeline` run on it as a
/// process (from the site's folder): what a writer sees — the whole message on stderr, the exit
/// status — and whether Output/ survived.
struct HostileSite {
    /// `swift test` builds the executable beside the test bundle.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifeline")

    struct Result: Equatable {
        var status: Int32
        var error: String
    }

    let site: FixtureSite
    var root: URL { site.root }

    init() throws {
        site = try FixtureSite()
        try write("Output/.lifeline-output", "marker\n")
        try write("Output/index.html", "<p>the previous site</p>\n")
    }

    func remove() { site.remove() }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Runs `lifeline ARGUMENTS` in the site's folder (or `executable`, such as a shell that
    /// limits it first).
    func run(_ arguments: [String], in folder: URL? = nil, executable: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? root
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, error: String(decoding: errorData, as: UTF8.self))
    }

    /// Every file under `folder` (hidden ones too) with its bytes.
    static func snapshot(_ folder: URL) -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var files: [String: Data] = [:]
        for case let name as String in enumerator {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) { files[name] = data }
        }
        return files
    }

    var output: [String: Data] { Self.snapshot(root.appendingPathComponent("Output")) }

    /// `lifeline build` after `edit`: its exit status and message, and whether Output/ is as it was.
    func build(_ arguments: [String] = []) throws -> (result: Result, outputKept: Bool) {
        let before = output
        let result = try run(["build"] + arguments)
        return (result, output == before)
    }
}
