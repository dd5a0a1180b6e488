import Foundation

/// `lifeline compare` (or any command) run as a process on the repository's own scenarios, from a
/// scratch folder that holds the logs: what a user sees — stdout, stderr, the exit status.
public struct CompareRun: Equatable, Sendable, CustomStringConvertible {
    public var status: Int32
    public var output: String
    public var error: String

    public init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }

    public var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }

    /// A scratch folder for logs, removed by `remove()`.
    public struct Folder: Sendable {
        private let folder: TemporaryFolder
        public var url: URL { folder.url }

        public init() throws {
            folder = try TemporaryFolder(prefix: "lifeline-compare")
        }

        public func write(_ name: String, _ text: String) throws {
            try folder.write(name, text)
        }

        public func remove() { folder.remove() }

        /// Runs `lifeline ARGUMENTS --root ROOT` (the repository's by default; nil: no `--root`) in this folder, with
        /// `input` on stdin (or `stdin`, a file to read it from; else /dev/null); in `subfolder` of it if given.
        public func run(_ arguments: [String], input: Data? = nil, stdin: URL? = nil, root: URL? = Repository.root, in subfolder: String? = nil) async throws -> CompareRun {
            try await timedRun(arguments, input: input, stdin: stdin, root: root, in: subfolder).run
        }

        /// As `run`, with how long the process itself ran: a test that bounds a command's time
        /// bounds this, not its own, which includes waiting for a free process slot.
        public func timedRun(_ arguments: [String], input: Data? = nil, stdin: URL? = nil, root: URL? = Repository.root, in subfolder: String? = nil) async throws -> (run: CompareRun, elapsed: Duration) {
            let given: ChildProcess.Input = if let input { .bytes(input) } else if let stdin { .file(stdin) } else { .none }
            let run = try await ChildProcess.lifeline(
                arguments + (root.map { ["--root", $0.path] } ?? []), in: subfolder.map { url.appendingPathComponent($0) } ?? url, input: given)
            return (CompareRun(status: run.status, output: String(decoding: run.output, as: UTF8.self), error: String(decoding: run.error, as: UTF8.self)), run.elapsed)
        }
    }
}
