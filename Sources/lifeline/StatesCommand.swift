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
        abstract: "Draw every state and transition of the canonical scenarios (or of the scenarios named), nothing highlighted.")

    @ArgumentParser.Argument(help: "Draw the states of these scenarios (ids or .scenario files; default: every canonical scenario of the project).", completion: scenarioCompletion)
    var scenarios: [String] = []

    @Option(help: "Draw this machine only (default: every machine, one under the other).")
    var machine: StateMachine?

    @Option(help: "svg, png or dot (default: the extension of -o FILE, else svg).")
    var format: OutputFormat?

    @Option(help: "light, dark, or auto (SVG follows the viewer's colour scheme; PNG and DOT are light).")
    var theme: DiagramTheme = .auto

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write to this file instead of standard output, whole or not at all; its extension (.svg, .png or .dot) gives the format unless --format does.",
        valueName: "file"))
    var output: String?

    @OptionGroup var options: ContentOptions

    static let written = WrittenFormat(command: "states", offered: OutputFormat.allCases.map(\.rawValue))

    /// `--format`, else the extension of `-o FILE`, else SVG.
    private var chosenFormat: OutputFormat {
        get throws { try Self.written.format(format, output: output, fallback: .svg) }
    }

    func validate() throws {
        _ = try chosenFormat
    }

    func run() throws {
        try reportingErrors {
            let format = try chosenFormat
            let bytes = Data(try Lifeline.overview(format: format, theme: theme, machine: machine, scenarios: scenarios, in: options.project))
            try emit(bytes, to: output, binary: format == .png, hint: "write it to a file with -o FILE.png, or pipe it (| display)")
        }
    }
}
