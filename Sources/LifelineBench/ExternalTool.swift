import ArgumentParser
import Foundation

/// A program the benchmark compares against, found on the PATH and run to completion.
struct ExternalTool {
    let url: URL

    init(_ name: String) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let found = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent(name) })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw ValidationError("'\(name)' is not installed; run scripts/install-deps.sh bench") }
        url = found
    }

    /// Runs the tool, failing with its standard error when it exits unsuccessfully.
    func run(_ arguments: [String], in folder: URL? = nil) throws {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(url.lastPathComponent) \(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
        }
    }
}
