import ArgumentParser

/// Measures diagram rendering; not part of `lifeline` or of `make test` (see `make bench`).
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline-bench",
        abstract: "Benchmarks Lifeline's in-process diagrams against spawning dot and against PlantUML.",
        subcommands: [CompareCommand.self, LoopCommand.self],
        defaultSubcommand: CompareCommand.self)
}
