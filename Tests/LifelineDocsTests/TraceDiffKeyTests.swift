import Foundation
@testable import LifelineDocs
import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import LifelineTestSupport
import Testing

/// A diff is a dictionary key in every build: it hashes by its id and length, and is told apart
/// from another diff of the same id by its whole value.
@Suite struct TraceDiffKeyTests {
    @Test("Equal diffs hash alike; two profiles' diffs of one scenario under one id stay two keys")
    func keys() throws {
        let project = Project(root: Repository.root)
        var script = try ScenarioCatalog(project: project).script("dark-mode", project: project)
        script.summary.profile = .iOS13to16
        let older = try Simulator().run(script)
        script.summary.profile = .iOS17
        let newer = try Simulator().run(script)
        let diff = TraceDiff.profiles(older, newer), again = TraceDiff.profiles(older, newer)
        #expect(diff == again && diff.hashValue == again.hashValue)
        // The same scenario with one more step: its diff has the same id, and is another key.
        let source = try String(contentsOf: Repository.root.appendingPathComponent("Content/scenarios/dark-mode.scenario"), encoding: .utf8)
        var longer = try ScenarioParser(path: "dark-mode.scenario", id: "dark-mode").parse(source + "\nswitch to light mode\n")
        longer.summary.profile = .iOS13to16
        let longerOlder = try Simulator().run(longer)
        longer.summary.profile = .iOS17
        let other = TraceDiff.profiles(longerOlder, try Simulator().run(longer))
        var made: [TraceDiff: String] = [diff: "as written"]
        made[other] = "one more step"
        #expect(diff.id == other.id && diff != other)
        #expect(made.count == 2 && made[again] == "as written" && made[other] == "one more step")
    }
}
