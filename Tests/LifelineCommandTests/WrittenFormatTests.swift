import Foundation
import LifelineDocs
import LifelineTestSupport
import Testing

/// `-o FILE` on diagram, states, diff and trace: the file's extension gives the format unless
/// `--format` does; an extension that names no format is a usage error that lists them.
@Suite("The format of a written file")
struct WrittenFormatTests {
    static let diagram = WrittenFormat(command: "diagram", offered: ["svg", "png", "dot", "json"])
    static let trace = WrittenFormat(command: "trace", offered: ["text", "json"], aliases: ["txt": "text"])

    @Test("--format wins; else the extension (any case); else the default, also for a name without an extension")
    func chosen() {
        #expect(Self.diagram.choose(given: nil, output: "z.png", fallback: "svg") == .success("png"))
        #expect(Self.diagram.choose(given: nil, output: "dir.d/Z.PNG", fallback: "svg") == .success("png"))
        #expect(Self.diagram.choose(given: "svg", output: "z.png", fallback: "svg") == .success("svg"))
        #expect(Self.diagram.choose(given: nil, output: nil, fallback: "svg") == .success("svg"))
        #expect(Self.diagram.choose(given: nil, output: "/dev/stdout", fallback: "svg") == .success("svg"))
        #expect(Self.trace.choose(given: nil, output: "launch.txt", fallback: "text") == .success("text"))
        #expect(Self.trace.choose(given: nil, output: "launch.json", fallback: "text") == .success("json"))
    }

    @Test("An extension that names none of the command's formats is named, with the extensions it could be")
    func unknown() {
        #expect(Self.diagram.choose(given: nil, output: "z.gif", fallback: "svg") == .failure(WrittenFormatProblem(
            message: "'z.gif' ends in .gif, which names no format diagram writes: name a file ending in .svg, .png, .dot or .json, or give --format svg|png|dot|json")))
        #expect(Self.trace.choose(given: nil, output: "t.md", fallback: "text") == .failure(WrittenFormatProblem(
            message: "'t.md' ends in .md, which names no format trace writes: name a file ending in .txt or .json, or give --format text|json")))
    }

    @Test("diagram -o z.png writes a PNG, --format svg writes SVG into it whatever its name; trace -o t.json writes JSON")
    func written() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let png = try await folder.run(["diagram", "launch-storyboard", "-o", "z.png"])
        #expect(png == CompareRun(status: 0, output: "", error: ""))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("z.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let svg = try await folder.run(["diagram", "launch-storyboard", "--output", "z.png", "--format", "svg"])
        #expect(svg == CompareRun(status: 0, output: "", error: ""))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("z.png")).starts(with: Data("<svg ".utf8)))
        let dot = try await folder.run(["states", "--machine", "view", "-o", "states.dot"])
        #expect(dot == CompareRun(status: 0, output: "", error: ""))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("states.dot"), encoding: .utf8).hasPrefix("digraph \"state_all_view\" {\n"))
        let diff = try await folder.run(["diff", "nav-push-pop", "--profiles", "iOS 6-12", "iOS 17+", "-o", "push.dot"])
        #expect(diff == CompareRun(status: 0, output: "", error: ""))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("push.dot"), encoding: .utf8).hasPrefix("digraph "))
        let json = try await folder.run(["trace", "launch-storyboard", "-o", "t.json"])
        #expect(json == CompareRun(status: 0, output: "", error: ""))
        let printed = try await folder.run(["trace", "launch-storyboard", "--format", "json"])
        #expect(try String(contentsOf: folder.url.appendingPathComponent("t.json"), encoding: .utf8) == printed.output)
    }

    @Test("An unknown extension without --format: the whole usage error, status 64, no file")
    func refused() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let gif = try await folder.run(["diagram", "launch-storyboard", "-o", "z.gif"])
        #expect(gif == CompareRun(status: 64, output: "", error: """
            Error: 'z.gif' ends in .gif, which names no format diagram writes: name a file ending in .svg, .png, .dot or .json, or give --format svg|png|dot|json
            Usage: lifeline diagram <scenario> [--kind <kind>] [--format <format>] [--names <names>] [--theme <theme>] [--show <ids> ...] [--column <px>] [--output <file>] [--root <root>] [--content <content>]
              See 'lifeline diagram --help' for more information.

            """))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("z.gif").path))
        let diff = try await folder.run(["diff", "nav-push-pop", "--profiles", "iOS 6-12", "iOS 17+", "-o", "push.json"])
        #expect(diff == CompareRun(status: 64, output: "", error: """
            Error: 'push.json' ends in .json, which names no format diff writes: name a file ending in .svg, .png or .dot, or give --format svg|png|dot
            Usage: lifeline diff [<options>] <subject> [<scenario>]
              See 'lifeline diff --help' for more information.

            """))
        let trace = try await folder.run(["trace", "launch-storyboard", "-o", "t.md"])
        #expect(trace == CompareRun(status: 64, output: "", error: """
            Error: 't.md' ends in .md, which names no format trace writes: name a file ending in .txt or .json, or give --format text|json
            Usage: lifeline trace <scenario> [--format <format>] [--schema <schema>] [--names <names>] [--output <file>] [--root <root>] [--content <content>]
              See 'lifeline trace --help' for more information.

            """))
    }
}
