import ArgumentParser
import Foundation
import LifelineDocs

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from Content/ and Templates/ into Output/ (checked before it is swapped in).")

    @OptionGroup var options: ProjectOptions

    @OptionGroup var output: OutputOptions
    @OptionGroup var speed: BuildSpeedOptions

    @Flag(help: "Print how long each of the five stages took.")
    var timings = false

    @Flag(help: "Publish each diagram as PNG too (slow: PNG costs 20–25 times an SVG). Any one diagram: lifeline diagram ID --format png.")
    var png = false

    @Flag(help: "Publish each scenario's trace as JSON beside its diagrams. Any one trace: lifeline trace ID --format json.")
    var traces = false

    @Flag(help: "Replace the output folder even if it was not written by Lifeline.")
    var force = false

    func run() throws {
        try reportingErrors {
            var project = options.project(output: output.output)
            project.replaceAnyOutput = force
            var build = BuildOptions(timings: timings, png: png, traces: traces, jobs: speed.jobs, workerExecutable: speed.workerExecutable)
            build.endsWithProcess = true
            try Lifeline.build(project, options: build) { line in say(line) }
        }
    }
}
