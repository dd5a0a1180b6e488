import FlyingFox
import FlyingSocks
import Foundation

/// Serves a built site on localhost for previewing, with FlyingFox. Every HTML page it serves
/// gets a small script that asks the server, once a second, whether the site was rebuilt, and
/// reloads the page when it was (or shows the build error). The files on disk never contain it.
public final class PreviewServer: Sendable {
    /// The path the injected script polls; no site file can be named like it.
    public static let statePath = "/_preview/state"

    private let folder: URL
    private let server: HTTPServer
    private let state = PreviewState()
    private let hosts: HostCheck

    /// A server for `folder` on `host`:`port` (0 lets the system choose; see `port()`); by default
    /// 127.0.0.1 (FlyingFox's `.loopback` is IPv6's ::1, which `localhost` does not always reach).
    /// `host` may be an IPv4 or IPv6 address: `0.0.0.0` serves the local network.
    public init(folder: URL, host: String = "127.0.0.1", port: UInt16) throws {
        self.folder = folder
        hosts = HostCheck(listening: host)
        let address: any SocketAddress = host.contains(":") ? try .inet6(ip6: host, port: port) : try .inet(ip4: host, port: port)
        // A handler that has not answered within 30 s (a stalled disk) gets a 500, not a hang.
        server = HTTPServer(address: address, timeout: 30, logger: .disabled)
    }

    /// Serves until the task is cancelled.
    public func run() async throws {
        let folder = self.folder, state = self.state, hosts = self.hosts
        await server.appendRoute(HTTPRoute(methods: [.GET, .HEAD], path: Self.statePath)) { request in
            if let refused = hosts.refusal(request) { return refused }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = try encoder.encode(await state.snapshot)
            return try await Self.headOnly(request, HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: json))
        }
        await server.appendRoute(HTTPRoute(methods: [.GET, .HEAD], path: "*")) { request in
            if let refused = hosts.refusal(request) { return refused }
            return try await Self.headOnly(request, Self.file(for: request.path, in: folder))
        }
        while !Task.isCancelled {
            do {
                try await server.run()
            } catch SocketError.failed(let call, _, let message) where call == "Bind" || call == "Listen" {
                throw ListenError(reason: message.prefix(1).lowercased() + message.dropFirst())
            } catch {
                // FlyingFox stops listening when accept() fails (at the descriptor limit, EMFILE,
                // when clients hold every descriptor): a client's behaviour must not end the
                // preview, so it listens again once descriptors may have been freed.
                guard !Task.isCancelled else { return }
                try await Task.sleep(for: .seconds(1))
            }
        }
    }

    /// A HEAD request gets the GET response's status and headers, its length, and no body.
    static func headOnly(_ request: HTTPRequest, _ response: HTTPResponse) async throws -> HTTPResponse {
        guard request.method == .HEAD else { return response }
        var headers = response.headers
        headers[.contentLength] = String(try await response.bodyData.count)
        return HTTPResponse(statusCode: response.statusCode, headers: headers)
    }

    /// The server could not take its address: the port is in use, or not ours to take.
    public struct ListenError: Error {
        /// The system's words, as in "address already in use".
        public var reason: String
    }

    /// Waits until the server accepts connections and returns its port.
    public func port() async throws -> UInt16 {
        // FlyingFox gives up after 5 s by default; a loaded 2-core machine can take longer.
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, let port) = await server.listeningAddress else { return 0 }
        return port
    }

    /// Tells the open pages that the site changed (`error` nil) or that a rebuild failed.
    public func siteChanged(error: String? = nil) async {
        await state.update(error: error)
    }

    /// Tells the open pages that a rebuild started, so they can say so while it runs.
    public func buildStarted() async {
        await state.startBuild()
    }

    static func file(for requestPath: String, in folder: URL) -> HTTPResponse {
        let segments = requestPath.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
        guard !segments.contains(where: { $0 == ".." || $0.hasPrefix(".") }) else { return notFound(in: folder) }
        var url = segments.reduce(folder) { $0.appendingPathComponent($1) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url.appendPathComponent("index.html")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return notFound(in: folder) }
        return response(.ok, data, name: url.lastPathComponent)
    }

    static func notFound(in folder: URL) -> HTTPResponse {
        let page = FileManager.default.contents(atPath: folder.appendingPathComponent("404.html").path)
        return response(.notFound, page ?? Data("Not found\n".utf8), name: page == nil ? "404.txt" : "404.html")
    }

    static func response(_ status: HTTPStatusCode, _ data: Data, name: String) -> HTTPResponse {
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
        return HTTPResponse(statusCode: status, headers: [.contentType: type, .cacheControl: "no-store"], body: body)
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
          function poll() {
            fetch("\(statePath)", { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
              if (seen !== null && s.generation !== seen) { location.reload(); return; }
              seen = s.generation;
              banner(s.error, s.building);
            }).catch(function () {}).then(function () { setTimeout(poll, 1000); });
          }
          poll();
        })();
        """
}

/// What the preview's pages poll: a counter of successful rebuilds and the last build error.
actor PreviewState {
    struct Snapshot: Codable {
        var generation: Int
        var error: String?
        /// True while a rebuild runs (left out of the JSON otherwise).
        var building: Bool?
    }

    private(set) var snapshot = Snapshot(generation: 0, error: nil)

    func update(error: String?) {
        if error == nil { snapshot.generation += 1 }
        snapshot.error = error
        snapshot.building = nil
    }

    func startBuild() {
        snapshot.building = true
    }
}
