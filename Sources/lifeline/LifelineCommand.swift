import ArgumentParser

@main
struct LifelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Documents the UIKit view-controller and view lifecycle from an executable model.",
        subcommands: [BuildCommand.self, ScenariosCommand.self, TraceCommand.self, DiagramCommand.self],
        defaultSubcommand: BuildCommand.self)
}
