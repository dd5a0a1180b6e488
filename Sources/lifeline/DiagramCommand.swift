import ArgumentParser
import Foundation
import LifecycleDiagrams
import LifecycleModel
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

    @ArgumentParser.Argument(help: "A scenario id from Content/scenarios, a path to a .scenario file, or a trace saved as .json.", completion: scenarioCompletion)
    var scenario: String

    @Option(help: ArgumentHelp(
        "sequence or state.",
        discussion: "state draws every state machine the scenario moves an object through (view controller, view), built from all canonical scenarios, with the scenario's path highlighted and numbered; a scenario that changes no state shows every machine plainly, nothing highlighted."))
    var kind: DiagramKind = .sequence

    @Option(help: "svg, png or dot; json writes the trace the diagram is drawn from (default: the extension of -o FILE, else svg).")
    var format: Format?

    @Option(help: "How callbacks are named: objc (viewWillAppear:, as UIKit logs them) or swift (viewWillAppear(_:)).")
    var names: CallbackNames = .objc

    @Option(help: "light, dark, or auto (SVG follows the viewer's colour scheme; PNG and DOT are light).")
    var theme: DiagramTheme = .auto

    @Option(help: ArgumentHelp(
        "Show only these objects' lifelines (ids separated by commas: A,A.view); sequence diagrams only.",
        discussion: """
            Every other object folds into the UIKit lifeline, whose header names or counts them. A call between two shown \
            objects is drawn as it is; a call between a shown object and a hidden one is drawn to or from UIKit, its label \
            naming the hidden object ("11. view (from nav)"); a call between hidden objects is left out. Nesting, activation \
            bars and returns of what is drawn stay exact. Calls keep their numbers from the whole trace (the numbers of the \
            scenario page's trace table), so the numbers skip the calls left out. A note stays unless it concerns hidden \
            objects only (a crash or a cut-off loop always stays); every step keeps its frame, and a step whose calls are \
            all left out says "only calls between hidden objects". Lifelines keep the trace's order. An id the diagram does \
            not have is an error that names the nearest one.
            """,
        valueName: "ids"))
    var show: [String] = []

    @Option(help: ArgumentHelp(
        "Size an SVG for an article's text column this many CSS pixels wide (680 is a common one).",
        discussion: """
            The SVG's width and height are written in pixels: the column's width, or the diagram's natural size if that is \
            narrower. A diagram whose smallest text would be under 9 px at that width is an error that says how wide it is \
            and what narrows it (--show for a sequence diagram). With -o FILE, the <img> tag to paste into the article is \
            printed, its size given.
            """,
        valueName: "px"))
    var column: Int?

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write to this file instead of standard output, whole or not at all; its extension (.svg, .png, .dot or .json) gives the format unless --format does.",
        valueName: "file"))
    var output: String?

    @OptionGroup var options: ContentOptions

    static let written = WrittenFormat(command: "diagram", offered: Format.allCases.map(\.rawValue))

    /// `--format`, else the extension of `-o FILE`, else SVG.
    private var chosenFormat: Format {
        get throws { try Self.written.format(format, output: output, fallback: .svg) }
    }

    func validate() throws {
        let format = try chosenFormat
        if let column {
            guard format == .svg else {
                throw ValidationError("--column sizes an SVG for a text column; write .svg (or --format svg), not \(format.rawValue)")
            }
            guard (1...100_000).contains(column) else {
                throw ValidationError("--column takes a column's width in CSS pixels, from 1 to 100000, not \(column)")
            }
        }
        if !show.isEmpty, let problem = Lifeline.showProblem(kind: kind, format: OutputFormat(rawValue: format.rawValue)) {
            throw ValidationError(problem)
        }
    }

    /// `--show`'s ids, or nil when it was not given.
    private var focus: [String]? { show.isEmpty ? nil : show }

    func run() throws {
        try reportingErrors {
            let format = try chosenFormat
            if let column {
                let (svg, fit) = try Lifeline.columnDiagram(
                    scenario, kind: kind, theme: theme, show: focus, names: names, column: column, in: options.project)
                try emit(svg, to: output, binary: false, hint: "")
                guard let output else { return }
                let alt = ColumnFit.title(of: svg) ?? "Diagram"
                say(fit.imageTag(source: URL(fileURLWithPath: output).lastPathComponent, alt: alt))
                return
            }
            let bytes: Data
            switch format {
            case .json: bytes = try Lifeline.json(Lifeline.diagramTrace(scenario, in: options.project))
            case .svg: bytes = Data(try Lifeline.diagram(scenario, kind: kind, format: .svg, theme: theme, show: focus, names: names, in: options.project))
            case .png: bytes = Data(try Lifeline.diagram(scenario, kind: kind, format: .png, theme: theme, show: focus, names: names, in: options.project))
            case .dot: bytes = Data(try Lifeline.diagram(scenario, kind: kind, format: .dot, theme: theme, show: focus, names: names, in: options.project))
            }
            try emit(bytes, to: output, binary: format == .png, hint: "write it to a file with -o FILE.png, or pipe it (| display)")
        }
    }
}
