import ArgumentParser
import LifelineDocs

/// `lifeline graphviz-worker`: hidden; the build starts one per `--jobs` and feeds it Graphviz
/// jobs over a pipe (Graphviz is not thread-safe, so more cores means more processes).
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graphviz-worker", abstract: "Draw Graphviz jobs from standard input (used by the build).",
        shouldDisplay: false)

    func run() throws {
        try Lifeline.runGraphvizWorker()
    }
}
