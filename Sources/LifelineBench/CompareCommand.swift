import ArgumentParser
import Foundation
import LifecycleDiagrams

/// Renders every canonical diagram three ways in one run and prints the times and ratios:
/// in this process (Lifeline), by spawning `dot -Tsvg` per diagram, and by PlantUML rendering
/// equivalent sequence diagrams in one JVM.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare", abstract: "Time in-process rendering against dot per diagram and PlantUML in a batch.")

    @Option(help: "The project folder holding Content/scenarios.")
    var root = "."

    @Option(help: "Timings per diagram in this process; the median is reported.")
    var repeats = 25

    @Option(help: "Spawns of dot per diagram; the median is reported.")
    var spawns = 5

    @Option(help: "Diagrams in PlantUML's batch: the sequence diagrams, repeated until there are this many.")
    var plantumlBatch = 40

    @Option(help: "A trace saved as JSON to include (repeatable).")
    var trace: [String] = []

    func run() throws {
        let catalog = try Catalog(root: root, extraTraces: trace)
        let dot = try ExternalTool("dot")
        let plantUML = try ExternalTool("plantuml")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The first render of a process loads Graphviz's plugins and fontconfig's caches.
        var first = 0.0
        if let diagram = catalog.diagrams.first {
            first = try Stopwatch.milliseconds { _ = try catalog.render(diagram, as: .svg) }
        }
        let onePass = try Stopwatch.milliseconds {
            for diagram in catalog.diagrams { _ = try catalog.render(diagram, as: .svg) }
        }

        print("Lifeline diagram benchmark: \(catalog.diagrams.count) diagrams from \(catalog.traces.count) scenarios")
        print("")
        let header = ["diagram", "in-process SVG", "in-process PNG", "spawn dot -Tsvg (-Kneato -n)", "spawn ÷ SVG"]
        print(Table.row(header))
        var rows: [(svg: Double, png: Double, spawn: Double, kind: DiagramKind)] = []
        for (index, diagram) in catalog.diagrams.enumerated() {
            let svg = try Stopwatch.median(repeats) { _ = try catalog.render(diagram, as: .svg) }
            let png = try Stopwatch.median(max(repeats / 5, 3)) { _ = try catalog.render(diagram, as: .png) }
            let file = folder.appendingPathComponent("d\(index).dot")
            try catalog.dot(diagram).write(to: file, atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("d\(index).svg").path
            // As the site draws it: a sequence diagram is pinned (`neato -n`, no solver run).
            let engine = diagram.kind == .sequence ? ["-Kneato", "-n"] : []
            let spawn = try Stopwatch.median(spawns) { try dot.run(engine + ["-Tsvg", file.path, "-o", output]) }
            rows.append((svg, png, spawn, diagram.kind))
            print(Table.row([diagram.name, Table.ms(svg), Table.ms(png), Table.ms(spawn), Table.ratio(spawn / svg)]))
        }
        let svgTotal = rows.reduce(0) { $0 + $1.svg }, spawnTotal = rows.reduce(0) { $0 + $1.spawn }
        let pngTotal = rows.reduce(0) { $0 + $1.png }
        print(Table.row(["all (sum of medians)", Table.ms(svgTotal), Table.ms(pngTotal), Table.ms(spawnTotal), Table.ratio(spawnTotal / svgTotal)]))
        print("")
        print("First render in a fresh process (plugins, fonts): \(Table.ms(first))")
        print("One pass over all diagrams right after it, in-process SVG: \(Table.ms(onePass)); "
            + "with the first render: \(Table.ratio(spawnTotal / (onePass + first))) faster than spawning dot")

        let sequences = catalog.diagrams.filter { $0.kind == .sequence }
        let sequenceSVG = zip(catalog.diagrams, rows).filter { $0.0.kind == .sequence }.reduce(0) { $0 + $1.1.svg } / Double(max(sequences.count, 1))
        let plantUMLTimes = try timePlantUML(sequences, tool: plantUML, in: folder)
        print("")
        print("PlantUML, one JVM, \(plantUMLTimes.count) sequence diagrams (\(sequences.count) distinct, repeated): "
            + "\(Table.ms(plantUMLTimes.batch)) in all; one diagram alone \(Table.ms(plantUMLTimes.single))")
        print("  per diagram in the batch, JVM start included: \(Table.ms(plantUMLTimes.average)); "
            + "JVM start excluded: \(Table.ms(plantUMLTimes.marginal))")
        print("  Lifeline in-process SVG, sequence diagrams (mean of their medians): \(Table.ms(sequenceSVG))")
        print("")
        let dotRatio = spawnTotal / svgTotal
        let plantUMLRatio = plantUMLTimes.marginal / sequenceSVG
        print("Ratios (goal: ≥ 10× against spawning dot, ≥ 15× against PlantUML in a batch):")
        print("  spawning dot -Tsvg per diagram ÷ in-process SVG: \(Table.ratio(dotRatio)) \(dotRatio >= 10 ? "(met)" : "(NOT met)")")
        print("  PlantUML per diagram in a batch (JVM start excluded) ÷ in-process SVG: \(Table.ratio(plantUMLRatio)) "
            + "\(plantUMLRatio >= 15 ? "(met)" : "(NOT met)"); JVM start included: \(Table.ratio(plantUMLTimes.average / sequenceSVG))")
    }

    /// PlantUML over a batch of `count` files in one JVM, and over one file alone: the difference
    /// is what each diagram costs once the JVM runs.
    private func timePlantUML(_ diagrams: [Catalog.Diagram], tool: ExternalTool, in folder: URL)
        throws -> (batch: Double, single: Double, count: Int, average: Double, marginal: Double)
    {
        guard !diagrams.isEmpty else { return (0, 0, 0, 0, 0) }
        let batchFolder = folder.appendingPathComponent("plantuml"), singleFolder = folder.appendingPathComponent("plantuml-one")
        try FileManager.default.createDirectory(at: batchFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: singleFolder, withIntermediateDirectories: true)
        let count = max(plantumlBatch, diagrams.count)
        var files: [String] = []
        for index in 0..<count {
            let name = String(format: "s%03d.puml", index)
            try PlantUMLText.sequence(of: diagrams[index % diagrams.count].trace)
                .write(to: batchFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            files.append(name)
        }
        try PlantUMLText.sequence(of: diagrams[0].trace).write(to: singleFolder.appendingPathComponent("one.puml"), atomically: true, encoding: .utf8)
        let single = try Stopwatch.milliseconds { try tool.run(["-tsvg", "one.puml"], in: singleFolder) }
        let batch = try Stopwatch.milliseconds { try tool.run(["-tsvg"] + files, in: batchFolder) }
        // PlantUML draws a syntax error as a picture and exits 0: check every output.
        for name in files {
            let svg = try String(contentsOf: batchFolder.appendingPathComponent(name.replacingOccurrences(of: ".puml", with: ".svg")), encoding: .utf8)
            if svg.contains("Syntax Error") { throw ValidationError("PlantUML could not read \(name)") }
        }
        return (batch, single, count, batch / Double(count), max(batch - single, 0) / Double(max(count - 1, 1)))
    }
}

/// Fixed-width columns for the report.
enum Table {
    static func row(_ cells: [String]) -> String {
        let widths = [34, 16, 16, 17, 12]
        return cells.enumerated().map { index, cell in
            let width = widths[min(index, widths.count - 1)]
            let padding = String(repeating: " ", count: max(width - cell.count, 1))
            return index == 0 ? cell + padding : padding + cell
        }.joined()
    }

    static func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }
    static func ratio(_ value: Double) -> String { String(format: "%.1f×", value) }
}
