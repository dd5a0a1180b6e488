import Foundation
import LifelineTestSupport
@testable import LifelineDocs
import Testing

/// The plan is the one list of the site's pages: whatever kind of page it holds, a Markdown page
/// at that page's path is refused at the page, with what the site generates there.
@Suite struct SitePlanTests {
    /// The fixture site's plan, with a device log so that it has every kind of page.
    static func plannedSite() throws -> (FixtureSite, SitePlan) {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/evidence"), withIntermediateDirectories: true)
        try site.write("Content/evidence/launch-log.log", FixtureSite.launchEvidenceLog)
        let content = try ContentLoader(project: site.project).load()
        return (site, try SitePlan(content: content, traces: ScenarioRunner().run(content), output: site.output))
    }

    /// A name per kind; the switch has no default, so a new kind of page does not compile until
    /// it is named here, and `everyKind` then expects the fixture's plan to hold it.
    static func name(_ kind: SitePage.Kind) -> String {
        switch kind {
        case .markdown: "markdown"
        case .scenario: "scenario"
        case .scenarioIndex: "scenario index"
        case .evidence: "evidence"
        case .evidenceLog: "evidence log"
        case .coverage: "coverage"
        case .rules: "rules"
        case .rulesArea: "rules of an area"
        case .search: "search"
        case .notFound: "404"
        }
    }

    @Test("The fixture's plan holds every kind of page, in reading order")
    func everyKind() throws {
        let (site, plan) = try Self.plannedSite()
        defer { site.remove() }
        #expect(plan.pages.map(\.path) == [
            "about.html", "guide/reading.html", "index.html", "evidence.html", "coverage.html", "rules.html",
        ] + SiteStructureTests.ruleAreas.map { "rules/\($0).html" } + [
            "evidence/launch-log.html", "scenarios/index.html", "scenarios/launch.html", "scenarios/guide-reading-1.html", "search.html",
            "404.html",
        ])
        #expect(Set(plan.pages.map { Self.name($0.kind) }).count == 10)
    }

    @Test("A Markdown page at the path of any page the plan generates is refused at the page, naming that page")
    func everyGeneratedPathGuarded() throws {
        let (site, plan) = try Self.plannedSite()
        defer { site.remove() }
        // The first page of each kind the site generates (a build each).
        var kinds = Set<String>()
        let generated = plan.pages.filter { $0.kind.generatedDescription != nil && kinds.insert(Self.name($0.kind)).inserted }
        #expect(generated.map(\.path) == [
            "evidence.html", "coverage.html", "rules.html", "rules/app.html", "evidence/launch-log.html", "scenarios/index.html",
            "scenarios/launch.html", "search.html", "404.html",
        ])
        for page in generated {
            let file = "Content/" + page.path.dropLast(".html".count) + ".md"
            try FileManager.default.createDirectory(
                at: site.root.appendingPathComponent(file).deletingLastPathComponent(), withIntermediateDirectories: true)
            try site.write(file, "# Mine\n")
            #expect(site.buildError() == "\(file):1:1: error: this page would be written to \(page.path), which is \(page.kind.generatedDescription!) the site generates; rename the file")
            try FileManager.default.removeItem(at: site.root.appendingPathComponent(file))
        }
    }
}

/// What the plan draws: every diagram a reader's scenario shows; for a reproduction (a `dev-`
/// scenario written to hold device logs against the model), none; a log's diff only when it
/// diverges.
@Suite struct PlannedDiagramsTests {
    @Test("A reproduction draws no diagram and its page says how to draw one; a diverging log's page draws its diff, an agreeing one's none")
    func reproductions() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let launch = try site.read("Content/scenarios/launch.scenario")
        try site.write("Content/scenarios/dev-agrees.scenario", launch)
        try site.write("Content/scenarios/dev-diverges.scenario", launch)
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/evidence"), withIntermediateDirectories: true)
        try site.write("Content/evidence/agrees.log", FixtureSite.launchEvidenceLog.replacingOccurrences(of: "scenario: launch", with: "scenario: dev-agrees"))
        try site.write("Content/evidence/diverges.log", FixtureSite.launchEvidenceLog
            .replacingOccurrences(of: "scenario: launch", with: "scenario: dev-diverges\ndivergence: the test's own log, out of order")
            .replacingOccurrences(of: "-[ViewController viewDidLoad]\n", with: "-[ViewController viewDidAppear:]\n-[ViewController viewDidLoad]\n"))
        let content = try ContentLoader(project: site.project).load()
        let plan = try SitePlan(content: content, traces: ScenarioRunner().run(content), output: site.output)
        #expect(plan.diagrams.map { $0.path(.svg) }.filter { !$0.hasPrefix("diagrams/guide-reading") }.sorted() == [
            "diagrams/diff-evidence-diverges.svg",
            "diagrams/launch-sequence-show-A-A.view.svg", "diagrams/launch-sequence.svg", "diagrams/launch-state.svg",
        ])
        #expect(site.buildError() == nil)
        let agrees = try site.read("Output/scenarios/dev-agrees.html")
        #expect(agrees.contains(#"<p class="undrawn">This scenario reproduces device logs, and the site draws no diagram of it: its whole trace is below, each log's page aligns the log with it, and a log that diverges draws the device against the model for the callbacks it prints. <code>lifeline diagram dev-agrees -o dev-agrees.svg</code> draws its sequence diagram.</p>"#))
        #expect(!agrees.contains("id=\"sequence-diagram\"") && !agrees.contains("id=\"state-graph\""))
        #expect(agrees.contains(#"<li>State graph: <code>lifeline diagram dev-agrees --kind state -o dev-agrees-state.svg</code></li>"#))
        let diverges = try site.read("Output/scenarios/dev-diverges.html")
        #expect(!diverges.contains("id=\"sequence-diagram\"") && !diverges.contains("id=\"state-graph\"") && diverges.contains("class=\"undrawn\""))
        #expect(try !site.read("Output/evidence/agrees.html").contains("Device against model"))
        #expect(try site.read("Output/evidence/diverges.html").contains("Device against model"))
    }

    @Test("A trace of more than 300 calls draws its state graph alone, and its page says why and what draws the rest")
    func longTrace() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let cycles = String(repeating: "present B from A full screen\ndismiss B\n", count: 30)
        try site.write("Content/scenarios/long.scenario", "title: Long\nprofile: iOS 17+\n\ncontroller A: ViewController from storyboard Main\ncontroller B: DetailViewController in code kept by A\n\nlaunch with root A\n" + cycles)
        let content = try ContentLoader(project: site.project).load()
        let traces = try ScenarioRunner().run(content)
        let calls = traces.trace("long")!.events.count { $0.call != nil }
        #expect(calls > PageDrawing.longestSequence)
        #expect(traces.pageDrawing(of: traces.trace("long")!) == .stateOnly(calls: calls))
        #expect(traces.pageDrawing(of: traces.trace("launch")!) == .both)
        let plan = try SitePlan(content: content, traces: traces, output: site.output)
        let drawn = plan.diagrams.map { $0.path(.svg) }
        #expect(drawn.contains("diagrams/long-state.svg") && !drawn.contains("diagrams/long-sequence.svg"))
        #expect(site.buildError() == nil)
        let page = try site.read("Output/scenarios/long.html")
        #expect(page.contains(#"<p class="undrawn">Its \#(calls) calls are more than a sequence diagram can show readably, so this page draws only the state graph: the trace below lists every call, and <code>lifeline diagram long -o long.svg</code> draws its sequence diagram.</p>"#))
        #expect(!page.contains("id=\"sequence-diagram\"") && page.contains("id=\"state-graph\""))
        #expect(page.contains(#"<li>Sequence diagram: <code>lifeline diagram long -o long-sequence.svg</code></li>"#))
    }
}

/// Pages are written into the fresh folder as they are rendered: a build that fails after that
/// (a broken link, found in stage 5) leaves neither that folder nor a changed Output/.
@Suite struct StreamedPagesTests {
    @Test("A broken link found after the pages were written: the error at its line, no staging folder left, Output/ as it was")
    func brokenLinkAfterWriting() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        #expect(site.buildError() == nil)
        let before = HostileSite.snapshot(site.output)
        try site.edit("Content/about.md", replacing: "Nothing but", with: "See [x](missing.md).\n\nNothing but")
        #expect(site.buildError() == "Content/about.md:8:1: error: broken link: 'missing.html' names a file the site does not have")
        let left = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.contains(".staging-") }
        #expect(left == [])
        #expect(HostileSite.snapshot(site.output) == before)
    }
}
