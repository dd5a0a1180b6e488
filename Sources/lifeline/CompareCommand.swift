import ArgumentParser
import DeviceLogs
import Foundation
import LifelineDocs

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare a device's console log with a scenario: agrees, or where they part.",
        discussion: """
            Reads the log as pasted from Xcode or Console (NSLog's -[Class method], Swift's \
            #function, bare names, print(self); LF, CRLF or CR line ends), from a file, a pipe or \
            standard input (-); maps its classes to the scenario's objects by declared class name, \
            and asks each class only for the methods the log shows for it, in order. A UIKit \
            callback the model does not make is a row marked "not modelled". Exit status 0: the \
            log agrees; 1: it diverges, or the log could not be read.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The log file (a pasted console log, or an evidence log with a header); a pipe or FIFO; - for standard input.")
    var log: String

    @Argument(help: "A scenario id or .scenario path (default: the scenario the log's header names).")
    var scenario: String?

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp("A log label's object, when names differ or two objects share a class.", valueName: "Class=Object"))
    var map: [String] = []

    @Option(help: ArgumentHelp("The object that lines naming no class are about (a log of bare method names).", valueName: "Object"))
    var unnamed: String?

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp("An object's address as print(self) shows it (<Demo.DetailViewController: 0x7fa3c9d0a2b0>), and the scenario object it is: instances of one class told apart.", valueName: "0xADDRESS=Object"))
    var instance: [String] = []

    @Option(name: .customLong("after-super"), parsing: .singleValue, help: ArgumentHelp("A method whose logging override calls super first, so its line prints after the calls nested in it (init, loadViewIfNeeded).", valueName: "method"))
    var afterSuper: [String] = []

    @Flag(help: "Treat a line that names no callback as an error instead of skipping it.")
    var strict = false

    @Flag(help: "The log was cut short: compare it with the model's calls up to the last one it reaches, not expecting the rest.")
    var truncated = false

    @Option(help: "text or json.")
    var format: Format = .text

    @OptionGroup var options: ContentOptions

    func validate() throws {
        for pair in map where pair.split(separator: "=").count != 2 {
            throw ValidationError("--map takes Class=Object (for example --map SecondViewController=B), not '\(pair)'")
        }
        for pair in instance where pair.wholeMatch(of: /0[xX][0-9a-fA-F]+=[^=]+/) == nil {
            throw ValidationError("--instance takes 0xADDRESS=Object, the address as print(self) shows it (for example --instance 0x7fa3c9d0a2b0=B), not '\(pair)'")
        }
    }

    func run() throws {
        var agrees = false
        try reportingErrors {
            let compareOptions = CompareOptions(
                map: mapPairs(map), unnamed: unnamed, instances: mapPairs(instance), afterSuper: afterSuper, strict: strict, truncated: truncated)
            let comparison = try Lifeline.compare(log: log, scenario: scenario, options: compareOptions, in: options.project)
            agrees = comparison.agrees
            switch format {
            case .text: try emit(Data(comparison.report.utf8))
            case .json: try emit(try Lifeline.json(ComparisonSummary(comparison)))
            }
        }
        if !agrees { throw ExitCode.failure }
    }
}
