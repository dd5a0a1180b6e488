import FlyingSocks
import Foundation
import Synchronization

/// Serves a built site on localhost for previewing (`PreviewListener`). Every HTML page it serves
/// gets a small script that asks the server, once a second, whether the site was rebuilt, and
/// reloads the page when it was (or shows the build error). The files on disk never contain it.
public final class PreviewServer: Sendable {
    /// The path the injected script polls; no site file can be named like it.
    public static let statePath = "/_preview/state"

    private let listener: PreviewListener
    private let state: PreviewState

    /// A server for `folder` on `host`:`port` (0 lets the system choose; see `port()`); by default
    /// 127.0.0.1 (IPv6's ::1 is not always what `localhost` reaches). `host` may be an IPv4 or
    /// IPv6 address: `0.0.0.0` serves the local network. It listens at once: a port in use fails here.
    /// `headBytes`, `headDeadline`, `heads` and `clients` bound what clients may ask
    /// (`PreviewListener.Limits`; tests make them small).
    public init(
        folder: URL, host: String = "127.0.0.1", port: UInt16,
        headBytes: Int = 16 * 1024, headDeadline: Duration = .seconds(10), heads: Int = 64, clients: Int = 64
    ) throws {
        let state = PreviewState(), hosts = HostCheck(listening: host)
        self.state = state
        let limits = PreviewListener.Limits(headBytes: headBytes, headDeadline: headDeadline, heads: heads, clients: clients)
        do {
            listener = try PreviewListener(host: host, port: port, limits: limits) { request in
                if let refused = hosts.refusal(request) { return refused }
                if request.path == Self.statePath {
                    // `?wait=N`: held until the state's change count passes N (a long poll, so a
                    // page reloads as soon as a rebuild ends), or for at most `longPoll`.
                    if let seen = request.query.flatMap(Self.waitCount) { await state.wait(after: seen, atMost: Self.longPoll) }
                    let (snapshot, changes) = state.current
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                    let json = (try? encoder.encode(snapshot)) ?? Data()
                    return PreviewListener.Response(
                        status: 200, reason: "OK",
                        headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store"), (Self.changesHeader, String(changes))],
                        body: json)
                }
                switch PreviewPath.parse(request.path) {
                case .success(let path): return Self.file(for: path, in: folder)
                case .failure(.hidden): return Self.notFound(in: folder)
                case .failure(.badRequest(let reason)): return PreviewListener.plain(400, "Bad Request", reason + "\n")
                }
            }
        } catch SocketError.failed(let call, _, let message) where call == "Bind" || call == "Listen" {
            throw ListenError(reason: message.prefix(1).lowercased() + message.dropFirst())
        }
    }

    /// The header that carries the state's change count, for the next `?wait=`.
    static let changesHeader = "X-Preview-Changes"

    /// How long a `?wait=` request is held when nothing changes; the page asks again then.
    static let longPoll: Duration = .seconds(20)

    /// N of a `wait=N` query.
    static func waitCount(_ query: String) -> Int? {
        query.split(separator: "&").first { $0.hasPrefix("wait=") }.flatMap { Int($0.dropFirst("wait=".count)) }
    }

    /// Serves until the task is cancelled; fails with `StopError` when the system refuses what
    /// serving needs (at the descriptor limit, the socket pool's own descriptors).
    public func run() async throws {
        // A queue of its own: the socket pool waits for its events on it, and a queue shared by two
        // servers (the tests run several at once) let one server's wait stall the other's answers.
        do {
            try await withTaskExecutorPreference(PreviewExecutor()) {
                try await listener.run()
            }
        } catch SocketError.failed(let call, let code, let message) {
            throw StopError(call: call, code: code, reason: message.prefix(1).lowercased() + message.dropFirst())
        }
    }

    /// The server could not go on: a system call it needs failed.
    public struct StopError: Error {
        /// The call, as FlyingSocks names it (`epoll`), and its errno.
        public var call: String
        public var code: Int32
        /// The system's words, as in "too many open files".
        public var reason: String
    }

    /// The server could not take its address: the port is in use, or not ours to take.
    public struct ListenError: Error {
        /// The system's words, as in "address already in use".
        public var reason: String
    }

    /// The port the server listens on.
    public func port() async throws -> UInt16 { listener.port }

    /// Tells the open pages that the site changed (`error` nil) or that a rebuild failed.
    public func siteChanged(error: String? = nil) async {
        state.update(error: error)
    }

    /// Tells the open pages that a rebuild started, so they can say so while it runs.
    public func buildStarted() async {
        state.startBuild()
    }

    /// The file `path` names inside `folder`: its real path (every link resolved) must lie inside
    /// the folder's, and be a regular file (a folder's is its `index.html`); anything else is a 404.
    static func file(for path: PreviewPath, in folder: URL) -> PreviewListener.Response {
        guard let root = realPath(folder.path) else { return notFound(in: folder) }
        func inside(_ real: String) -> Bool { real == root || real.hasPrefix(root == "/" ? "/" : root + "/") }
        guard var real = realPath(([folder.path] + path.segments).joined(separator: "/")), inside(real) else {
            return notFound(in: folder)
        }
        if kind(of: real) == S_IFDIR {
            guard let index = realPath(real + "/index.html"), inside(index) else { return notFound(in: folder) }
            real = index
        }
        guard kind(of: real) == S_IFREG, let data = FileManager.default.contents(atPath: real) else { return notFound(in: folder) }
        return response(200, data, name: (real as NSString).lastPathComponent)
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file type bits of `path` (`S_IFREG`, `S_IFDIR`, …), following links; 0 when it is gone.
    private static func kind(of path: String) -> mode_t {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }

    static func notFound(in folder: URL) -> PreviewListener.Response {
        let page = FileManager.default.contents(atPath: folder.appendingPathComponent("404.html").path)
        return response(404, page ?? Data("Not found\n".utf8), name: page == nil ? "404.txt" : "404.html")
    }

    static func response(_ status: Int, _ data: Data, name: String) -> PreviewListener.Response {
        let type = contentType(name)
        var body = data
        if type.hasPrefix("text/html") {
            let html = String(decoding: data, as: UTF8.self)
            let script = "<script>\(reloadScript)</script>\n"
            if let end = html.range(of: "</body>", options: .backwards) {
                body = Data(html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script).utf8)
            } else {
                body = Data((html + script).utf8)
            }
        }
        return PreviewListener.Response(
            status: status, reason: status == 200 ? "OK" : "Not Found", headers: [("Content-Type", type), ("Cache-Control", "no-store")], body: body)
    }

    static func contentType(_ name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "xml": "application/xml"
        case "txt", "dot", "gv": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    /// Polls the state; reloads when the generation moves on, shows a banner when the build failed.
    static let reloadScript = """
        (function () {
          var seen = null;
          function banner(text, building) {
            var box = document.getElementById("preview-error");
            if (!text && !building) { if (box) box.remove(); return; }
            if (!box) {
              box = document.createElement("pre");
              box.id = "preview-error";
              box.style.cssText = "position:fixed;left:0;right:0;bottom:0;margin:0;padding:1em;z-index:99;" +
                "color:#fff;white-space:pre-wrap;font:13px/1.4 monospace";
              document.body.appendChild(box);
            }
            box.style.background = text ? "#b00020" : "#333";
            box.textContent = building ? "Rebuilding…" + (text ? "\\nThe last build failed:\\n" + text : "") : "Build failed:\\n" + text;
          }
          var changes = null;
          function poll() {
            var failed = false;
            fetch("\(statePath)" + (changes === null ? "" : "?wait=" + changes), { cache: "no-store" }).then(function (r) {
              changes = r.headers.get("\(changesHeader)");
              return r.json();
            }).then(function (s) {
              if (seen !== null && s.generation !== seen) { location.reload(); return; }
              seen = s.generation;
              banner(s.error, s.building);
            }).catch(function () { failed = true; changes = null; }).then(function () { setTimeout(poll, failed ? 1000 : 0); });
          }
          poll();
        })();
        """
}

/// What the preview's pages poll: a counter of successful rebuilds and the last build error.
/// A lock, not an actor, for the reason `ClientCount` gives.
final class PreviewState: Sendable {
    struct Snapshot: Codable {
        var generation: Int
        var error: String?
        /// True while a rebuild runs (left out of the JSON otherwise).
        var building: Bool?
    }

    /// The snapshot, and how many times it changed: what a long poll waits on.
    private let state = Mutex((snapshot: Snapshot(generation: 0, error: nil), changes: 0))

    var current: (Snapshot, Int) { state.withLock { ($0.snapshot, $0.changes) } }

    func update(error: String?) {
        state.withLock { state in
            if error == nil { state.snapshot.generation += 1 }
            state.snapshot.error = error
            state.snapshot.building = nil
            state.changes += 1
        }
    }

    func startBuild() {
        state.withLock { state in
            state.snapshot.building = true
            state.changes += 1
        }
    }

    /// Returns once the change count is no longer `seen`, after `limit`, or when the task is
    /// cancelled; looks every 10 ms (a waiting page costs nothing measurable).
    func wait(after seen: Int, atMost limit: Duration) async {
        let deadline = ContinuousClock.now + limit
        while current.1 == seen, ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
