import ArgumentParser
import Foundation
import LifelineDocs

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve Output/ on localhost, and rebuild and reload the page when a source changes.")

    @OptionGroup var options: ProjectOptions

    @OptionGroup var output: OutputOptions

    @Option(help: "The port to listen on, on 127.0.0.1 (0: any free port).")
    var port: UInt16 = 8000

    func run() async throws {
        do {
            try await Lifeline.serve(options.project(output: output.output), port: port, log: { say($0) }) { port in
                say("Serving \(options.project(output: output.output).output.lastPathComponent)/ at http://127.0.0.1:\(port)/ — press Ctrl-C to stop")
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
