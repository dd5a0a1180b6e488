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

    func run() throws {
        let catalog = try Catalog(root: root, extraTraces: trace)
        let formats = try format.map { name in
            guard let one = OutputFormat(rawValue: name), one != .dot else { throw ValidationError("--format is svg or png") }
            return [one]
        } ?? [OutputFormat.svg, .png]
        let jobs = catalog.diagrams.flatMap { diagram in formats.map { (diagram, $0) } }
        var bytes = 0
        for index in 0..<count {
            let (diagram, format) = jobs[index % jobs.count]
            bytes += try catalog.render(diagram, as: format).count
        }
        print("\(count) renders of \(jobs.count) diagram-format pairs, \(bytes) bytes")
    }
}
