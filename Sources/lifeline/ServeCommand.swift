import ArgumentParser
import Foundation
import LifelineDocs

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build a preview of the site (Output/ is left alone), serve it, and rebuild and reload the page when a source changes.")

    // No --output: the preview is built in a temporary folder, and an option naming the output
    // folder would be accepted and ignored.
    @OptionGroup var options: ProjectOptions

    @Option(help: "The address to listen on: 127.0.0.1, or 0.0.0.0 to check from a phone on the local network.")
    var host: String = "127.0.0.1"

    @Option(help: "The port to listen on, 1-65535 (0: any free port).")
    var port: Int = 8000

    @Flag(help: "Include draft pages in the preview.")
    var drafts = false

    func validate() throws {
        if !(0...Int(UInt16.max)).contains(port) {
            throw ValidationError("--port takes a port from 1 to 65535 (or 0: any free port), not \(port)")
        }
    }

    func run() async throws {
        do {
            try await Lifeline.serve(options.project, host: host, port: UInt16(port), drafts: drafts, log: { say($0) }) { [host] port in
                let shown = host == "0.0.0.0" ? "127.0.0.1" : host.contains(":") ? "[\(host)]" : host
                say("Serving a preview at http://\(shown):\(port)/ — press Ctrl-C to stop")
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
