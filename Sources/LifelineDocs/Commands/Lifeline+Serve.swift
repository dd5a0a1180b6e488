import Foundation
import StaticSite

extension Lifeline {
    /// Builds the site into a temporary folder, serves it on `host`:`port`, and rebuilds whenever
    /// a file under Content/ (scenarios included) or Templates/ changes (polled every 50 ms);
    /// open pages say "Rebuilding…" while a build runs, then reload, or show the error of a
    /// failed build (the previous site stays served). Rebuilds keep the last build in memory
    /// (`BuildMemory`): a one-page edit runs no scenario, draws no diagram and renders one page. The project's output folder (the committed
    /// Output/) is never written: a preview may hold drafts and half-finished pages.
    /// `drafts` includes draft pages. Runs until the task is cancelled; the temporary folder is
    /// removed then. `ready` gets the port once the server listens.
    public static func serve(
        _ project: Project, host: String = "127.0.0.1", port: UInt16, drafts: Bool = false,
        log: @escaping @Sendable (String) -> Void, ready: @escaping @Sendable (UInt16) -> Void = { _ in }
    ) async throws {
        try requireDescriptors(for: "serve", retry: "serve")
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
        let memory = BuildMemory()
        @Sendable func rebuild() async {
            await server.buildStarted()
            do {
                try BuildPipeline(project: previewProject, memory: memory, log: log).run()
                await server.siteChanged()
            } catch {
                log("\(error)")
                await server.siteChanged(error: "\(error)")
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await server.run()
                } catch let error as PreviewServer.StopError {
                    throw LifelineError("error: the preview server stopped: \(error.call) failed: \(error.reason)\(Self.descriptorHint(error.code))")
                }
            }
            group.addTask {
                let port = try await server.port()
                await rebuild()
                ready(port)
                var watcher = FileWatcher(folders: [project.content, project.templates])
                while !Task.isCancelled {
                    // A scan of a documentation project's files costs about a millisecond
                    // (stat only); every 50 ms keeps a save's reload well under 300 ms.
                    try await Task.sleep(for: .milliseconds(50))
                    guard watcher.poll() else { continue }
                    log("Change noticed: rebuilding")
                    await rebuild()
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// At the descriptor limit (EMFILE), what the limit is and how to raise it.
    private static func descriptorHint(_ code: Int32) -> String {
        guard code == EMFILE else { return "" }
        let limit = DescriptorLimit.current.map(String.init) ?? "a limited number of"
        return "; this process may open \(limit) files (ulimit -n): raise the limit and serve again"
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
