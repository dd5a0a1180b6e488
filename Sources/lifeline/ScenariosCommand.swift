import ArgumentParser
import Foundation
import LifelineDocs

struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios", abstract: "List the canonical scenarios: id, iOS profile, title.")

    @OptionGroup var options: ContentOptions

    func validate() throws {
        try options.requireProject()
    }

    func run() throws {
        try reportingErrors {
            let table = Lifeline.scenarioTable(try Lifeline.scenarios(in: options.project))
            try emit(Data(table.utf8))
        }
    }
}
