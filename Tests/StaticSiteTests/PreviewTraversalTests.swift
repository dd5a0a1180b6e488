import Foundation
import LifelineTestSupport
import StaticSite
import Testing

/// Requests that try to leave the served folder, each sent as raw bytes to a real server on
/// 127.0.0.1 (URLSession would normalise them first).
@Suite("Preview server: paths")
struct PreviewTraversalTests {
    static let badPath = "HTTP/1.1 400 Bad Request"
    static let notFound = "HTTP/1.1 404 Not Found"
    static let encodedSeparator = "A request path may not encode '/', '\\' or a control character.\n"
    static let badEscape = "A request path's %-escapes must be two hex digits that spell UTF-8.\n"
    static let badCharacter = "A request path may hold printable ASCII only, and no backslash.\n"
    static let notOriginForm = "A request target must be a path that starts with '/'.\n"

    @Test("Nothing outside the served folder is ever served: encoded separators, dots, backslashes, NUL, bad UTF-8, absolute targets, links out")
    func staysInside() async throws {
        let outer = try TemporaryFolder()
        defer { outer.remove() }
        try outer.write("secret.txt", "SECRET")
        try outer.write("site/index.html", "<body>home</body>")
        try outer.write("site/assets/style.css", "body {}")
        try outer.write("site/404.html", "<body>missing</body>")
        // A name that holds the three characters `%2f`.
        try outer.write("site/odd%2fname.txt", "odd")
        let site = outer.url.appendingPathComponent("site")
        let files = FileManager.default
        try files.createSymbolicLink(atPath: site.appendingPathComponent("leak.txt").path, withDestinationPath: "../secret.txt")
        try files.createSymbolicLink(atPath: site.appendingPathComponent("up").path, withDestinationPath: "..")
        try files.createSymbolicLink(atPath: site.appendingPathComponent("root").path, withDestinationPath: "/")
        try files.createSymbolicLink(atPath: site.appendingPathComponent("inside.css").path, withDestinationPath: "assets/style.css")
        #expect(mkfifo(site.appendingPathComponent("pipe.txt").path, 0o600) == 0)

        let server = try PreviewServer(folder: site, port: 0)
        let task = Task(executorPreference: ServerExecutor.shared) { try await server.run() }
        defer { task.cancel() }
        let port = try await server.port()

        // (target, status line, body) — a nil body is the folder's 404 page with the reload script.
        let cases: [(String, String, String?)] = [
            ("/assets%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd", Self.badPath, Self.encodedSeparator),
            ("/assets%2F..%2Fsecret.txt", Self.badPath, Self.encodedSeparator),
            ("/%2e%2e%2fsecret.txt", Self.badPath, Self.encodedSeparator),
            ("/%2e%2e/secret.txt", Self.notFound, nil),
            ("/%2E%2E/%2E%2E/etc/passwd", Self.notFound, nil),
            ("/../secret.txt", Self.notFound, nil),
            ("/assets/../../secret.txt", Self.notFound, nil),
            ("/.%2e/secret.txt", Self.notFound, nil),
            ("/..%5csecret.txt", Self.badPath, Self.encodedSeparator),
            ("/..%5Csecret.txt", Self.badPath, Self.encodedSeparator),
            ("/..\\secret.txt", Self.badPath, Self.badCharacter),
            ("/assets\\..\\..\\secret.txt", Self.badPath, Self.badCharacter),
            // Decoded once: `%252f` is the name `%2f`, never a separator.
            ("/assets%252f..%252f..%252fsecret.txt", Self.notFound, nil),
            ("/%252e%252e/secret.txt", Self.notFound, nil),
            ("/secret.txt%00.html", Self.badPath, Self.encodedSeparator),
            ("/index.html%00", Self.badPath, Self.encodedSeparator),
            ("/%0a/secret.txt", Self.badPath, Self.encodedSeparator),
            // Overlong `.` and `/`, a lone continuation byte, a surrogate, a byte that is never UTF-8.
            ("/%c0%ae%c0%ae/secret.txt", Self.badPath, Self.badEscape),
            ("/assets%c0%af..%c0%af..%c0%afsecret.txt", Self.badPath, Self.badEscape),
            ("/%e0%80%ae%e0%80%ae/secret.txt", Self.badPath, Self.badEscape),
            ("/%80", Self.badPath, Self.badEscape),
            ("/%ed%a0%80", Self.badPath, Self.badEscape),
            ("/%ff", Self.badPath, Self.badEscape),
            ("/%zz", Self.badPath, Self.badEscape),
            ("/%2", Self.badPath, Self.badEscape),
            ("/é.html", Self.badPath, Self.badCharacter),
            ("http://127.0.0.1:\(port)/../secret.txt", Self.badPath, Self.notOriginForm),
            ("http://127.0.0.1:\(port)/index.html", Self.badPath, Self.notOriginForm),
            ("//127.0.0.1/../secret.txt", Self.notFound, nil),
            ("*", Self.badPath, Self.notOriginForm),
            ("secret.txt", Self.badPath, Self.notOriginForm),
            // Links: followed only while they stay inside the folder.
            ("/leak.txt", Self.notFound, nil),
            ("/up/secret.txt", Self.notFound, nil),
            ("/root/etc/passwd", Self.notFound, nil),
            ("/up/site/assets/style.css", "HTTP/1.1 200 OK", "body {}"),
            ("/inside.css", "HTTP/1.1 200 OK", "body {}"),
            // Neither a FIFO (whose read would block) nor a folder without an index.
            ("/pipe.txt", Self.notFound, nil),
            ("/assets", Self.notFound, nil),
            ("/odd%252fname.txt", "HTTP/1.1 200 OK", "odd"),
            ("/assets/style.css?x=/../../secret.txt", "HTTP/1.1 200 OK", "body {}"),
        ]
        for (target, status, body) in cases {
            let answer = try await PreviewServerTests.raw(port, "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let (head, received) = Self.split(answer)
            #expect(head.first == status, "\(target)")
            if let body {
                #expect(received == body, "\(target)")
            } else {
                #expect(received.hasPrefix("<body>missing<script>"), "\(target)")
            }
            #expect(!answer.contains("SECRET") && !answer.contains("root:"), "\(target)")
        }
    }

    @Test("Random paths built from encoded pieces never leave the folder (a bounded, seeded fuzz)")
    func fuzzedPaths() async throws {
        let outer = try TemporaryFolder()
        defer { outer.remove() }
        try outer.write("secret.txt", "SECRET")
        try outer.write("site/index.html", "<body>home</body>")
        try outer.write("site/assets/style.css", "body {}")
        let server = try PreviewServer(folder: outer.url.appendingPathComponent("site"), port: 0)
        let task = Task(executorPreference: ServerExecutor.shared) { try await server.run() }
        defer { task.cancel() }
        let port = try await server.port()
        // Climbs spelled every way, between separators raw and encoded once or twice, with noise:
        // the shape of a traversal (about one case in a hundred reached /etc/passwd or the secret
        // in the old code).
        let dots = ["..", "%2e%2e", ".%2e", "%2E%2E", "%252e%252e", "%c0%ae%c0%ae"]
        let noise = ["assets", "%00", "%ff", "etc", "%", "x;y", "."]
        let separators = ["%2f", "%2F", "%2f", "%2F", "/", "%5c", "%252f", "\\", "%c0%af"]
        let seed = UInt64.random(in: 0..<1_000_000)
        var random = SeededGenerator(state: seed)
        for _ in 0..<1_000 {
            var path = "/" + pick(["assets", "%2f", "%2F", "index.html"], &random)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                path += pick(separators, &random) + (Int.random(in: 0..<4, using: &random) < 3 ? pick(dots, &random) : pick(noise, &random))
            }
            path += pick(separators, &random) + pick(["secret.txt", "etc%2fpasswd", "index.html"], &random)
            let answer = try await PreviewServerTests.raw(port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let status = Self.split(answer).head.first ?? ""
            #expect(["HTTP/1.1 200 OK", Self.badPath, Self.notFound].contains(status), "seed \(seed): \(path): \(status)")
            #expect(!answer.contains("SECRET") && !answer.contains("root:"), "seed \(seed): \(path) left the folder")
        }
    }

    private func pick<C: Collection>(_ values: C, _ random: inout SeededGenerator) -> C.Element {
        values[values.index(values.startIndex, offsetBy: Int.random(in: 0..<values.count, using: &random))]
    }

    /// The status line and headers, and the body.
    static func split(_ answer: String) -> (head: [String], body: String) {
        guard let end = answer.range(of: "\r\n\r\n") else { return ([answer], "") }
        return (answer[..<end.lowerBound].components(separatedBy: "\r\n"), String(answer[end.upperBound...]))
    }
}
