import Foundation
import LifelineTestSupport
import LifelineDocs
import StaticSite
import Testing

/// The diagram cache keyed by what a diagram is made of: a build through the command line's road
/// (no memory of the last build) looks diagrams up without building their DOT text, and an edit
/// of one scenario draws that scenario's diagrams again and nothing else.
@Suite struct DiagramIngredientsTests {
    /// Each cache entry's key.
    static func keys(_ site: FixtureSite) -> Set<String> {
        Set(ContentCache(folder: site.root.appendingPathComponent("cache")).keys)
    }

    /// Drops the entries keyed by DOT text, keeping those by what a diagram is made of.
    static func dropDOTKeyed(_ site: FixtureSite) {
        ContentCache(folder: site.root.appendingPathComponent("cache")).remove { !$0.contains("lifeline-diagram-ingredients") }
    }

    static let second = """
        title: Second
        profile: iOS 17+
        group: Launch
        description: The app launches again.

        controller A: ViewController from storyboard Main

        launch with root A
        """

    @Test("One scenario's title edited: only its two diagrams are drawn again, each stored by what it is made of and by its DOT text's digest")
    func oneScenario() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try site.write("Content/scenarios/second.scenario", Self.second)
        try Lifeline.build(site.project) { _ in }
        let before = Self.keys(site)

        try site.edit("Content/scenarios/second.scenario", replacing: "title: Second", with: "title: Second, edited")
        try Lifeline.build(site.project) { _ in }
        let added = Self.keys(site).subtracting(before)
        let madeOf = added.filter { $0.contains("lifeline-diagram-ingredients") && !$0.hasSuffix("\nheader band") && !$0.hasSuffix("\nsvg facts") }
        // Beside the sequence diagram's SVG, the band of headers its layout placed; beside each
        // SVG, its size and viewBox (`SVGFacts`).
        #expect(added.filter { $0.hasSuffix("\nheader band") }.map { $0.split(separator: "\n").filter { $0.hasPrefix("kind ") || $0.hasPrefix("scenario ") }.joined(separator: ", ") }
            == ["kind sequence, scenario second"])
        #expect(added.filter { $0.hasSuffix("\nsvg facts") }.map { $0.split(separator: "\n").filter { $0.hasPrefix("kind ") || $0.hasPrefix("scenario ") }.joined(separator: ", ") }.sorted()
            == ["kind sequence, scenario second", "kind state, scenario second"])
        #expect(madeOf.map { $0.split(separator: "\n").filter { $0.hasPrefix("kind ") || $0.hasPrefix("scenario ") }.joined(separator: ", ") }.sorted()
            == ["kind sequence, scenario second", "kind state, scenario second"])
        // The two drawn again by their DOT texts, which the keys name by digest, not whole.
        let dotDigest = { (key: String) in key.split(separator: "\n").last { $0.hasPrefix("dot ") }.map { String($0.dropFirst(4)) } }
        let byDOT = added.filter { !$0.contains("lifeline-diagram-ingredients") }
        #expect(byDOT.count == 2)
        #expect(byDOT.allSatisfy { key in dotDigest(key).map { $0.count == 32 && $0.allSatisfy(\.isHexDigit) } == true })
        #expect(Self.keys(site).allSatisfy { !$0.contains("digraph") })
        let digestsBefore = Set(before.compactMap(dotDigest))
        #expect(byDOT.allSatisfy { !digestsBefore.contains(dotDigest($0)!) })
    }

    @Test("A build that finds every diagram by what it is made of builds no DOT text: with the DOT-keyed entries gone, nothing is drawn or stored again")
    func lookupBuildsNoDOT() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project) { _ in }
        Self.dropDOTKeyed(site)
        let kept = Self.keys(site)
        #expect(kept.allSatisfy { $0.contains("lifeline-diagram-ingredients") })
        // Five diagrams, the header band of each of the three sequence diagrams, and the facts of
        // each SVG.
        #expect(kept.count == 13)
        let first = HostileSite.snapshot(site.output)
        try FileManager.default.removeItem(at: site.output)
        try Lifeline.build(site.project) { _ in }
        #expect(Self.keys(site) == kept)
        #expect(HostileSite.snapshot(site.output) == first)
    }

    @Test("Diff diagrams too, a diverging log's and two profiles' of a scenario: found by what their sides were made of, without a DOT text, and drawn again when a side changes")
    func diffs() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/evidence"), withIntermediateDirectories: true)
        try site.write("Content/evidence/diverges.log", FixtureSite.launchEvidenceLog
            .replacingOccurrences(of: "scenario: launch", with: "scenario: launch\ndivergence: the test's own log, out of order")
            .replacingOccurrences(of: "-[ViewController viewDidLoad]\n", with: "-[ViewController viewDidAppear:]\n-[ViewController viewDidLoad]\n"))
        try site.edit("Content/about.md", replacing: "Nothing but a page", with: "```lifeline\nscenario: launch\nprofiles: iOS 6-12, iOS 17+\n```\n\nNothing but a page")
        try Lifeline.build(site.project) { _ in }
        // Each diff's key by what it is made of (not its header band's or facts'): its id, and what made it.
        let diffKeys = { () -> [String] in
            Self.keys(site).filter { $0.contains("lifeline-diagram-ingredients") && !$0.hasSuffix("\nheader band") && !$0.hasSuffix("\nsvg facts") }.compactMap { key -> String? in
                let lines = key.split(separator: "\n")
                guard let diff = lines.firstIndex(where: { $0.hasPrefix("diff ") }) else { return nil }
                return lines[diff] + " " + (lines[diff + 1].split(separator: " ").first ?? "")
            }.sorted()
        }
        let made = diffKeys()
        #expect(made == ["diff evidence-diverges evidence", "diff launch-ios6-12-vs-ios17 profiles"])
        // Without the entries keyed by DOT text, nothing is drawn or stored again.
        Self.dropDOTKeyed(site)
        let kept = Self.keys(site)
        let first = HostileSite.snapshot(site.output)
        try FileManager.default.removeItem(at: site.output)
        try Lifeline.build(site.project) { _ in }
        #expect(Self.keys(site) == kept)
        #expect(HostileSite.snapshot(site.output) == first)
        // The log edited: its diff is drawn again, under a new key.
        try site.edit("Content/evidence/diverges.log", replacing: "title: A launch", with: "title: A launch, edited")
        try Lifeline.build(site.project) { _ in }
        #expect(diffKeys() == ["diff evidence-diverges evidence", "diff evidence-diverges evidence", "diff launch-ios6-12-vs-ios17 profiles"])
    }
}
