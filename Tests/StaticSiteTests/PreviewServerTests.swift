import Foundation
import LifelineTestSupport
import StaticSite
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Preview server")
struct PreviewServerTests {
    @Test("Serves the folder, adds the reload script to HTML only, reports rebuilds, refuses to leave the folder")
    func serves() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("index.html", "<html><body><p>home</p></body></html>")
        try folder.write("guide/index.html", "<body>guide</body>")
        try folder.write("assets/style.css", "body {}")
        try folder.write("404.html", "<body>missing</body>")
        let server = try PreviewServer(folder: folder.url, port: 0)
        let task = Task(executorPreference: ServerExecutor.shared) { try await server.run() }
        defer { task.cancel() }
        let port = try await server.port()

        let home = try await PreviewClient.get(port, "/")
        #expect(home.status == 200 && home.type == "text/html; charset=utf-8")
        #expect(home.body.hasPrefix("<html><body><p>home</p><script>(function () {"))
        #expect(home.body.hasSuffix("</script>\n</body></html>"))
        #expect(try await PreviewClient.get(port, "/guide/").body.hasPrefix("<body>guide<script>"))
        let css = try await PreviewClient.get(port, "/assets/style.css")
        #expect(css.status == 200 && css.type == "text/css; charset=utf-8" && css.body == "body {}")
        let missing = try await PreviewClient.get(port, "/nope.html")
        #expect(missing.status == 404 && missing.body.hasPrefix("<body>missing<script>"))
        #expect(try await PreviewClient.get(port, "/%2E%2E/%2E%2E/etc/passwd").status == 404)

        #expect(try await PreviewClient.get(port, PreviewServer.statePath).body == #"{"generation":0}"#)
        await server.siteChanged()
        #expect(try await PreviewClient.get(port, PreviewServer.statePath).body == #"{"generation":1}"#)
        await server.siteChanged(error: "Content/index.md:3:1: error: x")
        #expect(try await PreviewClient.get(port, PreviewServer.statePath).body == #"{"error":"Content/index.md:3:1: error: x","generation":1}"#)
        // What is on disk never carries the script.
        #expect(try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8) == "<html><body><p>home</p></body></html>")
    }

    /// Sends `request` as raw bytes and returns the whole answer (the server closes after it).
    static func raw(_ port: UInt16, _ request: String) async throws -> String {
        try await offPool {
            let socket = try RawSocket(port: port)
            defer { socket.close() }
            try socket.send(request)
            return socket.receiveAll()
        }
    }

    @Test("HEAD is answered with the GET's status and length, no body; a Host that is not ours is refused (DNS rebinding)")
    func headAndHost() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("assets/style.css", "body {}")
        let server = try PreviewServer(folder: folder.url, port: 0)
        let task = Task(executorPreference: ServerExecutor.shared) { try await server.run() }
        defer { task.cancel() }
        let port = try await server.port()

        let head = try await Self.raw(port, "HEAD /assets/style.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        #expect(head.hasPrefix("HTTP/1.1 200"))
        #expect(head.lowercased().contains("content-length: 7\r\n"))
        #expect(head.hasSuffix("\r\n\r\n"))
        for host in ["localhost:\(port)", "127.0.0.1", "[::1]:\(port)", "192.168.1.20:\(port)"] {
            let answer = try await Self.raw(port, "GET /assets/style.css HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 200") && answer.hasSuffix("body {}"), "\(host)")
        }
        let rebound = try await Self.raw(port, "GET /assets/style.css HTTP/1.1\r\nHost: attacker.example:\(port)\r\nConnection: close\r\n\r\n")
        #expect(rebound.hasPrefix("HTTP/1.1 403"))
        #expect(rebound.hasSuffix("This preview answers only to its own address (as in http://127.0.0.1:PORT/), not to 'attacker.example:\(port)'.\n"))
    }
}

extension PreviewServerTests {
    @Test("A client cannot stall the preview: a head past the cap gets 431, idle clients past the cap give way to newer ones (408)")
    func hostileClients() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("index.html", "<body>home</body>")
        // Deadlines long enough that nothing here depends on the machine's speed: the test waits
        // for events (an answer, a close), never for a time.
        let server = try PreviewServer(folder: folder.url, port: 0, headBytes: 1_024, headDeadline: .seconds(300), heads: 3)
        let task = Task(executorPreference: ServerExecutor.shared) { try await server.run() }
        defer { task.cancel() }
        let port = try await server.port()

        let huge = try await Self.raw(port, "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\n\r\n")
        #expect(huge == "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: 46\r\nConnection: close\r\n\r\nA request's head may hold at most 1024 bytes.\n")

        // Three idle clients fill the heads awaited; a fourth is answered, and the oldest idle one
        // is told why it was closed. The server accepts in order, so the first is the oldest.
        let idle = try await offPool { try (0..<3).map { _ in let socket = try RawSocket(port: port); try socket.send("GET / HTTP/1.1\r\n"); return socket } }
        defer { for socket in idle { socket.close() } }
        let answer = try await Self.raw(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n") && answer.contains("<body>home<script>"))
        #expect(try await offPool { idle[0].receiveAll() } == "HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: 81\r\nConnection: close\r\n\r\nThe preview closed this connection for a newer one: its request had not arrived.\n")
        #expect(try await Self.raw(port, "POST / HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))
        #expect(try await Self.raw(port, "nonsense\r\n\r\n").hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
    }

    @Test("A client that sends nothing gets 408 at the deadline, and is closed")
    func idleClient() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let server = try PreviewServer(folder: folder.url, port: 0, headDeadline: .seconds(1))
        let task = Task(executorPreference: ServerExecutor.shared) { try await server.run() }
        defer { task.cancel() }
        let port = try await server.port()
        let socket = try await offPool { try RawSocket(port: port) }
        defer { socket.close() }
        // The server's close, not the client's own 600 s receive timeout, ends the wait.
        #expect(try await offPool { socket.receiveAll() } == "HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: 41\r\nConnection: close\r\n\r\nA request's head must arrive within 1 s.\n")
    }
}

/// A blocking TCP client for exact requests (URLSession sets its own Host header).
struct RawSocket: Sendable {
    let descriptor: Int32

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        // A signal (the SIGCHLD of a process another test started) may interrupt any of these
        // calls: EINTR is tried again, never read as the server's silence.
        var result: Int32
        repeat {
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        } while result != 0 && errno == EINTR
        guard result == 0 else { throw POSIXError(.ECONNREFUSED) }
        // A generous deadline for a loaded machine (see `PreviewClient.session`); the server answers at once
        // when it gets a thread.
        var timeout = timeval(tv_sec: 600, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw POSIXError(.EIO) }
            sent += count
        }
    }

    func receiveAll() -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    func close() { _ = Glibc.close(descriptor) }
}
