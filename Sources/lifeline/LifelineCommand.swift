import ArgumentParser

@main
struct LifelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Documents the UIKit view-controller and view lifecycle from an executable model.",
        subcommands: [BuildCommand.self, CheckCommand.self, ServeCommand.self, ScenariosCommand.self, TraceCommand.self, CompareCommand.self, DiagramCommand.self, DiffCommand.self, StatesCommand.self],
        defaultSubcommand: BuildCommand.self)
}
