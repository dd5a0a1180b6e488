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

    /// A server for `folder` on 127.0.0.1:`port` (0 lets the system choose; see `port()`).
    /// (FlyingFox's `.loopback` is IPv6's ::1, which `localhost` does not always reach.)
    public init(folder: URL, port: UInt16) throws {
        self.folder = folder
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
    }

    /// Serves until the task is cancelled.
    public func run() async throws {
        let folder = self.folder, state = self.state
        await server.appendRoute(HTTPRoute(methods: [.GET], path: Self.statePath)) { _ in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let json = try encoder.encode(await state.snapshot)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: json)
        }
        await server.appendRoute("GET *") { request in Self.file(for: request.path, in: folder) }
        do {
            try await server.run()
        } catch SocketError.failed(let call, _, let message) where call == "Bind" || call == "Listen" {
            throw ListenError(reason: message.prefix(1).lowercased() + message.dropFirst())
        }
    }

    /// The server could not take its address: the port is in use, or not ours to take.
    public struct ListenError: Error {
        /// The system's words, as in "address already in use".
        public var reason: String
    }

    /// Waits until the server accepts connections and returns its port.
    public func port() async throws -> UInt16 {
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else { return 0 }
        return port
    }

    /// Tells the open pages that the site changed (`error` nil) or that a rebuild failed.
    public func siteChanged(error: String? = nil) async {
        await state.update(error: error)
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
          function banner(text) {
            var box = document.getElementById("preview-error");
            if (!text) { if (box) box.remove(); return; }
            if (!box) {
              box = document.createElement("pre");
              box.id = "preview-error";
              box.style.cssText = "position:fixed;left:0;right:0;bottom:0;margin:0;padding:1em;z-index:99;" +
                "background:#b00020;color:#fff;white-space:pre-wrap;font:13px/1.4 monospace";
              document.body.appendChild(box);
            }
            box.textContent = "Build failed:\\n" + text;
          }
          function poll() {
            fetch("\(statePath)", { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
              if (seen !== null && s.generation !== seen) { location.reload(); return; }
              seen = s.generation;
              banner(s.error);
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
    }

    private(set) var snapshot = Snapshot(generation: 0, error: nil)

    func update(error: String?) {
        if error == nil { snapshot.generation += 1 }
        snapshot.error = error
    }
}
