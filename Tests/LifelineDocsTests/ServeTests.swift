import Foundation
import LifelineDocs
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
        let (data, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        return String(decoding: data, as: UTF8.self)
    }

    /// Polls `path` every 100 ms, for at most 10 s, until `condition` holds; returns the last body.
    static func wait(_ port: UInt16, _ path: String, until condition: (String) -> Bool) async throws -> String {
        var body = ""
        for _ in 0..<100 {
            body = try await get(port, path)
            if condition(body) { return body }
            try await Task.sleep(for: .milliseconds(100))
        }
        return body
    }

    /// Starts `lifeline serve` for `site` on a free port; returns its task and, once it listens, the port.
    static func serve(_ site: FixtureSite) async throws -> (Task<Void, any Error>, UInt16) {
        let port = Port()
        let task = Task { try await Lifeline.serve(site.project, port: 0, log: { _ in }, ready: { port.set($0) }) }
        var listening: UInt16?
        for _ in 0..<100 where listening == nil {
            try await Task.sleep(for: .milliseconds(100))
            listening = port.current
        }
        guard let listening else {
            task.cancel()
            throw LifelineError("lifeline serve did not listen within 10 s")
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
        let failed = try await Self.wait(served, "/_preview/state") { $0.contains("error") }
        #expect(failed == #"{"error":"Content/index.md:11:1: error: unknown scenario 'nowhere'; known scenarios: launch","generation":2}"#)
        // The last good site is still served.
        #expect(try await Self.get(served, "/about.html").contains("Now a changed page in the middle"))
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
