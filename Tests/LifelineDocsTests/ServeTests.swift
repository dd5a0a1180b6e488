import Foundation
import LifelineDocs
import LifelineTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("lifeline serve")
struct ServeTests {
    /// Holds the port the server reports once it listens.
    final class Port: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt16?
        func set(_ port: UInt16) { lock.withLock { value = port } }
        var current: UInt16? { lock.withLock { value } }
    }

    static func get(_ port: UInt16, _ path: String) async throws -> String {
        try await PreviewClient.get(port, path).body
    }

    /// Polls `path` every 100 ms until `condition` holds; returns the last body. The deadline
    /// (120 s) is for a loaded 2-core machine: the test waits for an event, never measures speed.
    static func wait(_ port: UInt16, _ path: String, until condition: (String) -> Bool) async throws -> String {
        var body = ""
        for _ in 0..<1_200 {
            body = try await get(port, path)
            if condition(body) { return body }
            try await Task.sleep(for: .milliseconds(100))
        }
        return body
    }

    /// Starts `lifeline serve` for `site` on a free port; returns its task and, once it listens, the port.
    static func serve(_ site: FixtureSite, drafts: Bool = false) async throws -> (Task<Void, any Error>, UInt16) {
        let port = Port()
        let task = Task(executorPreference: ServerExecutor.shared) { try await Lifeline.serve(site.project, port: 0, drafts: drafts, log: { _ in }, ready: { port.set($0) }) }
        var listening: UInt16?
        for _ in 0..<1_200 where listening == nil {
            try await Task.sleep(for: .milliseconds(100))
            listening = port.current
        }
        guard let listening else {
            task.cancel()
            throw LifelineError("lifeline serve did not listen within 120 s")
        }
        return (task, listening)
    }

    @Test("Serves the built site, rebuilds when a page changes, and reports a failed rebuild")
    func rebuildsOnChange() async throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let (task, served) = try await Self.serve(site)
        defer { task.cancel() }

        // The server listens before the first build; that build's end is generation 1.
        #expect(try await Self.wait(served, "/_preview/state") { $0.contains(#""generation":1"#) } == #"{"generation":1}"#)
        #expect(try await Self.get(served, "/about.html").contains("Nothing but a page in the middle"))
        try site.edit("Content/about.md", replacing: "Nothing but a page", with: "Now a changed page")
        #expect(try await Self.wait(served, "/_preview/state") { $0.contains(#""generation":2"#) } == #"{"generation":2}"#)
        #expect(try await Self.get(served, "/about.html").contains("Now a changed page in the middle"))

        try site.edit("Content/index.md", replacing: "scenario: launch", with: "scenario: nowhere")
        // Settled: a watcher that saw the file mid-write may have started one more build of it.
        let failed = try await Self.wait(served, "/_preview/state") { $0.contains("error") && !$0.contains("building") }
        #expect(failed == #"{"error":"Content/index.md:11:1: error: unknown scenario 'nowhere' (the project's scenarios: launch)","generation":2}"#)
        // The last good site is still served.
        #expect(try await Self.get(served, "/about.html").contains("Now a changed page in the middle"))
        // The preview is built elsewhere: the project's Output/ is never written.
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("--drafts previews draft pages; without it they are left out")
    func drafts() async throws {
        let site = try FixtureSite()
        defer { site.remove() }
        // A killed preview's folder (process ids above the kernel's pid_max never run) is removed.
        // One mkdir: any other serve of the suite may remove it at any moment, and one that did
        // so between the two levels of `…-test/site` failed this test.
        let stale = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-preview-9999999-test/site")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        let (task, served) = try await Self.serve(site, drafts: true)
        defer { task.cancel() }
        _ = try await Self.wait(served, "/_preview/state") { $0.contains(#""generation":1"#) }
        #expect(!FileManager.default.fileExists(atPath: stale.deletingLastPathComponent().path))
        #expect(try await PreviewClient.get(served, "/draft.html").status == 200)
        let (plain, port) = try await Self.serve(site)
        defer { plain.cancel() }
        _ = try await Self.wait(port, "/_preview/state") { $0.contains(#""generation":1"#) }
        #expect(try await PreviewClient.get(port, "/draft.html").status == 404)
    }

    @Test("A port in use fails at once, before any build, and says what to do")
    func portInUse() async throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let (first, taken) = try await Self.serve(site)
        defer { first.cancel() }
        let other = try FixtureSite()
        defer { other.remove() }
        let logged = LogLines()
        do {
            try await Lifeline.serve(other.project, port: taken, log: { logged.append($0) })
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "error: cannot serve on 127.0.0.1:\(taken): address already in use; choose another port with --port")
        }
        #expect(logged.all.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: other.output.path))
    }
}
