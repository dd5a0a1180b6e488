import Foundation
import LifelineDocs
import LifelineTestSupport

/// The fixture site as a project the pipeline builds in this process.
extension FixtureSite {
    var project: Project { Project(root: root, cache: root.appendingPathComponent("cache")) }

    /// Builds and returns the error's text, or nil when the build succeeded.
    func buildError() -> String? {
        do {
            try Lifeline.build(project) { _ in }
            return nil
        } catch {
            return "\(error)"
        }
    }
}
