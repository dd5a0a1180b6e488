import ArgumentParser
import Foundation
import LifelineDocs

/// Where the project lives; shared by every command.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder holding Content/, Templates/ and Output/.")
    var root: String = "."

    @Option(name: .long, help: "The content folder (default: ROOT/Content).")
    var content: String?

    @Option(name: .long, help: "The templates folder (default: ROOT/Templates).")
    var templates: String?

    @Option(name: .long, help: "The output folder (default: ROOT/Output).")
    var output: String?

    @Option(name: .long, help: "Where rendered diagrams are kept between builds (default: ROOT/.build/lifeline-cache).")
    var cache: String?

    @Option(name: .customLong("base-url"), help: "Where the site will be published, for sitemap.xml (default: base-url in Content/site.yml).")
    var baseURL: String?

    func validate() throws {
        for (name, value) in [("--root", root), ("--content", content), ("--templates", templates), ("--output", output), ("--cache", cache)] {
            // An empty path would quietly mean the current folder.
            if value?.isEmpty == true { throw ValidationError("\(name) '' names no folder") }
        }
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must start with https:// or http://")
        }
    }

    var project: Project {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: self.root, relativeTo: cwd).standardizedFileURL
        func url(_ path: String?) -> URL? { path.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } }
        return Project(root: root, content: url(content), templates: url(templates), output: url(output), cache: url(cache), baseURL: baseURL)
    }
}

/// Runs `body`, printing any error in the compiler format on stderr and exiting with status 1.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode.failure
    }
}

/// Prints one progress line at once, unbuffered: into a pipe or a log file (CI, `serve` in the
/// background) `print` would hold it until the buffer fills or the process ends.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes a command's result to standard output; a failed write is an error.
func emit(_ bytes: Data) throws {
    try Lifeline.writeToStandardOutput(bytes)
}
