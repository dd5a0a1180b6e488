import Foundation
import StaticSite

extension Lifeline {
    /// Builds the site into a temporary folder, serves it on `host`:`port`, and rebuilds whenever
    /// a file under Content/ (scenarios included) or Templates/ changes (polled every half
    /// second); open pages say "Rebuilding…" while a build runs, then reload, or show the error of a
    /// failed build (the previous site stays served). The project's output folder (the committed
    /// Output/) is never written: a preview may hold drafts and half-finished pages.
    /// `drafts` includes draft pages. Runs until the task is cancelled; the temporary folder is
    /// removed then. `ready` gets the port once the server listens.
    public static func serve(
        _ project: Project, host: String = "127.0.0.1", port: UInt16, drafts: Bool = false,
        log: @escaping @Sendable (String) -> Void, ready: @escaping @Sendable (UInt16) -> Void = { _ in }
    ) async throws {
        removeStalePreviews()
        let preview = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-preview-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: preview) }
        let previewProject = {
            var copy = project
            copy.output = preview.appendingPathComponent("site")
            copy.includeDrafts = drafts
            return copy
        }()
        let server: PreviewServer
        do {
            server = try PreviewServer(folder: previewProject.output, host: host, port: port)
        } catch let error as PreviewServer.ListenError {
            throw LifelineError("error: cannot serve on \(host):\(port): \(error.reason); choose another port with --port")
        }
        @Sendable func rebuild() async {
            await server.buildStarted()
            do {
                try build(previewProject, log: log)
                await server.siteChanged()
            } catch {
                log("\(error)")
                await server.siteChanged(error: "\(error)")
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await server.run()
            }
            group.addTask {
                let port = try await server.port()
                await rebuild()
                ready(port)
                var watcher = FileWatcher(folders: [project.content, project.templates])
                while !Task.isCancelled {
                    try await Task.sleep(for: .milliseconds(500))
                    guard watcher.poll() else { continue }
                    log("Change noticed: rebuilding")
                    await rebuild()
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Removes the preview folders of `serve` processes that no longer run (killed, so their
    /// clean-up never ran): each holds a whole site.
    private static func removeStalePreviews() {
        let folder = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix("lifeline-preview-") {
            guard let pid = name.dropFirst("lifeline-preview-".count).split(separator: "-").first.flatMap({ Int32($0) }),
                kill(pid, 0) == -1, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
