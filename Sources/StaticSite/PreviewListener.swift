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
/// to be strict: a head of at most 16 KB (counted as it arrives) read within 10 s, at most 64
/// heads awaited at once (past that the longest-waiting connection gives way, `PendingHeads`),
/// at most 64 requests answered at once (more get 503), an answer taken within 10 s, and a failed
/// `accept` waited out, never fatal.
final class PreviewListener: Sendable {
    /// How much a client may ask of the preview.
    struct Limits: Sendable {
        /// The request line and headers, up to and including the blank line that ends them, in bytes.
        var headBytes = 16 * 1024
        /// How long a client may take to send them, and to take its answer.
        var headDeadline: Duration = .seconds(10)
        /// Connections whose heads are awaited at once; a newer one evicts the oldest (408).
        var heads = 64
        /// Requests answered at once (a long poll holds one for its wait); more get 503.
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
    private let pending: PendingHeads
    /// Client connections open at once, within the descriptors the process may still open.
    private let connections: ClientCount

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
        // Under a low `ulimit -n`, the caps shrink to what the descriptors allow, so that clients
        // never take the last ones: at EMFILE a rebuild cannot read its files, and libdispatch
        // aborts the process when its worker-pool monitor cannot open /proc/<tid>/stat.
        let budget = Self.connectionBudget()
        connections = ClientCount(limit: budget)
        clients = ClientCount(limit: min(limits.clients, max(1, budget / 2)))
        pending = PendingHeads(limit: min(limits.heads, max(1, budget / 2)))
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
                        // At the budget, newcomers wait in the kernel's backlog.
                        guard connections.enter() else {
                            try? await Task.sleep(for: .milliseconds(50))
                            continue
                        }
                        let client: AsyncSocket
                        do {
                            client = try await listening.accept()
                        } catch {
                            // EMFILE and friends: wait for descriptors to be freed, keep listening.
                            connections.leave()
                            if Task.isCancelled { return }
                            try? await Task.sleep(for: .milliseconds(100))
                            continue
                        }
                        let ticket = pending.enter(descriptor: client.socket.file.rawValue)
                        clientsGroup.addTask { [self] in
                            await serve(client, ticket: ticket)
                        }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    private func serve(_ client: AsyncSocket, ticket: Int) async {
        defer {
            try? client.close()
            connections.leave()
        }
        let read: Result<String, any Error>
        do {
            read = .success(try await Self.withDeadline(limits.headDeadline) { [limits] in try await Self.readHead(client, limit: limits.headBytes) })
        } catch {
            read = .failure(error)
        }
        // Before the close above: an eviction shuts this descriptor down only while it is ours.
        let evicted = pending.leave(ticket)
        let head: String
        switch read {
        case .success(let text): head = text
        case .failure(HeadError.tooLarge):
            return await send(Self.plain(431, "Request Header Fields Too Large", "A request's head may hold at most \(limits.headBytes) bytes.\n"), to: client)
        case .failure(HeadError.timedOut):
            return await send(Self.plain(408, "Request Timeout", "A request's head must arrive within \(limits.headDeadline.components.seconds) s.\n"), to: client)
        case .failure where evicted:
            return await send(Self.plain(408, "Request Timeout", "The preview closed this connection for a newer one: its request had not arrived.\n"), to: client)
        case .failure:
            return
        }
        guard let request = Request(head: head) else {
            return await send(Self.plain(400, "Bad Request", "Not an HTTP/1.1 request.\n"), to: client)
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return await send(Self.plain(405, "Method Not Allowed", "Only GET and HEAD.\n"), to: client)
        }
        guard clients.enter() else {
            var busy = Self.plain(503, "Service Unavailable", "The preview is busy; try again in a moment.\n")
            busy.headers.append(("Retry-After", "1"))
            return await send(busy, to: client)
        }
        defer { clients.leave() }
        await send(await answer(request), to: client, head: request.method == "HEAD")
    }

    /// Writes `response`, giving up when the client has not taken it by the deadline.
    private func send(_ response: Response, to client: AsyncSocket, head: Bool = false) async {
        let bytes = response.bytes(head: head)
        _ = try? await Self.withDeadline(limits.headDeadline) { try await client.write(bytes) }
    }

    /// How many client connections may be open at once: the descriptors the process may open
    /// (`ulimit -n`), less those open now and a reserve for rebuilds, the file watcher, the socket
    /// pool and libdispatch.
    static func connectionBudget(reserve: Int = 24) -> Int {
        guard let limit = DescriptorLimit.current else { return 1_024 }
        // RLIM_INFINITY is all ones: a million is as good as no limit here.
        let allowed = Int(min(limit, 1 << 20))
        return max(1, allowed - openDescriptors() - reserve)
    }

    /// The descriptors this process has open (the entries of /proc/self/fd or /dev/fd, less the
    /// one that lists them).
    static func openDescriptors() -> Int {
        guard let directory = opendir("/proc/self/fd") ?? opendir("/dev/fd") else { return 0 }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { count += 1 }
        }
        return max(0, count - 1)
    }

    static func plain(_ status: Int, _ reason: String, _ text: String) -> Response {
        Response(status: status, reason: reason, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data(text.utf8))
    }

    enum HeadError: Error { case tooLarge, closed, timedOut }

    /// Reads up to the blank line that ends the head; fails once more than `limit` bytes arrived
    /// without one (it never reads past `limit + 1` bytes, so the limit is exact).
    private static func readHead(_ client: AsyncSocket, limit: Int) async throws -> String {
        var bytes: [UInt8] = []
        let end: [UInt8] = [13, 10, 13, 10]
        while true {
            let chunk = try await client.read(atMost: min(4096, limit + 1 - bytes.count))
            guard !chunk.isEmpty else { throw HeadError.closed }
            // Only where the end could newly be: a head sent a byte at a time costs linear time.
            let searchFrom = max(0, bytes.count - (end.count - 1))
            bytes += chunk
            if let range = bytes[searchFrom...].firstRange(of: end), range.upperBound <= limit {
                return String(decoding: bytes[..<range.lowerBound], as: UTF8.self)
            }
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

/// How many requests are being answered; the listener answers 503 to those beyond its cap.
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
