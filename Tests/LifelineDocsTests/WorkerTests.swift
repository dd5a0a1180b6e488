import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import Testing

/// Graphviz in worker processes (`--jobs`): the same bytes for any number of workers.
@Suite struct WorkerTests {

    @Test("One process, two and three workers build byte-identical sites, PNG included")
    func sameBytesForAnyNumberOfWorkers() throws {
        var outputs: [[String: Data]] = []
        for jobs in [1, 2, 3] {
            let site = try FixtureSite()
            defer { site.remove() }
            var options = BuildOptions(png: true, jobs: jobs, workerExecutable: Repository.lifeline)
            options.itemsPerWorker = 1
            try Lifeline.build(site.project, options: options) { _ in }
            let names = FixtureSite.files(under: site.output)
            outputs.append(Dictionary(uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: site.output.appendingPathComponent($0))) }))
        }
        #expect(outputs[0].keys.contains("diagrams/launch-sequence.png"))
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
    }

    @Test("A worker that cannot be started is an error naming it, not a hang")
    func missingWorker() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        var options = BuildOptions(jobs: 2, workerExecutable: URL(fileURLWithPath: "/nonexistent/lifeline"))
        options.itemsPerWorker = 1
        #expect(throws: (any Error).self) { try Lifeline.build(site.project, options: options) { _ in } }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("A site with fewer diagrams than a second worker pays for is drawn in this process: a worker that cannot be started is never asked for")
    func fewDiagramsInProcess() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project, options: BuildOptions(jobs: 2, workerExecutable: URL(fileURLWithPath: "/nonexistent/lifeline"))) { _ in }
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("diagrams/launch-sequence.svg").path))
    }

    @Test("An edit on a warm cache hands the pool only what the cache lacks: a title edit redraws three of five diagrams, in this process")
    func editDrawsInProcess() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        // Two diagrams to a worker: the five of a cold build start two workers, the three an
        // edit redraws start none. Handed all five, the pool would start two for the edit.
        var options = BuildOptions(jobs: 2, workerExecutable: Repository.lifeline)
        options.itemsPerWorker = 2
        try Lifeline.build(site.project, options: options) { _ in }
        try site.edit("Content/scenarios/launch.scenario", replacing: "title: Launch\n", with: "title: Launch, edited\n")
        options.workerExecutable = URL(fileURLWithPath: "/nonexistent/lifeline")
        try Lifeline.build(site.project, options: options) { _ in }
        #expect(try site.read("Output/scenarios/launch.html").contains("Launch, edited"))
    }

    @Test("--timings names the workers a build may run: --jobs above the cores is the number of cores")
    func jobsCapped() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let lines = LogLines()
        try Lifeline.build(site.project, options: BuildOptions(timings: true, jobs: 64, workerExecutable: Repository.lifeline)) { lines.append($0) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(lines.all.contains { $0.hasPrefix("  Graphviz (--jobs \(cores))") }, "\(lines.all)")
    }
}
