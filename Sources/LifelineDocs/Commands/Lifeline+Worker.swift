import Foundation
import LifecycleDiagrams

extension Lifeline {
    /// The hidden worker mode (`lifeline graphviz-worker`): reads Graphviz jobs from standard
    /// input and writes each one's bytes to standard output, in order, until the input ends.
    /// The build starts one per `--jobs`, since Graphviz cannot run on two threads of a process.
    ///
    /// With `LIFELINE_WORKER_DOT_FOLDER` set, each job's DOT text is also written there (named by
    /// worker, job and engine: `1234-7.pinned.dot`): `make bench` gives the same jobs to Graphviz's
    /// own command line in one process, the anchor the build's cost is measured against.
    public static func runGraphvizWorker() throws {
        let input = FileHandle.standardInput, output = FileHandle.standardOutput
        let folder = ProcessInfo.processInfo.environment["LIFELINE_WORKER_DOT_FOLDER"]
        var count = 0
        while let payload = try WorkerFrame.read(from: input) {
            let job = try WorkerFrame.job(from: payload)
            if let folder {
                count += 1
                try Data(job.dot.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(getpid())-\(count).\(job.engine.rawValue).dot"))
            }
            let result = Result { () throws(GraphvizError) -> [UInt8] in try job.run() }
            try output.write(contentsOf: WorkerFrame.reply(result))
        }
    }
}
