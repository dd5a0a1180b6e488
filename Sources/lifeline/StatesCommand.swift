import ArgumentParser
import Foundation
import LifecycleDiagrams
import LifecycleModel
import LifelineDocs

extension OutputFormat: ExpressibleByArgument {}
extension StateMachine: ExpressibleByArgument {}

/// `lifeline states`: the overview state graph, for an article that wants the whole picture
/// rather than one scenario's path.
struct StatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "states",
        abstract: "Draw every state and transition of the canonical scenarios, nothing highlighted.")

    @Option(help: "Draw this machine only (default: every machine, one under the other).")
    var machine: StateMachine?

    @Option(help: "The file format.")
    var format: OutputFormat = .svg

    @Option(help: "light, dark, or auto (SVG follows the viewer's colour scheme; PNG and DOT are light).")
    var theme: DiagramTheme = .auto

    @Option(name: [.short, .customLong("output-file")], help: "Write to this file instead of standard output.")
    var outputFile: String?

    @OptionGroup var options: ContentOptions

    func run() throws {
        try reportingErrors {
            let bytes = Data(try Lifeline.overview(format: format, theme: theme, machine: machine, in: options.project))
            try emit(bytes, to: outputFile, binary: format == .png, hint: "write it to a file with -o FILE.png, or pipe it (| display)")
        }
    }
}
