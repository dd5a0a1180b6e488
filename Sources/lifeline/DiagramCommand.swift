import ArgumentParser
import Foundation
import LifecycleDiagrams
import LifelineDocs

extension DiagramKind: ExpressibleByArgument {}
extension DiagramTheme: ExpressibleByArgument {}

struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram", abstract: "Draw a scenario's sequence diagram or state graph.")

    /// The diagram formats, and the trace itself as JSON.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, png, dot, json
    }

    @Argument(help: "A scenario id from Content/scenarios, a path to a .scenario file, or a trace saved as .json.")
    var scenario: String

    @Option(help: ArgumentHelp(
        "sequence or state.",
        discussion: "state draws every state machine the scenario moves an object through (view controller, view), built from all canonical scenarios, with the scenario's path highlighted and numbered; a scenario that changes no state shows every machine plainly, nothing highlighted."))
    var kind: DiagramKind = .sequence

    @Option(help: "svg, png or dot; json writes the trace the diagram is drawn from.")
    var format: Format = .svg

    @Option(help: "light, dark, or auto (SVG follows the viewer's colour scheme; PNG and DOT are light).")
    var theme: DiagramTheme = .auto

    @Option(name: [.short, .customLong("output-file")], help: "Write to this file instead of standard output.")
    var outputFile: String?

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try reportingErrors {
            let bytes: Data
            switch format {
            case .json: bytes = try Lifeline.json(Lifeline.diagramTrace(scenario, in: options.project))
            case .svg: bytes = Data(try Lifeline.diagram(scenario, kind: kind, format: .svg, theme: theme, in: options.project))
            case .png: bytes = Data(try Lifeline.diagram(scenario, kind: kind, format: .png, theme: theme, in: options.project))
            case .dot: bytes = Data(try Lifeline.diagram(scenario, kind: kind, format: .dot, theme: theme, in: options.project))
            }
            if let outputFile {
                // Written whole or not at all: a failed render never leaves half a file.
                try bytes.write(to: URL(fileURLWithPath: outputFile), options: .atomic)
            } else {
                FileHandle.standardOutput.write(bytes)
            }
        }
    }
}
