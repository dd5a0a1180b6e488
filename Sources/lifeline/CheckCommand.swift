import ArgumentParser
import Foundation
import LifelineDocs

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Build the site without writing it and check every internal link, anchor, image and scenario.")

    @OptionGroup var options: ProjectOptions

    func run() throws {
        try reportingErrors {
            try Lifeline.check(options.project) { line in say(line) }
            say("check: no problems found")
        }
    }
}
