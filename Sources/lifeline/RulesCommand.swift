import ArgumentParser
import Foundation
import LifelineDocs

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the engine's rules: what each says, the iOS profiles it holds for, and its sources.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "text, or json (a list of objects with id, summary, profiles, sources, guess).")
    var format: Format = .text

    @Option(name: .long, help: "A project folder whose device logs title the logs the rules cite (default: the current folder, when it is a project).", completion: .directory)
    var root: String = "."

    func run() throws {
        try reportingErrors {
            let rules = Lifeline.rules(atRoot: url(root))
            switch format {
            case .text: try emit(Data(Lifeline.rulesText(rules).utf8))
            case .json: try emit(try Lifeline.json(rules))
            }
        }
    }
}

struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why", abstract: "Say why a scenario's call N is there: its rule, the rule's sources, and the device logs that agree or part from it.")

    @ArgumentParser.Argument(help: "A scenario id from Content/scenarios, or a path to a .scenario file.", completion: scenarioCompletion)
    var scenario: String

    @ArgumentParser.Argument(help: "The call's number, as 'lifeline trace' and the scenario page number it.")
    var call: Int

    @OptionGroup var options: ContentOptions

    func validate() throws {
        try options.requireProject()
    }

    func run() throws {
        try reportingErrors {
            try emit(Data(try Lifeline.why(scenario, call: call, in: options.project).utf8))
        }
    }
}
