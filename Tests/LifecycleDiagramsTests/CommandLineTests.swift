import Foundation
import LifecycleDiagrams
import LifecycleModel
import LifelineTestSupport
import Testing

/// `lifeline diagram` run as a separate process: what reaches its standard error is exactly
/// Lifeline's own messages, never Graphviz's, pango's or fontconfig's.
@Suite("lifeline diagram, as a process")
struct CommandLineTests {
    struct Result {
        var status: Int32
        var output: Data
        var error: String
    }

    /// A project of one canonical scenario (`launch-storyboard`), in `.build/`: every run of
    /// `lifeline diagram` reads its project's whole catalogue, and the repository's ~190
    /// scenarios read by a debug build ~50 times were a tenth of `swift test`.
    static let project: URL = {
        let root = Repository.root.appendingPathComponent(".build/test-projects/one-scenario")
        let scenarios = root.appendingPathComponent("Content/scenarios")
        try! FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        let source = Repository.root.appendingPathComponent("Content/scenarios/launch-storyboard.scenario")
        try! Data(contentsOf: source).write(to: scenarios.appendingPathComponent("launch-storyboard.scenario"), options: .atomic)
        return root
    }()

    static func run(_ arguments: [String], command: String = "diagram") async throws -> Result {
        let run = try await ChildProcess.lifeline([command] + arguments + ["--root", Self.project.path])
        return Result(status: run.status, output: run.output, error: String(decoding: run.error, as: UTF8.self))
    }

    static func savedTrace(_ trace: Trace, in folder: TemporaryFolder) throws -> URL {
        let url = folder.url.appendingPathComponent("\(UUID().uuidString).json")
        try JSONEncoder().encode(trace).write(to: url)
        return url
    }

    @Test("The executable was built beside the tests")
    func built() {
        #expect(FileManager.default.isExecutableFile(atPath: Repository.lifeline.path), "\(Repository.lifeline.path)")
    }

    @Test("Every kind, format and theme of a canonical scenario: output on stdout, nothing on stderr", arguments: ["svg", "png", "dot", "json"])
    func quiet(format: String) async throws {
        for kind in ["sequence", "state"] {
            for theme in ["light", "dark", "auto"] {
                let result = try await Self.run(["launch-storyboard", "--kind", kind, "--format", format, "--theme", theme])
                #expect(result.status == 0 && result.error.isEmpty && !result.output.isEmpty, "\(kind) \(format) \(theme): \(result.error)")
            }
        }
    }

    @Test("Hostile, Chinese and very tall traces, saved as JSON, draw as PNG and SVG without a word on stderr, and the same bytes twice")
    func hostileAndCJK() async throws {
        let folder = try TemporaryFolder(prefix: "lifeline-diagram")
        defer { folder.remove() }
        for trace in [Fixtures.hostile, Fixtures.cjk, Fixtures.tall] {
            let file = try Self.savedTrace(trace, in: folder)
            for format in ["png", "svg"] {
                let first = try await Self.run([file.path, "--format", format])
                let second = try await Self.run([file.path, "--format", format])
                #expect(first.status == 0 && first.error.isEmpty, "\(trace.scenario.id) \(format): \(first.error)")
                #expect(first.output == second.output)
            }
        }
    }

    @Test("-o writes the file; bad input is one line on stderr in the compiler's format, exit status 1, no file")
    func errors() async throws {
        let temporary = try TemporaryFolder(prefix: "lifeline-diagram")
        defer { temporary.remove() }
        let folder = temporary.url
        let written = folder.appendingPathComponent("launch.svg")
        let ok = try await Self.run(["launch-storyboard", "-o", written.path])
        #expect(ok.status == 0 && ok.output.isEmpty && ok.error.isEmpty)
        #expect(FileManager.default.contents(atPath: written.path)?.starts(with: Data("<svg ".utf8)) == true)

        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"schemaVersion": 1}"#.utf8).write(to: bad)
        let target = folder.appendingPathComponent("never.svg")
        let failed = try await Self.run([bad.path, "-o", target.path])
        #expect(failed.status == 1)
        #expect(failed.error == "\(bad.path): error: not a Lifeline trace (missing 'scenario' at the top level)\n")
        #expect(!FileManager.default.fileExists(atPath: target.path))

        let unknown = try await Self.run(["no-such-scenario"])
        #expect(unknown.status == 1)
        #expect(unknown.error.hasPrefix("error: unknown scenario 'no-such-scenario'"))
        #expect(unknown.error.filter { $0 == "\n" }.count == 1)

        let nowhere = folder.appendingPathComponent("missing/launch.svg")
        let unwritable = try await Self.run(["launch-storyboard", "-o", nowhere.path])
        #expect(unwritable.status == 1)
        #expect(unwritable.error == "\(nowhere.path): error: cannot write: no such file or directory\n")
    }

    @Test("lifeline states draws the overview graph of every machine or of one; an unknown machine is a usage error")
    func states() async throws {
        let view = try await Self.run(["--machine", "view"], command: "states")
        #expect(view.status == 0 && view.error.isEmpty)
        let svg = String(decoding: view.output, as: UTF8.self)
        #expect(svg.hasPrefix("<svg ") && svg.contains("<title>State graph: View states of every scenario</title>"))
        #expect(!svg.contains("View controller"))
        let all = try await Self.run(["--format", "dot"], command: "states")
        #expect(all.status == 0 && all.error.isEmpty)
        #expect(String(decoding: all.output, as: UTF8.self).hasPrefix("digraph \"state_all\" {\n"))
        let unknown = try await Self.run(["--machine", "window"], command: "states")
        #expect(unknown.status == 64 && unknown.output.isEmpty)
        #expect(unknown.error.hasPrefix("Error: The value 'window' is invalid for '--machine <machine>'. Please provide one of 'viewController' and 'view'.\n"))
    }

    @Test("--show draws only those objects, the others folded into UIKit; given as one list or repeated, the same bytes")
    func show() async throws {
        let folder = try TemporaryFolder(prefix: "lifeline-diagram")
        defer { folder.remove() }
        let file = try Self.savedTrace(Fixtures.focused, in: folder)
        let listed = try await Self.run([file.path, "--show", "A,B", "--format", "dot"])
        #expect(listed.status == 0 && listed.error.isEmpty, "\(listed.error)")
        #expect(String(decoding: listed.output, as: UTF8.self) == DiagramRenderer.dot(.sequence, for: Fixtures.focused, focus: Fixtures.showingAAndB))
        let repeated = try await Self.run([file.path, "--show", "B", "--show", "A", "--format", "dot"])
        #expect(repeated.output == listed.output)
        let svg = try await Self.run([file.path, "--show", "A, B"])
        #expect(svg.status == 0 && String(decoding: svg.output, as: UTF8.self).contains("Only A and B are shown; nav and B.view are folded into UIKit"))
    }

    @Test("--show's mistakes: an id the diagram does not have, no id, a state graph, the trace as JSON")
    func showErrors() async throws {
        let unknown = try await Self.run(["launch-storyboard", "--show", "A,A.veiw"])
        #expect(unknown.status == 1 && unknown.output.isEmpty)
        #expect(unknown.error == "error: unknown object 'A.veiw' in --show; did you mean 'A.view'? (the objects of 'launch-storyboard': UIKit, Main.storyboard, A, window, A.view)\n")
        let empty = try await Self.run(["launch-storyboard", "--show", ","])
        #expect(empty.status == 1)
        #expect(empty.error == "error: --show needs at least one object id, as in --show A,A.view\n")
        let state = try await Self.run(["launch-storyboard", "--show", "A", "--kind", "state"])
        #expect(state.status == 64 && state.output.isEmpty)
        #expect(state.error.hasPrefix("Error: --show applies to sequence diagrams only: a state graph has no lifelines to leave out\n"))
        let json = try await Self.run(["launch-storyboard", "--show", "A", "--format", "json"])
        #expect(json.status == 64)
        #expect(json.error.hasPrefix("Error: --show limits a diagram; the trace as JSON is always whole\n"))
    }
}
