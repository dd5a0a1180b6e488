import Foundation
import StaticSite
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Preview server")
struct PreviewServerTests {
    static func get(_ port: UInt16, _ path: String) async throws -> (status: Int, type: String, body: String) {
        let url = URL(string: "http://127.0.0.1:\(port)\(path)")!
        let (data, response) = try await URLSession.shared.data(from: url)
        let http = response as! HTTPURLResponse
        return (http.statusCode, http.value(forHTTPHeaderField: "Content-Type") ?? "", String(decoding: data, as: UTF8.self))
    }

    @Test("Serves the folder, adds the reload script to HTML only, reports rebuilds, refuses to leave the folder")
    func serves() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("index.html", "<html><body><p>home</p></body></html>")
        try folder.write("guide/index.html", "<body>guide</body>")
        try folder.write("assets/style.css", "body {}")
        try folder.write("404.html", "<body>missing</body>")
        let server = try PreviewServer(folder: folder.url, port: 0)
        let task = Task { try await server.run() }
        defer { task.cancel() }
        let port = try await server.port()

        let home = try await Self.get(port, "/")
        #expect(home.status == 200 && home.type == "text/html; charset=utf-8")
        #expect(home.body.hasPrefix("<html><body><p>home</p><script>(function () {"))
        #expect(home.body.hasSuffix("</script>\n</body></html>"))
        #expect(try await Self.get(port, "/guide/").body.hasPrefix("<body>guide<script>"))
        let css = try await Self.get(port, "/assets/style.css")
        #expect(css.status == 200 && css.type == "text/css; charset=utf-8" && css.body == "body {}")
        let missing = try await Self.get(port, "/nope.html")
        #expect(missing.status == 404 && missing.body.hasPrefix("<body>missing<script>"))
        #expect(try await Self.get(port, "/%2E%2E/%2E%2E/etc/passwd").status == 404)

        #expect(try await Self.get(port, PreviewServer.statePath).body == #"{"generation":0}"#)
        await server.siteChanged()
        #expect(try await Self.get(port, PreviewServer.statePath).body == #"{"generation":1}"#)
        await server.siteChanged(error: "Content/index.md:3:1: error: x")
        #expect(try await Self.get(port, PreviewServer.statePath).body == #"{"error":"Content/index.md:3:1: error: x","generation":1}"#)
        // What is on disk never carries the script.
        #expect(try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8) == "<html><body><p>home</p></body></html>")
    }
}
