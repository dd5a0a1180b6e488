import ArgumentParser

@main
struct LifelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Documents the UIKit view-controller and view lifecycle from an executable model.",
        subcommands: [BuildCommand.self, CheckCommand.self, ServeCommand.self, ScenariosCommand.self, TraceCommand.self, DiagramCommand.self, StatesCommand.self, WorkerCommand.self],
        defaultSubcommand: BuildCommand.self)
}
