import Foundation
import LifecycleDiagrams

extension Lifeline {
    /// The hidden worker mode (`lifeline graphviz-worker`): reads Graphviz jobs from standard
    /// input and writes each one's bytes to standard output, in order, until the input ends.
    /// The build starts one per `--jobs`, since Graphviz cannot run on two threads of a process.
    public static func runGraphvizWorker() throws {
        let input = FileHandle.standardInput, output = FileHandle.standardOutput
        while let payload = try WorkerFrame.read(from: input) {
            let job = try WorkerFrame.job(from: payload)
            let result = Result { () throws(GraphvizError) -> [UInt8] in try job.run() }
            try output.write(contentsOf: WorkerFrame.reply(result))
        }
    }
}
