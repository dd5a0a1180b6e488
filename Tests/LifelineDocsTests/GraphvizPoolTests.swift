import Foundation
@testable import LifelineDocs
import LifecycleDiagrams
import Synchronization
import Testing

/// The pool's lanes: every item runs once, whatever fails; the failure reported is the lowest
/// index's, whichever lane met it first; a worker that dies stops the build with its reason.
@Suite struct GraphvizPoolTests {
    static let good = GraphvizJob(dot: "digraph \"g\" { a -> b }", engine: .dot, format: .svg)
    static let bad = GraphvizJob(dot: "digraph \"g\" { a -> }", engine: .dot, format: .svg)

    @Test("In this process and in two workers: every item runs once, Graphviz's failures are results, the lowest failing index is thrown")
    func lanes() throws {
        for pool in [GraphvizPool(workers: 1, executable: nil), GraphvizPool(workers: 2, executable: WorkerTests.executable)] {
            let ran = Mutex([Int]())
            let drawn = Mutex([Int: Result<[UInt8], GraphvizError>]())
            // Items 5 and 2 fail in the lane's own work; item 3's DOT text is not Graphviz's.
            let order = Array((0..<8).reversed())
            #expect {
                try pool.forEach(order) { index, draw in
                    ran.withLock { $0.append(index) }
                    let result = try draw(index == 3 ? Self.bad : Self.good)
                    drawn.withLock { $0[index] = result }
                    if index == 5 || index == 2 { throw LifelineError("error: item \(index)") }
                }
            } throws: { error in
                "\(error)" == "error: item 2"
            }
            #expect(ran.withLock { $0.sorted() } == Array(0..<8))
            let results = drawn.withLock { $0 }
            #expect(results.count == 8)
            #expect(results.filter { (try? $0.value.get()) != nil }.count == 7)
            guard case .failure(let error)? = results[3] else {
                Issue.record("the broken DOT text was drawn")
                continue
            }
            #expect(error.stage == .parse)
        }
    }

    @Test("A worker that ends without replying fails the build with that reason, and no lane hangs")
    func deadWorker() throws {
        let pool = GraphvizPool(workers: 2, executable: URL(fileURLWithPath: "/bin/true"))
        #expect {
            _ = try pool.forEach(Array(0..<6)) { _, draw in _ = try draw(Self.good) }
        } throws: { error in
            "\(error)" == "error: a Graphviz worker failed: a worker ended before it replied"
        }
    }
}
