import Foundation
import LifelineTestSupport
import StaticSite
import Testing

/// Connections that hold the preview's slots: half-open heads, heads at the size limit, and more
/// requests than it answers at once. Loopback only, bounded in count; the tests wait for answers
/// and closes, never for a time.
@Suite("Preview server: connections")
struct PreviewConnectionTests {
    static func serve(_ folder: TemporaryFolder, headBytes: Int = 16 * 1024, clients: Int = 64) throws -> (PreviewServer, Task<Void, any Error>) {
        let server = try PreviewServer(folder: folder.url, port: 0, headBytes: headBytes, clients: clients)
        return (server, Task(executorPreference: ServerExecutor.shared) { try await server.run() })
    }

    @Test("64 connections that send one line and wait do not turn anyone away, round after round")
    func halfOpen() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("index.html", "<body>home</body>")
        // The preview's own limits: 64 heads awaited, 10 s to send one.
        let (server, task) = try Self.serve(folder)
        defer { task.cancel() }
        let port = try await server.port()
        for round in 0..<3 {
            let idle = try await offPool {
                try (0..<64).map { _ in let socket = try RawSocket(port: port); try socket.send("GET / HTTP/1.1\r\n"); return socket }
            }
            let answer = try await PreviewServerTests.raw(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n") && answer.contains("<body>home<script>"), "round \(round)")
            for socket in idle { socket.close() }
        }
    }

    @Test("The head's size limit is exact, however the bytes arrive", arguments: [1_024, 16 * 1_024])
    func headLimit(limit: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("index.html", "<body>home</body>")
        let (server, task) = try Self.serve(folder, headBytes: limit)
        defer { task.cancel() }
        let port = try await server.port()
        /// A head of exactly `size` bytes, blank line included.
        @Sendable func head(_ size: Int) -> String {
            let start = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ", end = "\r\n\r\n"
            return start + String(repeating: "a", count: size - start.utf8.count - end.utf8.count) + end
        }
        #expect(try await PreviewServerTests.raw(port, head(limit)).hasPrefix("HTTP/1.1 200 OK\r\n"))
        let tooLarge = "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/plain; charset=utf-8\r\n"
        #expect(try await PreviewServerTests.raw(port, head(limit + 1)).hasPrefix(tooLarge))
        // 4 KB more, which a read of 4 KB chunks once let through when the end came in the last one.
        #expect(try await PreviewServerTests.raw(port, head(limit + 4_000)).hasPrefix(tooLarge))
        // A byte at a time: the limit is counted as the bytes arrive.
        let trickled = try await offPool {
            let socket = try RawSocket(port: port)
            defer { socket.close() }
            for byte in head(limit + 1).utf8 { try socket.send(String(UnicodeScalar(byte))) }
            return socket.receiveAll()
        }
        #expect(trickled.hasPrefix(tooLarge))
    }

    @Test("Requests past the cap answered at once get 503 with Retry-After, and are answered again when one ends")
    func busy() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("index.html", "<body>home</body>")
        let (server, task) = try Self.serve(folder, clients: 1)
        defer { task.cancel() }
        let port = try await server.port()
        // A long poll holds the one answer slot until the site changes. Sent first, it may still
        // lose the slot to a request of the loop below (and get 503): then it is sent again.
        let longPoll = "GET /_preview/state?wait=0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        var poll = try await offPool { let socket = try RawSocket(port: port); try socket.send(longPoll); return socket }
        let busy = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 1\r\n"
            + "Content-Length: 44\r\nConnection: close\r\n\r\nThe preview is busy; try again in a moment.\n"
        var answer = ""
        for _ in 0..<600 {
            answer = try await PreviewServerTests.raw(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            if answer == busy {
                // Busy because the poll holds the slot, unless an earlier request's slot was not yet
                // free and the poll was turned away too (seen under load): its 503 is there by now.
                try await Task.sleep(for: .milliseconds(200))
                if !poll.hasAnswer { break }
                answer = ""
            }
            if poll.hasAnswer {
                poll.close()
                poll = try await offPool { let socket = try RawSocket(port: port); try socket.send(longPoll); return socket }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(answer == busy)
        await server.siteChanged()
        let held = poll
        #expect(try await offPool { held.receiveAll() }.hasSuffix(#"{"generation":1}"#))
        held.close()
        #expect(try await PreviewServerTests.raw(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").hasPrefix("HTTP/1.1 200 OK\r\n"))
    }
}

extension RawSocket {
    /// True when the server has sent something (peeked, not read, without waiting).
    var hasAnswer: Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) > 0
    }
}
