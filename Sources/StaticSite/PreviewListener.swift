import FlyingSocks
import Foundation
import Synchronization

/// The preview's HTTP/1.1 listener, on FlyingSocks' non-blocking sockets: one request per
/// connection (`Connection: close`), GET and HEAD only.
///
/// FlyingFox's HTTPServer has no limit on a request's head, no deadline for reading it and no cap
/// on connections, and it stops listening when `accept` fails: two clients sending 100 KB request
/// lines stalled every other client for seconds, idle connections were never closed, and at the
/// descriptor limit (EMFILE) the preview exited. A preview answers one browser, so it can afford
/// to be strict: a head of at most 16 KB read within 10 s, at most 64 clients at once, and a
/// failed `accept` waited out, never fatal.
final class PreviewListener: Sendable {
    /// How much a client may ask of the preview.
    struct Limits: Sendable {
        /// The request line and headers, in bytes.
        var headBytes = 16 * 1024
        /// How long a client may take to send them.
        var headDeadline: Duration = .seconds(10)
        /// Clients answered at once; more are turned away until one finishes.
        var clients = 64
    }

    /// A request line and headers, parsed.
    struct Request: Sendable {
        var method: String
        var path: String
        /// What follows `?` in the target, if anything (`wait=3`).
        var query: String?
        var headers: [String: String]

        /// `GET /a%20b.html?x=1 HTTP/1.1` and `Name: value` lines; nil when malformed.
        init?(head: String) {
            var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
            guard !lines.isEmpty else { return nil }
            let first = lines.removeFirst().split(separator: " ")
            guard first.count == 3, first[2].hasPrefix("HTTP/1.") else { return nil }
            method = String(first[0])
            let target = first[1].prefix { $0 != "#" }
            path = String(target.prefix { $0 != "?" })
            query = target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
            headers = [:]
            for line in lines where !line.isEmpty {
                guard let colon = line.firstIndex(of: ":") else { return nil }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
    }

    /// An answer: status, headers and body.
    struct Response: Sendable {
        var status: Int
        var reason: String
        var headers: [(String, String)]
        var body: Data

        /// The bytes on the wire; a HEAD answer keeps the length and drops the body.
        func bytes(head: Bool) -> Data {
            var text = "HTTP/1.1 \(status) \(reason)\r\n"
            for (name, value) in headers { text += "\(name): \(value)\r\n" }
            text += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            return Data(text.utf8) + (head ? Data() : body)
        }
    }

    let port: UInt16
    private let socket: Socket
    private let answer: @Sendable (Request) async -> Response
    private let limits: Limits
    private let clients: ClientCount

    /// Binds and listens at once, so that a port in use fails before anything else happens.
    init(host: String, port: UInt16, limits: Limits = Limits(), answer: @escaping @Sendable (Request) async -> Response) throws {
        let ipv6 = host.contains(":")
        socket = try Socket(domain: ipv6 ? AF_INET6 : AF_INET)
        try socket.setValue(true, for: .localAddressReuse)
        if ipv6 { try socket.bind(to: try .inet6(ip6: host, port: port)) } else { try socket.bind(to: try .inet(ip4: host, port: port)) }
        try socket.listen()
        switch try socket.sockname() {
        case .ip4(_, let bound), .ip6(_, let bound): self.port = bound
        default: self.port = port
        }
        self.answer = answer
        self.limits = limits
        clients = ClientCount(limit: limits.clients)
    }

    /// Accepts and answers clients until the task is cancelled.
    func run() async throws {
        #if os(Linux)
        let pool: some AsyncSocketPool = .ePoll()
        #else
        let pool: some AsyncSocketPool = .poll()
        #endif
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        defer { try? listening.close() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask { [self] in
                await withDiscardingTaskGroup { clientsGroup in
                    while !Task.isCancelled {
                        let client: AsyncSocket
                        do {
                            client = try await listening.accept()
                        } catch {
                            // EMFILE and friends: wait for descriptors to be freed, keep listening.
                            if Task.isCancelled { return }
                            try? await Task.sleep(for: .milliseconds(100))
                            continue
                        }
                        guard clients.enter() else {
                            try? client.close()
                            continue
                        }
                        clientsGroup.addTask { [self] in
                            await serve(client)
                            clients.leave()
                        }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    private func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        let head: String
        do {
            head = try await Self.withDeadline(limits.headDeadline) { [limits] in try await Self.readHead(client, limit: limits.headBytes) }
        } catch HeadError.tooLarge {
            try? await client.write(Self.plain(431, "Request Header Fields Too Large", "A request's head may hold at most \(limits.headBytes) bytes.\n").bytes(head: false))
            return
        } catch {
            return
        }
        guard let request = Request(head: head) else {
            try? await client.write(Self.plain(400, "Bad Request", "Not an HTTP/1.1 request.\n").bytes(head: false))
            return
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            try? await client.write(Self.plain(405, "Method Not Allowed", "Only GET and HEAD.\n").bytes(head: false))
            return
        }
        let response = await answer(request)
        try? await client.write(response.bytes(head: request.method == "HEAD"))
    }

    static func plain(_ status: Int, _ reason: String, _ text: String) -> Response {
        Response(status: status, reason: reason, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data(text.utf8))
    }

    enum HeadError: Error { case tooLarge, closed, timedOut }

    /// Reads up to the blank line that ends the head; fails past `limit` bytes.
    private static func readHead(_ client: AsyncSocket, limit: Int) async throws -> String {
        var bytes: [UInt8] = []
        let end: [UInt8] = [13, 10, 13, 10]
        while true {
            let chunk = try await client.read(atMost: 4096)
            guard !chunk.isEmpty else { throw HeadError.closed }
            bytes += chunk
            if let range = bytes.firstRange(of: end) { return String(decoding: bytes[..<range.lowerBound], as: UTF8.self) }
            if bytes.count > limit { throw HeadError.tooLarge }
        }
    }

    /// `body`, or `HeadError.timedOut` after `deadline` (the read is cancelled).
    private static func withDeadline<T: Sendable>(_ deadline: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask { try await Task.sleep(for: deadline); return nil }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw HeadError.timedOut }
            return value
        }
    }
}

/// How many clients are being answered; the listener turns away those beyond its cap.
///
/// A lock, not an actor: an actor runs on the shared cooperative pool, and with that pool's
/// threads busy elsewhere (two on a 2-core machine; the test suite's builds take them for
/// seconds) every connection waited to be counted. The listener's own queue does all its work.
final class ClientCount: Sendable {
    private let limit: Int
    private let count = Mutex(0)

    init(limit: Int) { self.limit = limit }

    func enter() -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() { count.withLock { $0 -= 1 } }
}
