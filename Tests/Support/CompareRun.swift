import Foundation

/// `lifeline compare` (or any command) run as a process on the repository's own scenarios, from a
/// scratch folder that holds the logs: what a user sees — stdout, stderr, the exit status.
struct CompareRun: Equatable, CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String

    var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }

    /// A scratch folder for logs, removed by `remove()`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-compare-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }

        func remove() { try? FileManager.default.removeItem(at: url) }

        /// Runs `lifeline ARGUMENTS --root ROOT` (the repository's by default; nil: no `--root`) in this folder, with
        /// `input` on stdin (or `stdin`, a file to read it from; else /dev/null); in `subfolder` of it if given.
        func run(_ arguments: [String], input: Data? = nil, stdin: URL? = nil, root: URL? = FixtureSite.repository, in subfolder: String? = nil) throws -> CompareRun {
            let process = Process()
            process.executableURL = HostileSite.executable
            process.arguments = arguments + (root.map { ["--root", $0.path] } ?? [])
            process.currentDirectoryURL = subfolder.map { url.appendingPathComponent($0) } ?? url
            let out = url.appendingPathComponent(".stdout"), err = url.appendingPathComponent(".stderr")
            FileManager.default.createFile(atPath: out.path, contents: nil)
            FileManager.default.createFile(atPath: err.path, contents: nil)
            let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
            defer { try? outHandle.close(); try? errHandle.close() }
            process.standardOutput = outHandle
            process.standardError = errHandle
            let pipe = Pipe()
            if input != nil {
                process.standardInput = pipe
            } else if let stdin {
                process.standardInput = try FileHandle(forReadingFrom: stdin)
            } else {
                process.standardInput = FileHandle.nullDevice
            }
            try process.run()
            if let input {
                // A reader that stops early (a log over the size limit) breaks the pipe: EPIPE, ignored.
                try? pipe.fileHandleForWriting.write(contentsOf: input)
                try? pipe.fileHandleForWriting.close()
            }
            process.waitUntilExit()
            return CompareRun(
                status: process.terminationStatus,
                output: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                error: String(decoding: try Data(contentsOf: err), as: UTF8.self))
        }
    }
}
