import ArgumentParser
import Foundation
import LifecycleDiagrams

/// Renders the canonical diagrams over and over, SVG and PNG, so that valgrind can show whether
/// memory leaks grow with the number of renders (run it with 100, then 1,000).
struct LoopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loop", abstract: "Render diagrams COUNT times (for valgrind --leak-check=full).")

    @Option(help: "How many renders in all.")
    var count = 1000

    @Option(help: "The project folder holding Content/scenarios.")
    var root = "."

    @Option(help: "A trace saved as JSON to include (repeatable).")
    var trace: [String] = []

    @Option(help: "Render only this format (svg or png); both by default.")
    var format: String?

    @Option(help: "Draw only sequence diagrams, Graphviz alone, with this engine: neato (the solver runs) or pinned (neato -n).")
    var sequenceEngine: String?

    func run() throws {
        let catalog = try Catalog(root: root, extraTraces: trace)
        let formats = try format.map { name in
            guard let one = OutputFormat(rawValue: name), one != .dot else { throw ValidationError("--format is svg or png") }
            return [one]
        } ?? [OutputFormat.svg, .png]
        var bytes = 0
        if let sequenceEngine {
            guard let engine = LayoutEngine(rawValue: sequenceEngine) else { throw ValidationError("--sequence-engine is neato or pinned") }
            let texts = catalog.diagrams.filter { $0.kind == .sequence }.map(catalog.dot)
            let clock = ContinuousClock.now
            for index in 0..<count {
                bytes += try GraphvizRenderer.render(texts[index % texts.count], engine: engine, format: formats[index % formats.count]).count
            }
            print("\(count) renders of \(texts.count) sequence diagrams with \(engine.rawValue), \(bytes) bytes, \(ContinuousClock.now - clock)")
            return
        }
        let jobs = catalog.diagrams.flatMap { diagram in formats.map { (diagram, $0) } }
        for index in 0..<count {
            let (diagram, format) = jobs[index % jobs.count]
            bytes += try catalog.render(diagram, as: format).count
        }
        print("\(count) renders of \(jobs.count) diagram-format pairs, \(bytes) bytes")
    }
}
