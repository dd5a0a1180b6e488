import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import Testing

/// Stage 2 compares the logs on every core the build may use: whichever lane finds a log at
/// fault first, the build fails with the first such log in file order, as on one core.
@Suite struct EvidenceCheckerTests {
    /// A log of the fixture's launch that agrees with the model, and one that does not.
    static let agreeing = FixtureSite.launchEvidenceLog
    static let diverging = FixtureSite.launchEvidenceLog
        .replacingOccurrences(of: "-[ViewController viewDidLoad]\n", with: "-[ViewController viewDidAppear:]\n-[ViewController viewDidLoad]\n")

    @Test("Logs at fault: the first in file order is the error, on one lane or two, every time")
    func firstInFileOrder() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/evidence"), withIntermediateDirectories: true)
        // Agreeing logs before and between, so that the lanes find the faults in either order.
        for index in 0..<12 { try site.write("Content/evidence/a\(index)-agrees.log", Self.agreeing) }
        try site.write("Content/evidence/b-explained-but-agrees.log", Self.agreeing.replacingOccurrences(of: "scenario: launch", with: "scenario: launch\ndivergence: once out of order"))
        for index in 0..<12 { try site.write("Content/evidence/c\(index)-agrees.log", Self.agreeing) }
        try site.write("Content/evidence/d-diverges.log", Self.diverging)
        let first = "Content/evidence/b-explained-but-agrees.log:10:1: error: the log now agrees with launch; remove its 'divergence:' line"
        for jobs in [1, 2, 2, 2] {
            #expect(Self.error(site, jobs: jobs) == first)
        }
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/evidence/b-explained-but-agrees.log"))
        let second = Self.error(site, jobs: 2)
        #expect(second == "Content/evidence/d-diverges.log:11:1: error: the log diverges from launch: the device called A viewDidAppear:, the model expects A viewDidLoad (trace call 10); correct the model or the scenario, or say why in the header's 'divergence:'")
        #expect(Self.error(site, jobs: 1) == second)
    }

    static func error(_ site: FixtureSite, jobs: Int) -> String? {
        do {
            try Lifeline.build(site.project, options: BuildOptions(jobs: jobs)) { _ in }
            return nil
        } catch {
            return "\(error)"
        }
    }
}
