import Foundation
import LifelineDocs
import Testing

@Suite("Building the site")
struct BuildTests {
    /// The repository's own Content/ and Templates/, built into a temporary output folder.
    static func project(output: URL) -> Project {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return Project(root: root, output: output)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        return (enumerator.allObjects as! [String]).filter {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    @Test("A build writes the pages and the diagrams they show, and logs five stages")
    func writesExpectedFiles() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Output")
        let lines = LogLines()
        try Lifeline.build(Self.project(output: output)) { lines.append($0) }

        // Every canonical scenario gets its two diagrams.
        let ids = try Lifeline.scenarios(in: Self.project(output: output)).map(\.id)
        #expect(ids.contains("launch-storyboard"))
        let diagrams = ids.flatMap { ["diagrams/\($0)-sequence.svg", "diagrams/\($0)-state.svg"] }
        #expect(Self.files(under: output) == (diagrams + ["index.html", "scenario-language.html"]).sorted())
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains(#"<img src="diagrams/launch-storyboard-sequence.svg""#))
        #expect(index.contains(#"<img src="diagrams/launch-storyboard-state.svg""#))
        #expect(lines.all.map { String($0.prefix(5)) } == ["[1/5]", "[2/5]", "[3/5]", "[4/5]", "[5/5]"])
        // Nothing but Output/ is left beside it: no staging or previous folders.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Output"])
    }

    @Test("Building twice gives byte-identical output")
    func deterministic() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        try Lifeline.build(Self.project(output: first)) { _ in }
        try Lifeline.build(Self.project(output: second)) { _ in }
        let names = Self.files(under: first)
        #expect(names == Self.files(under: second))
        for name in names {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between two builds")
        }
    }

    @Test("A failed build leaves the previous output as it was")
    func failedBuildKeepsOutput() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "# Broken\n\n```lifeline\nscenario: nowhere\n```\n".write(to: content.appendingPathComponent("index.md"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "previous".write(to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)

        var project = Self.project(output: output)
        project.root = folder
        project.content = content
        #expect(throws: (any Error).self) { try Lifeline.build(project) { _ in } }
        do {
            try Lifeline.build(project) { _ in }
        } catch {
            #expect("\(error)" == "Content/index.md:3:1: error: unknown scenario 'nowhere'; known scenarios: ")
        }
        #expect(Self.files(under: output) == ["index.html"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Content", "Output"])
    }
}

/// Collects progress lines from the pipeline's log callback.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
