import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import Testing

@Suite("The command line's guards and the figure's header band")
struct CommandLineTests {
    static let commands = ["build", "check", "serve", "scenarios", "trace", "diagram", "states"]

    @Test("A bare word that names no command is named, with the nearest command when one is close")
    func unknownCommand() {
        #expect(Lifeline.unknownCommandProblem(["biuld"], commands: Self.commands)?.hasPrefix("error: unknown command 'biuld'; did you mean 'build'?") == true)
        #expect(Lifeline.unknownCommandProblem(["frobnicate"], commands: Self.commands)?.hasPrefix("error: unknown command 'frobnicate'\n") == true)
        #expect(Lifeline.unknownCommandProblem(["trace", "x"], commands: Self.commands) == nil)
        #expect(Lifeline.unknownCommandProblem(["--timings"], commands: Self.commands) == nil)
        #expect(Lifeline.unknownCommandProblem([], commands: Self.commands) == nil)
        #expect(Lifeline.unknownCommandProblem(["help", "trace"], commands: Self.commands) == nil)
    }

    @Test("A folder without a content folder is not a project")
    func notAProject() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        #expect(Lifeline.projectProblem(site.project) == nil)
        let elsewhere = Project(root: site.root.appendingPathComponent("Content/scenarios"))
        #expect(Lifeline.projectProblem(elsewhere)?.contains("error: not a Lifeline project") == true)
    }

    @Test("Completion offers the scenario ids that start with what was typed")
    func completion() {
        let root = FixtureSite.repository.path
        let ids = Lifeline.scenarioCompletions(root: root, typed: "nav-push")
        #expect(ids.contains("nav-push-pop"))
        #expect(ids.allSatisfy { $0.hasPrefix("nav-push") })
    }

    @Test("Completion offers folders (with a slash), .scenario and .json files that start with what was typed, nothing else")
    func pathCompletion() throws {
        let temporary = try TemporaryFolder(prefix: "lifeline-complete")
        defer { temporary.remove() }
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("stories"), withIntermediateDirectories: true)
        for name in ["story.scenario", "story.json", "story.txt", ".story.scenario"] {
            try temporary.write(name, "")
        }
        let typed = folder.path + "/st"
        #expect(Lifeline.scenarioCompletions(root: FixtureSite.repository.path, typed: typed)
            == [folder.path + "/stories/", folder.path + "/story.json", folder.path + "/story.scenario"])
    }
}
