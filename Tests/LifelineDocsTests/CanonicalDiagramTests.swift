import Foundation
import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import LifelineDocs
import LifelineTestSupport
import Testing

/// The diagrams of every scenario in Content/scenarios, whatever it holds: DOT golden files named
/// after each scenario (`Golden/diagrams/ID-sequence.dot`, `ID-state.dot`), re-recorded with
/// LIFELINE_RECORD=1 when scenarios or the drawing change.
@Suite("Canonical scenarios' diagrams")
struct CanonicalDiagramTests {
    static let project = Project(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/diagrams")

    @Test("Each scenario's sequence diagram and state graph, whole, as DOT; each draws as SVG")
    func golden() throws {
        let ids = try ScenarioCatalog(project: Self.project).scripts.map(\.summary.id)
        #expect(!ids.isEmpty)
        let traces = try ids.map { try Lifeline.trace($0, in: Self.project) }
        var expectedFiles: [String] = []
        for trace in traces {
            for kind in DiagramKind.allCases {
                let name = "\(trace.scenario.id)-\(kind.rawValue).dot"
                expectedFiles.append(name)
                // As the site draws them: the calls of guessed rules marked.
                let dot = DiagramRenderer.dot(kind, for: trace, background: traces, guesses: RuleCatalogue.guesses)
                try GoldenFile("diagrams/\(name)").check(dot)
                _ = try DiagramRenderer.render(kind, for: trace, background: traces, as: .svg)
            }
        }
        // A scenario that was removed or renamed must not leave its golden files behind.
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".dot") }
        for stale in Set(present).subtracting(expectedFiles) {
            if GoldenFile.isRecording {
                try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(stale))
            } else {
                Issue.record("stale golden file \(stale): no scenario draws it; re-record with LIFELINE_RECORD=1")
            }
        }
    }
}
