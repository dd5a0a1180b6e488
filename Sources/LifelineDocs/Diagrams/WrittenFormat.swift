import Foundation

/// The format a command writes: `--format` when given; else the one the extension of `-o FILE`
/// names (`push.png` is a PNG), so that a file's name and its bytes agree; else the command's
/// default (what it prints on standard output), also for a name without an extension
/// (`/dev/stdout`, a FIFO).
public struct WrittenFormat: Sendable {
    /// The command, as a message names it (`diagram`).
    public var command: String
    /// The command's formats, each also its file extension, in the order help names them.
    public var offered: [String]
    /// The extensions that name a format besides the format's own name (`txt` for `text`).
    public var aliases: [String: String] = [:]

    public init(command: String, offered: [String], aliases: [String: String] = [:]) {
        self.command = command
        self.offered = offered
        self.aliases = aliases
    }

    /// The extensions a file written by this command may end in, as messages list them.
    private var extensions: [String] {
        offered.map { format in aliases.first { $0.value == format }?.key ?? format }
    }

    /// The format to write, or the problem with `output`'s name: an extension that names none of
    /// the command's formats, when no `--format` says which.
    public func choose(given: String?, output: String?, fallback: String) -> Result<String, WrittenFormatProblem> {
        if let given { return .success(given) }
        guard let output else { return .success(fallback) }
        let found = URL(fileURLWithPath: output).pathExtension.lowercased()
        if found.isEmpty { return .success(fallback) }
        let format = aliases[found] ?? found
        if offered.contains(format) { return .success(format) }
        let named = Self.list(extensions.map { "." + $0 })
        return .failure(WrittenFormatProblem(
            message: "'\(output)' ends in .\(found), which names no format \(command) writes: name a file ending in \(named), or give --format \(offered.joined(separator: "|"))"))
    }

    /// `a, b or c`.
    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}

/// Why the format of a written file cannot be told from its name.
public struct WrittenFormatProblem: Error, Equatable, Sendable {
    public var message: String

    public init(message: String) { self.message = message }
}
