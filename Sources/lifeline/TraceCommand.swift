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

    @Option(help: "text (indented, one call per line) or json (default: the extension of -o FILE, .txt or .json, else text).")
    var format: Format?

    @Option(help: "The JSON schema: 2 (each call event names its rule) or 1 (the shape before rules).")
    var schema: Int = 2

    @Option(help: "How callbacks are named in text: objc (viewWillAppear:, as UIKit logs them) or swift (viewWillAppear(_:)). JSON keeps selectors.")
    var names: CallbackNames = .objc

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write to this file instead of standard output, whole or not at all; its extension (.txt or .json) gives the format unless --format does.",
        valueName: "file"))
    var output: String?

    @OptionGroup var options: ContentOptions

    static let written = WrittenFormat(command: "trace", offered: Format.allCases.map(\.rawValue), aliases: ["txt": "text"])

    /// `--format`, else the extension of `-o FILE`, else text.
    private var chosenFormat: Format {
        get throws { try Self.written.format(format, output: output, fallback: .text) }
    }

    func validate() throws {
        _ = try chosenFormat
    }

    func run() throws {
        try reportingErrors {
            let trace = try Lifeline.trace(scenario, in: options.project)
            let bytes: Data
            switch try chosenFormat {
            case .text: bytes = Data(trace.spelled(names).textDump.utf8)
            case .json: bytes = try Lifeline.json(trace, schema: schema)
            }
            try emit(bytes, to: output, binary: false, hint: "")
        }
    }
}
