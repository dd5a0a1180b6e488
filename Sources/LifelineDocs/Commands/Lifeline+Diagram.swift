import Foundation
import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import StaticSite

extension Lifeline {
    /// One diagram of one scenario, as bytes in `format`.
    ///
    /// `idOrPath` names a canonical scenario, a scenario file, or a trace saved as JSON
    /// (`lifeline trace ID --format json`), so that a diagram can be drawn from any trace.
    /// A state graph shows the scenario's path on the graph of every canonical scenario.
    /// `show` (as given to `--show`: ids separated by commas or spaces) limits a sequence diagram to
    /// those objects, the others folded into UIKit; an id the diagram does not have is an error.
    public static func diagram(
        _ idOrPath: String, kind: DiagramKind, format: OutputFormat, theme: DiagramTheme = .auto,
        show: [String]? = nil, names: CallbackNames = .objc, in project: Project
    ) throws -> [UInt8] {
        try drawn(idOrPath, kind: kind, format: format, theme: theme, show: show, names: names, in: project).bytes
    }

    /// `diagram`'s bytes, and the trace they were drawn from.
    private static func drawn(
        _ idOrPath: String, kind: DiagramKind, format: OutputFormat, theme: DiagramTheme,
        show: [String]?, names: CallbackNames, in project: Project
    ) throws -> (bytes: [UInt8], trace: Trace) {
        if show != nil, let problem = showProblem(kind: kind, format: format) { throw LifelineError("error: \(problem)") }
        let catalog = try ScenarioCatalog(project: project)
        let trace = try diagramTrace(idOrPath, catalog: catalog, project: project).spelled(names)
        var request = DiagramRequest.scenario(trace.scenario.id, kind, theme: theme)
        if let show {
            let ids = show.flatMap { SequenceFocus.ids(in: $0).map(\.id) }
            guard !ids.isEmpty else { throw LifelineError("error: --show needs at least one object id, as in --show A,A.view") }
            do {
                request = .scenario(trace.scenario.id, focus: try SequenceFocus.checked(ids, for: trace, option: "--show"), theme: theme)
            } catch {
                throw LifelineError("error: \(error.message)")
            }
        }
        // Only a state graph needs the canonical scenarios run; with none (no project), the
        // scenario's own states are the whole graph.
        let canonical = kind == .state ? try catalog.scripts.map(runScenario).map { $0.spelled(names) } : []
        let background = kind == .state && canonical.isEmpty ? [trace] : canonical
        return (try draw(request, format: format, traces: [trace], background: background), trace)
    }

    /// A diagram as SVG for an article's text column `column` px wide (see `ColumnFit`): its root
    /// element's size in pixels, and the fit it was sized by. A diagram whose smallest text would
    /// be under 9 px there is an error that says how wide it is and what narrows it: `--show`
    /// with some of the diagram's objects, or a wider column.
    public static func columnDiagram(
        _ idOrPath: String, kind: DiagramKind, theme: DiagramTheme = .auto, show: [String]? = nil,
        names: CallbackNames = .objc, column: Int, in project: Project
    ) throws -> (svg: Data, fit: ColumnFit) {
        let (bytes, trace) = try drawn(idOrPath, kind: kind, format: .svg, theme: theme, show: show, names: names, in: project)
        let svg = Data(bytes)
        guard let fit = ColumnFit(svg: svg, column: column) else { throw LifelineError("error: cannot read the drawn SVG's size") }
        let narrowing: String
        if kind == .sequence {
            // UIKit's lifeline is always drawn: the others are the ones to choose from.
            let objects = SequenceFocus.objects(in: trace).filter { $0 != .uiKit }.map(\.rawValue)
            narrowing = "show fewer lifelines with --show, naming some of \(objects.joined(separator: ","))"
        } else {
            narrowing = "a state graph cannot be narrowed, but its scenario's sequence diagram can (--kind sequence --show)"
        }
        if let problem = fit.problem(narrowing: narrowing) { throw LifelineError("error: \(problem)") }
        return (fit.resized(svg), fit)
    }

    /// Writes a diagram to `path` as Unix tools do: a regular file (or a new one) is replaced
    /// whole or not at all; a pipe or a character device (`/dev/stdout`, a FIFO) is written
    /// through, never replaced; a symbolic link is followed, never replaced; anything else (a
    /// folder, a socket, a block device) is refused. A failure says why in the system's words.
    public static func write(_ bytes: Data, to path: String) throws {
        do {
            try DiagramFileWriter(path: path).write(bytes)
        } catch let error as LifelineError {
            throw error
        } catch {
            throw LifelineError("\(path): error: cannot write: \(FileError.reason(error))")
        }
    }

    /// Writes a command's result to standard output; a failed write (a full disk, a closed file)
    /// is an error with the system's reason, never a silent success.
    public static func writeToStandardOutput(_ bytes: Data) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: bytes)
        } catch {
            throw LifelineError("error: cannot write to standard output: \(FileError.reason(error))")
        }
    }

    /// The overview state graph: every state and transition that the canonical scenarios take
    /// their objects through, nothing highlighted, of every machine or of one `machine` — what a
    /// page's `diagram: state` block with no scenario shows. `scenarios` (ids or `.scenario`
    /// files) draws theirs instead; outside a project they are files, and needed.
    public static func overview(
        format: OutputFormat, theme: DiagramTheme = .auto, machine: StateMachine? = nil, scenarios: [String] = [], in project: Project
    ) throws -> [UInt8] {
        let catalog = try ScenarioCatalog(project: project)
        if scenarios.isEmpty, projectProblem(project) != nil {
            throw LifelineError(
                "\(project.content.path): error: not a Lifeline project, so there are no canonical scenarios to draw: "
                    + "name .\(ScenarioCatalog.fileExtension) files (lifeline states story.scenario), or run lifeline inside a project (next to Content/) or name one with --root")
        }
        let traces = try scenarios.isEmpty
            ? catalog.scripts.map(runScenario)
            : scenarios.map { try runScenario(try catalog.script($0, project: project)) }
        return try draw(.overview(machine: machine, theme: theme), format: format, traces: [], background: traces)
    }

    /// A diagram that needs no scenario's trace nor the canonical ones (a diff carries its own).
    static func drawAlone(_ request: DiagramRequest, format: OutputFormat) throws -> [UInt8] {
        try draw(request, format: format, traces: [], background: [])
    }

    /// The same road as the site's diagram stage: `DiagramDrawer`, from the request.
    private static func draw(_ request: DiagramRequest, format: OutputFormat, traces: [Trace], background: [Trace]) throws -> [UInt8] {
        let drawer = DiagramDrawer(
            traces: Dictionary(traces.map { ($0.scenario.id, $0) }) { first, _ in first }, background: StateBackground(background))
        guard let bytes = try drawer.draw(request, formats: [format]).files[format]?.data() else { return [] }
        return Array(bytes)
    }

    /// Why `--show` cannot go with this kind of diagram, if it cannot.
    public static func showProblem(kind: DiagramKind, format: OutputFormat?) -> String? {
        if kind != .sequence { return "--show applies to sequence diagrams only: a state graph has no lifelines to leave out" }
        if format == nil { return "--show limits a diagram; the trace as JSON is always whole" }
        return nil
    }

    /// The trace a diagram is drawn from: a saved JSON trace, or a scenario run now.
    public static func diagramTrace(_ idOrPath: String, in project: Project) throws -> Trace {
        try diagramTrace(idOrPath, catalog: ScenarioCatalog(project: project), project: project)
    }

    private static func diagramTrace(_ idOrPath: String, catalog: ScenarioCatalog, project: Project) throws -> Trace {
        // A device log draws as itself: flat calls, since a log does not show nesting.
        if idOrPath.hasSuffix("." + EvidenceLog.fileExtension) { return try deviceTrace(log: idOrPath) }
        guard idOrPath.hasSuffix(".json") else {
            return try runScenario(try catalog.script(idOrPath, project: project))
        }
        let url = URL(fileURLWithPath: idOrPath)
        let path = project.displayPath(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw LifelineError("\(path): error: cannot read trace file")
        }
        do {
            let trace = try JSONDecoder().decode(Trace.self, from: data)
            try DiagramSizeLimit.check(trace)
            return trace
        } catch let error as ScenarioError {
            throw error
        } catch {
            throw LifelineError("\(path): error: not a Lifeline trace (\(Self.reason(error)))")
        }
    }

    /// Runs a scenario through the engine (whether or not the engine's run can fail).
    private static func runScenario(_ script: Script) throws -> Trace {
        try ScenarioRunner.run(script)
    }

    /// A decoding error in a few words: what was wrong and where in the JSON.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "at the top level" : "at " + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .dataCorrupted(let context): return "\(context.debugDescription) \(place(context.codingPath))"
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' \(place(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription) \(place(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }
}
