import ArgumentParser
import Foundation
import LifelineDocs

/// Where the project's sources live; every command takes these. A folder without a content folder
/// is not a project: a command that needs one (`build`, `scenarios`, `why`, any scenario id) says so
/// and exits non-zero; `trace`, `diagram`, `diff`, `compare` and `states` given files need none.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: "The project folder holding Content/, Templates/ and Output/.", completion: .directory)
    var root: String = "."

    @Option(name: .long, help: "The content folder (default: ROOT/Content).", completion: .directory)
    var content: String?

    func validate() throws {
        try requireNonEmpty([("--root", root), ("--content", content)])
    }

    var project: Project { Project(root: url(root), content: content.map(url)) }

    /// Stops with a message when there is no project here: for the commands that always read one.
    func requireProject() throws {
        if let problem = Lifeline.projectProblem(project) {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
            throw ExitCode.failure
        }
    }
}

/// The site's sources and cache on top of the content: the commands that build the site
/// (build, check, serve) take these.
struct ProjectOptions: ParsableArguments {
    @OptionGroup var source: ContentOptions

    @Option(name: .long, help: "The templates folder (default: ROOT/Templates); each file replaces the built-in theme's file of that name.", completion: .directory)
    var templates: String?

    @Option(name: .long, help: "Where rendered diagrams are kept between builds (default: ROOT/.build/lifeline-cache; not inside Content/, Templates/ or the output folder).", completion: .directory)
    var cache: String?

    @Option(name: .customLong("base-url"), help: "Where the site will be published, for sitemap.xml (default: base-url in Content/site.yml).")
    var baseURL: String?

    func validate() throws {
        try source.requireProject()
        try requireNonEmpty([("--templates", templates), ("--cache", cache)])
        // Without Templates/ the built-in theme is used; a folder named on purpose must exist.
        var isFolder: ObjCBool = false
        if let templates, !(FileManager.default.fileExists(atPath: url(templates).path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw ValidationError("--templates \(templates): no such folder (without --templates, Templates/ if there is one overrides the built-in theme)")
        }
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must start with https:// or http://")
        }
    }

    /// The project, its output folder the default (ROOT/Output) unless `output` names one.
    func project(output: String? = nil) -> Project {
        let source = source.project
        return Project(
            root: source.root, content: source.content, templates: templates.map(url), output: output.map(url),
            cache: cache.map(url), baseURL: baseURL)
    }

    var project: Project { project() }
}

/// Where the site is written: build takes it (serve previews from a temporary folder).
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder to write (default: ROOT/Output). A folder, unlike the file -o names for diagram, states, diff and trace.", completion: .directory)
    var output: String?

    func validate() throws {
        try requireNonEmpty([("--output", output)])
    }
}

/// An empty path would quietly mean the current folder: refuse it.
private func requireNonEmpty(_ paths: [(name: String, value: String?)]) throws {
    for (name, value) in paths where value?.isEmpty == true { throw ValidationError("\(name) '' names no folder") }
}

/// A path given on the command line, relative to the working directory.
func url(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
}

/// A scenario argument's completions: the project's scenario ids, then scenario and trace files.
let scenarioCompletion = CompletionKind.custom { (words: [String], _: Int, typed: String) -> [String] in
    var root = "."
    if let at = words.firstIndex(of: "--root"), at + 1 < words.count { root = words[at + 1] }
    return Lifeline.scenarioCompletions(root: root, typed: typed)
}

/// Writes a command's result to `outputFile`, or to standard output; a binary format is not
/// written to a terminal, where it would only garble the screen.
func emit(_ bytes: Data, to outputFile: String?, binary: Bool, hint: String) throws {
    if let outputFile {
        try Lifeline.write(bytes, to: outputFile)
    } else if binary && isatty(STDOUT_FILENO) != 0 {
        throw LifelineError("error: not writing PNG to a terminal; \(hint)")
    } else {
        try Lifeline.writeToStandardOutput(bytes)
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

/// `--map Class=Object` options as a dictionary (the last one given wins); `compare` and `diff`
/// check their shape in `validate()`.
func mapPairs(_ map: [String]) -> [String: String] {
    Dictionary(map.compactMap { pair in
        let parts = pair.split(separator: "=").map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }) { _, last in last }
}
