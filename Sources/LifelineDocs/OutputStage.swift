import Foundation
import StaticSite

/// Stage 5: pages, diagrams and static assets into a fresh folder, swapped in as Output/.
struct OutputStage {
    let project: Project

    func write(pages: [String: String], diagrams: DiagramSet) throws {
        var files: [String: Data] = [:]
        for (path, html) in pages { files[path] = Data(html.utf8) }
        for (path, bytes) in diagrams.files { files[path] = Data(bytes) }
        try OutputWriter(destination: project.output).write(files)
    }
}
