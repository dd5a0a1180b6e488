import ArgumentParser
import Foundation
import LifecycleDiagrams
import LifecycleModel
import LifelineDocs

extension IOSProfile: ExpressibleByArgument {}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Draw one sequence diagram of two traces: a scenario on two iOS profiles, or a device log against its scenario.",
        discussion: """
            Calls only one side makes are marked in colour and in words ("only on iOS 6-12"); the \
            SVG's <desc> lists them. Examples:
              lifeline diff nav-push-pop --profiles "iOS 6-12" "iOS 17+" -o push.svg
              lifeline diff Content/evidence/readke-nav-push-pop-numbered.log
            """)

    @ArgumentParser.Argument(help: "A scenario id or .scenario path (with --profiles), or a device log (.log).")
    var subject: String

    @ArgumentParser.Argument(help: "With a log: the scenario to hold it against (default: the one its header names).")
    var scenario: String?

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("The two profiles, older first: \"iOS 6-12\" \"iOS 17+\".", valueName: "profile"))
    var profiles: [IOSProfile] = []

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp("With a log: a log label's object (Class=Object).", valueName: "Class=Object"))
    var map: [String] = []

    @Option(help: ArgumentHelp("With a log: the object that lines naming no class are about.", valueName: "Object"))
    var unnamed: String?

    @Option(name: .long, parsing: .singleValue, help: ArgumentHelp("With a log: an object's address as print(self) shows it, and the object it is.", valueName: "0xADDRESS=Object"))
    var instance: [String] = []

    @Option(name: .customLong("after-super"), parsing: .singleValue, help: ArgumentHelp("With a log: a method whose logging override calls super first.", valueName: "method"))
    var afterSuper: [String] = []

    @Flag(help: "With a log: it was cut short; compare it with the model's calls up to the last one it reaches.")
    var truncated = false

    @Option(help: "svg, png or dot (default: the extension of -o FILE, else svg).")
    var format: Format?

    @Option(help: "light, dark, or auto (SVG follows the viewer's colour scheme).")
    var theme: DiagramTheme = .auto

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write to this file instead of standard output, whole or not at all; its extension (.svg, .png or .dot) gives the format unless --format does.",
        valueName: "file"))
    var output: String?

    @OptionGroup var options: ContentOptions

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, png, dot
    }

    static let written = WrittenFormat(command: "diff", offered: Format.allCases.map(\.rawValue))

    /// `--format`, else the extension of `-o FILE`, else SVG.
    private var chosenFormat: Format {
        get throws { try Self.written.format(format, output: output, fallback: .svg) }
    }

    private var isLog: Bool { subject.hasSuffix(".log") }

    func validate() throws {
        _ = try chosenFormat
        for pair in map where pair.split(separator: "=").count != 2 {
            throw ValidationError("--map takes Class=Object (for example --map SecondViewController=B), not '\(pair)'")
        }
        for pair in instance where pair.wholeMatch(of: /0[xX][0-9a-fA-F]+=[^=]+/) == nil {
            throw ValidationError("--instance takes 0xADDRESS=Object, the address as print(self) shows it (for example --instance 0x7fa3c9d0a2b0=B), not '\(pair)'")
        }
        if isLog {
            if !profiles.isEmpty { throw ValidationError("--profiles compares a scenario on two profiles; a log is compared with its scenario's profile") }
        } else {
            if profiles.count != 2 { throw ValidationError("name two profiles, older first: --profiles \"iOS 6-12\" \"iOS 17+\"") }
            if scenario != nil { throw ValidationError("a second scenario goes with a log only; with --profiles, name one scenario") }
            if !map.isEmpty || !afterSuper.isEmpty || unnamed != nil || !instance.isEmpty || truncated {
                throw ValidationError("--map, --unnamed, --instance, --after-super and --truncated go with a log")
            }
        }
    }

    func run() throws {
        try reportingErrors {
            let chosen = try chosenFormat
            let format = OutputFormat(rawValue: chosen.rawValue)!
            let bytes = isLog
                ? try Lifeline.diff(
                    log: subject, scenario: scenario,
                    options: CompareOptions(map: mapPairs(map), unnamed: unnamed, instances: mapPairs(instance), afterSuper: afterSuper, truncated: truncated),
                    format: format, theme: theme, in: options.project)
                : try Lifeline.diff(subject, profiles: (profiles[0], profiles[1]), format: format, theme: theme, in: options.project)
            try emit(Data(bytes), to: output, binary: chosen == .png, hint: "write it to a file with -o FILE.png, or pipe it (| display)")
        }
    }
}
