import Foundation
@testable import LifecycleScenarios
@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// Small frictions a writer met (issue 23): each with its whole message.
@Suite("Small frictions of the command line and the preview")
struct WriterFrictionTests {
    static let commands = "Commands: build, init, check, serve, scenarios, trace, rules, why, compare, diagram, diff, states. See 'lifeline --help'.\n"

    @Test("help nope is an error that names the commands (not the hidden worker), status 64; the worker is still a command")
    func helpNope() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        #expect(try await folder.run(["help", "nope"], root: nil) == CompareRun(status: 64, output: "", error: "error: unknown command 'nope'\n" + Self.commands))
        #expect(try await folder.run(["help", "trce"], root: nil)
            == CompareRun(status: 64, output: "", error: "error: unknown command 'trce'; did you mean 'trace'?\n" + Self.commands))
        #expect(try await folder.run(["nope"], root: nil) == CompareRun(status: 64, output: "", error: "error: unknown command 'nope'\n" + Self.commands))
        #expect(Lifeline.unknownCommandProblem(["graphviz-worker"], commands: ["build"], hidden: ["graphviz-worker"]) == nil)
        #expect(Lifeline.unknownCommandProblem(["help", "build"], commands: ["build"]) == nil)
        #expect(Lifeline.unknownCommandProblem(["help"], commands: ["build"]) == nil)
    }

    @Test("The root help shows how to get a completion script")
    func completionInHelp() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let help = try await folder.run(["--help"], root: nil)
        #expect(help.status == 0 && help.error.isEmpty)
        #expect(help.output.contains("""
            Shell completion, offering the project's scenario ids and .scenario files:
              lifeline --generate-completion-script bash|zsh|fish > FILE

            """))
    }

    @Test("--port outside 0-65535 says the range, status 64")
    func port() async throws {
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let usage = """
            Usage: lifeline serve [--root <root>] [--content <content>] [--templates <templates>] [--cache <cache>] [--base-url <base-url>] [--host <host>] [--port <port>] [--drafts]
              See 'lifeline serve --help' for more information.

            """
        for port in ["70000", "65536"] {
            #expect(try await folder.run(["serve", "--port", port], root: FixtureSite.fixture)
                == CompareRun(status: 64, output: "", error: "Error: --port takes a port from 1 to 65535 (or 0: any free port), not \(port)\n" + usage))
        }
    }

    @Test("An unknown scenario id suggests the nearest few, at most 3, never the whole list")
    func unknownScenario() async throws {
        let ids = ["dev-nav-push-pop-after-launch", "dev-nav-push-pop-numbered", "launch-code", "launch-nib", "launch-storyboard", "nav-push-pop", "tab-switch"]
        #expect(ScenarioCatalog.unknown("nav-push", known: ids)
            == "unknown scenario 'nav-push'; did you mean 'nav-push-pop', 'dev-nav-push-pop-numbered' or 'dev-nav-push-pop-after-launch'? (lifeline scenarios lists all 7)")
        #expect(ScenarioCatalog.unknown("nav-psh-pop", known: ids) == "unknown scenario 'nav-psh-pop'; did you mean 'nav-push-pop'? (lifeline scenarios lists all 7)")
        #expect(ScenarioCatalog.unknown("zzz", known: ids) == "unknown scenario 'zzz' (lifeline scenarios lists all 7)")
        #expect(ScenarioCatalog.unknown("x", known: []) == "unknown scenario 'x' (the project has no scenarios)")
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        #expect(try await folder.run(["trace", "lunch"], root: FixtureSite.fixture) == CompareRun(status: 1, output: "", error: """
            error: unknown scenario 'lunch'; did you mean 'launch'? (the project's scenarios: launch); or give a path to a .scenario file

            """))
    }

    @Test("check prints no evidence warning for a project without device logs; with logs, one line for every unbacked scenario")
    func checkSummary() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let lines = LogLines()
        try Lifeline.check(site.project) { lines.append($0) }
        #expect(lines.all == [
            "[1/5] Loading content",
            "Content/site.yml: warning: base-url https://example.org/fixture/ is a placeholder, so no sitemap.xml is written; set base-url in Content/site.yml, or pass --base-url, before publishing",
            "[2/5] Running 2 scenarios, comparing 0 device logs", "[3/5] Building diagrams of 2 scenarios",
            "[4/5] Rendering 3 pages and the scenario pages", "[5/5] Checking links",
        ])
        #expect(BuildPipeline.modelOnlyWarning(["a", "b", "c", "d", "e"], of: 9)
            == #"warning: 5 of 9 scenarios follow no rule a device log backs, so their pages say "Model only": a, b, c and 2 more (add logs to Content/evidence/)"#)
        #expect(BuildPipeline.modelOnlyWarning(["a"], of: 9)
            == #"warning: 1 of 9 scenarios follow no rule a device log backs, so their pages say "Model only": a (add logs to Content/evidence/)"#)
        #expect(BuildPipeline.modelOnlyWarning([], of: 9) == nil)
    }

    @Test("A draft page in the preview carries a badge; published pages do not")
    func draftBadge() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        var project = site.project
        project.includeDrafts = true
        try Lifeline.build(project) { _ in }
        let badge = #"<p class="draft-badge" role="note">Draft: shown in this preview only, not published</p>"#
        #expect(try site.read("Output/draft.html").contains(badge + "\n"))
        #expect(try !site.read("Output/about.html").contains("draft-badge"))
    }

    @Test("index.md comes first in the sidebar unless its front matter orders it")
    func indexFirst() {
        func page(_ path: String, title: String, order: Int? = nil) -> SitePage {
            .markdown(try! SourcePage(path: "Content/" + path, outputPath: path.replacingOccurrences(of: ".md", with: ".html"),
                frontMatter: FrontMatter(title: title, order: order), body: "", bodyLine: 1, inlineIDPrefix: "p"))
        }
        let pages = [page("b.md", title: "Aardvark"), page("a.md", title: "Zebra", order: 1), page("index.md", title: "Welcome")]
        #expect(SiteNavigation(pages: pages + [.scenarioIndex]).sidebarEntries.map(\.path) == ["index.html", "a.html", "b.html", "scenarios/index.html"])
        let ordered = [page("b.md", title: "Aardvark"), page("a.md", title: "Zebra", order: 1), page("index.md", title: "Welcome", order: 2)]
        #expect(SiteNavigation(pages: ordered + [.scenarioIndex]).sidebarEntries.map(\.path) == ["a.html", "index.html", "b.html", "scenarios/index.html"])
    }
}
