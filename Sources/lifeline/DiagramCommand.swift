import ArgumentParser
import Foundation
import LifecycleDiagrams
import LifelineDocs

extension DiagramKind: ExpressibleByArgument {}
extension OutputFormat: ExpressibleByArgument {}

struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagram", abstract: "Draw a scenario's sequence diagram or state graph.")

    @Argument(help: "A scenario id from Content/scenarios, or a path to a .scenario file.")
    var scenario: String

    @Option(help: "sequence or state.")
    var kind: DiagramKind = .sequence

    @Option(help: "svg, png or dot.")
    var format: OutputFormat = .svg

    @Option(name: [.short, .customLong("output-file")], help: "Write to this file instead of standard output.")
    var outputFile: String?

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try reportingErrors {
            let bytes = Data(try Lifeline.diagram(scenario, kind: kind, format: format, in: options.project))
            if let outputFile {
                try bytes.write(to: URL(fileURLWithPath: outputFile))
            } else {
                FileHandle.standardOutput.write(bytes)
            }
        }
    }
}
