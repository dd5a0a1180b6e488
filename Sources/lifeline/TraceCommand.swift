import ArgumentParser
import Foundation
import LifecycleModel
import LifelineDocs

extension CallbackNames: ExpressibleByArgument {}

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Print what UIKit calls in a scenario, in order, with nesting.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @ArgumentParser.Argument(help: "A scenario id from Content/scenarios, or a path to a .scenario file.", completion: scenarioCompletion)
    var scenario: String

    @Option(help: "text (indented, one call per line) or json.")
    var format: Format = .text

    @Option(help: "The JSON schema: 2 (each call event names its rule) or 1 (the shape before rules).")
    var schema: Int = 2

    @Option(help: "How callbacks are named in text: objc (viewWillAppear:, as UIKit logs them) or swift (viewWillAppear(_:)). JSON keeps selectors.")
    var names: CallbackNames = .objc

    @OptionGroup var options: ContentOptions

    func run() throws {
        try reportingErrors {
            let trace = try Lifeline.trace(scenario, in: options.project)
            switch format {
            case .text: try emit(Data(trace.spelled(names).textDump.utf8))
            case .json: try emit(try Lifeline.json(trace, schema: schema))
            }
        }
    }
}
