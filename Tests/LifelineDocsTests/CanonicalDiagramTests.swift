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

    @Test("Each scenario's sequence diagram and state graph, whole, as DOT; each a reader's scenario has draws as SVG")
    func golden() throws {
        // The catalogue read once: `Lifeline.trace` reads all of it for each id it is given, and
        // that, ~190 times over, was 48 of this test's 60 CPU-seconds (perf).
        let scripts = try ScenarioCatalog(project: Self.project).scripts
        #expect(!scripts.isEmpty)
        let traces = try scripts.map { try Simulator().run($0) }
        var expectedFiles: [String] = []
        // The background made once, as the site's build makes it.
        let background = StateBackground(traces)
        for trace in traces {
            for kind in DiagramKind.allCases {
                let name = "\(trace.scenario.id)-\(kind.rawValue).dot"
                expectedFiles.append(name)
                // As the site draws them: the calls of guessed rules marked.
                let prepared = DiagramRenderer.prepare(kind, for: trace, background: background, guesses: RuleCatalogue.guesses)
                try GoldenFile("diagrams/\(name)").check(prepared.dot)
                // Laid out only where the site draws it: not a reproduction's (`dev-`), unless a
                // guide page shows it (then the site's build draws it, checked against Output/).
                if !trace.scenario.id.hasPrefix("dev-") {
                    _ = try prepared.render(.svg)
                }
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
