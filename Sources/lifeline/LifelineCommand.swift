import ArgumentParser
import Foundation
import LifelineDocs

@main
struct LifelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Documents the UIKit view-controller and view lifecycle from an executable model.",
        discussion: """
            Shell completion, offering the project's scenario ids and .scenario files:
              lifeline --generate-completion-script bash|zsh|fish > FILE
            """,
        version: Lifeline.version,
        subcommands: [BuildCommand.self, InitCommand.self, CheckCommand.self, ServeCommand.self, ScenariosCommand.self, TraceCommand.self, RulesCommand.self, WhyCommand.self, CompareCommand.self, DiagramCommand.self, DiffCommand.self, StatesCommand.self, WorkerCommand.self],
        defaultSubcommand: BuildCommand.self)

    /// `build` is the default command, so a misspelt command (`biuld`) would otherwise reach it
    /// as a stray word and print build's usage: it is named, with the nearest command, first.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let shown = configuration.subcommands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
        let hidden = configuration.subcommands.filter { !$0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
        if let problem = Lifeline.argumentCountProblem(arguments) ?? Lifeline.unknownCommandProblem(arguments, commands: shown, hidden: hidden) {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
            Foundation.exit(64)
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
