import ArgumentParser
import Foundation
import LifelineDocs

/// `lifeline init [DIR]`: a small project to start from, which builds with the built-in theme.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a project: Content/ with a home page, a page with a diagram, one scenario and site.yml (the theme is built in).")

    @ArgumentParser.Argument(help: "The folder to write it into (made if missing; default: the current folder). It must have no Content/ yet.", completion: .directory)
    var folder: String = "."

    func validate() throws {
        if folder.isEmpty { throw ValidationError("'' names no folder") }
    }

    func run() throws {
        try reportingErrors {
            try emit(Data(try Lifeline.initProject(at: url(folder), shown: folder).utf8))
        }
    }
}
