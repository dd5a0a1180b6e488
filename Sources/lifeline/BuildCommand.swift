import ArgumentParser
import Foundation
import LifelineDocs

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site from Content/ and Templates/ into Output/ (checked before it is swapped in).")

    @OptionGroup var options: ProjectOptions

    @OptionGroup var output: OutputOptions

    @Flag(help: "Print how long each of the five stages took.")
    var timings = false

    func run() throws {
        try reportingErrors {
            try Lifeline.build(options.project(output: output.output), timings: timings) { line in say(line) }
        }
    }
}
