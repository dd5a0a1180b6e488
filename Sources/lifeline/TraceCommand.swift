import ArgumentParser
import Foundation
import LifelineDocs

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Print what UIKit calls in a scenario, in order, with nesting.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "A scenario id from Content/scenarios, or a path to a .scenario file.", completion: scenarioCompletion)
    var scenario: String

    @Option(help: "text (indented, one call per line) or json.")
    var format: Format = .text

    @OptionGroup var options: ContentOptions

    func run() throws {
        try reportingErrors {
            let trace = try Lifeline.trace(scenario, in: options.project)
            switch format {
            case .text: try emit(Data(trace.textDump.utf8))
            case .json: try emit(try Lifeline.json(trace))
            }
        }
    }
}
