import Foundation
import LifecycleScenarios

extension Lifeline {
    /// What `lifeline --version` prints.
    public static let version = "0.1.0"

    /// The message for a first argument that names no subcommand (`frobnicate`, `biuld`), or for
    /// `help` followed by one (`help nope`), or nil when it is a subcommand, an option, or a word
    /// build would take. `lifeline build` is the default command and takes no words of its own,
    /// so any bare word first is a mistake. `hidden` commands (the Graphviz worker) are known but
    /// never named or suggested.
    public static func unknownCommandProblem(_ arguments: [String], commands: [String], hidden: [String] = []) -> String? {
        var arguments = arguments[...]
        if arguments.first == "help" { arguments = arguments.dropFirst() }
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first), !hidden.contains(first), first != "help" else { return nil }
        let suggestion = Suggestion.nearest(to: first, in: commands)
        return "error: unknown command '\(first)'\(suggestion)\n"
            + "Commands: \(commands.joined(separator: ", ")). See 'lifeline --help'."
    }

    /// More arguments than `lifeline` reads. swift-argument-parser takes time in the square of
    /// their number (each one parsed is removed from an array): 5,000 `--map` options took 1.9 s
    /// (63 s in a debug build). No command needs more; a long map belongs in the log's header.
    public static let maximumArguments = 1_000

    /// Why `arguments` are too many to parse, or nil.
    public static func argumentCountProblem(_ arguments: [String]) -> String? {
        guard arguments.count > maximumArguments else { return nil }
        return "error: \(arguments.count) arguments; lifeline reads at most \(maximumArguments) "
            + "(give a long map in the log's header, 'map:', rather than as --map options)"
    }

    /// Why `project` is not a Lifeline project (no content folder), or nil when it is one.
    public static func projectProblem(_ project: Project) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: project.content.path, isDirectory: &isFolder), isFolder.boolValue { return nil }
        return "\(project.content.path): error: not a Lifeline project: there is no content folder here "
            + "(run lifeline inside a project, next to Content/, or name one with --root)"
    }

    /// Shell completions for a scenario argument: the canonical ids, then `.scenario` and `.json`
    /// files that start with what was typed. Never fails: a completion prints nothing instead.
    public static func scenarioCompletions(root: String, typed: String) -> [String] {
        let fileManager = FileManager.default
        let scenarios = URL(fileURLWithPath: root).appendingPathComponent("Content/scenarios")
        let ids = ((try? fileManager.contentsOfDirectory(atPath: scenarios.path)) ?? [])
            .filter { $0.hasSuffix(".scenario") }
            .map { String($0.dropLast(".scenario".count)) }
            .filter { $0.hasPrefix(typed) }
            .sorted()
        func isFolder(_ path: String) -> Bool {
            var folder: ObjCBool = false
            return fileManager.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
        }
        let slash = typed.lastIndex(of: "/")
        let folder = slash.map { String(typed[...$0]) } ?? ""
        let files = ((try? fileManager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
            .map { folder + $0 }
            .filter { path in
                guard path.hasPrefix(typed), !path.hasPrefix(".") || typed.hasPrefix(".") else { return false }
                return isFolder(path) || path.hasSuffix(".scenario") || path.hasSuffix(".json")
            }
            .map { path in isFolder(path) ? path + "/" : path }
            .sorted()
        return ids + files
    }
}
