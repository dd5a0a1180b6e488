import Foundation
import StaticSite

extension Lifeline {
    /// Builds the site, serves the output folder on 127.0.0.1:`port`, and rebuilds whenever a file
    /// under Content/ (scenarios included) or Templates/ changes (polled every half second); open
    /// pages reload, or show the error of a failed build (the previous output stays served).
    /// Runs until the task is cancelled. `ready` gets the port once the server listens.
    public static func serve(
        _ project: Project, port: UInt16, log: @escaping @Sendable (String) -> Void,
        ready: @escaping @Sendable (UInt16) -> Void = { _ in }
    ) async throws {
        let server = try PreviewServer(folder: project.output, port: port)
        @Sendable func rebuild() async {
            do {
                try build(project, log: log)
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
                } catch let error as PreviewServer.ListenError {
                    throw LifelineError("error: cannot serve on 127.0.0.1:\(port): \(error.reason); choose another port with --port")
                }
            }
            group.addTask {
                // Listening first, so that a port in use fails at once rather than after a build.
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
}
