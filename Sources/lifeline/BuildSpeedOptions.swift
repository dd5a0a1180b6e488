import ArgumentParser
import Foundation
import LifelineDocs

/// How a build uses the machine; shared by the commands that build the site.
struct BuildSpeedOptions: ParsableArguments {
    @Option(help: "How many cores the build uses: its parallel lanes and the processes that draw diagrams (default, and at most: the number of cores; 1 builds on one core). The bytes are the same for any number.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// This executable, started again in its worker mode.
    var workerExecutable: URL? { ThisExecutable.url }
}
