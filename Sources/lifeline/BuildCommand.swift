import ArgumentParser
import Foundation
import LifelineDocs

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Build the site from Content/ and Templates/ into Output/.")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try reportingErrors {
            try Lifeline.build(options.project) { line in print(line) }
        }
    }
}
