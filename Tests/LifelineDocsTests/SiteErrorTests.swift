import Foundation
import LifelineDocs
import LifelineTestSupport
import Testing

/// Bad input fails the build with `path:line:col: error: …` and leaves no output behind.
@Suite("Mistakes in a site's sources")
struct SiteErrorTests {
    /// Applies `edit` to a fresh fixture site, builds it, and returns the error.
    static func error(_ edit: (FixtureSite) throws -> Void) throws -> String? {
        let site = try FixtureSite()
        defer { site.remove() }
        try edit(site)
        let message = site.buildError()
        #expect(!FileManager.default.fileExists(atPath: site.output.path), "a failed build wrote output")
        return message
    }

    @Test("An unknown scenario id names the block's line")
    func unknownScenario() throws {
        #expect(try Self.error { try $0.edit("Content/index.md", replacing: "scenario: launch", with: "scenario: lunch") }
            == "Content/index.md:11:1: error: unknown scenario 'lunch'; did you mean 'launch'? (the project's scenarios: launch)")
    }

    @Test("A bad inline scenario names the page's line and column")
    func badInlineScenario() throws {
        #expect(try Self.error { try $0.edit("Content/guide/reading.md", replacing: "launch with root", with: "lunch with root") }
            == "Content/guide/reading.md:26:1: error: unknown step 'lunch'; did you mean 'launch'?")
        #expect(try Self.error { try $0.edit("Content/guide/reading.md", replacing: "title: An inline launch\n", with: "") }
            == "Content/guide/reading.md:21:1: error: missing 'title:' line; start the scenario with 'title: WHAT IT SHOWS'")
    }

    @Test("A lifeline block's own options are checked", arguments: [
        ("diagram: state\n", "diagram: stat\n", "Content/guide/reading.md:21:1: error: unknown diagram 'stat'; expected sequence or state"),
        ("diagram: state\n", "scenario: launch\n", "Content/guide/reading.md:20:1: error: a lifeline block names a scenario ('scenario:') or holds one, not both"),
    ])
    func blockOptions(old: String, new: String, message: String) throws {
        #expect(try Self.error { try $0.edit("Content/guide/reading.md", replacing: old, with: new) } == message)
    }

    @Test("'show:' is checked: ids the diagram does not have (at their column, with the nearest), none at all, a state graph", arguments: [
        ("show: A, A.view", "show: A, A.veiw",
         "Content/index.md:22:10: error: unknown object 'A.veiw' in 'show:'; did you mean 'A.view'? (the objects of 'launch': UIKit, Main.storyboard, A, window, A.view)"),
        ("show: A, A.view", "show:  ,",
         "Content/index.md:22:5: error: 'show:' needs at least one object id, as in 'show: A, A.view'"),
        ("show: A, A.view", "show: A\ndiagram: state",
         "Content/index.md:22:1: error: 'show:' applies to sequence diagrams only: a state graph has no lifelines to leave out"),
    ])
    func showOption(old: String, new: String, message: String) throws {
        #expect(try Self.error { try $0.edit("Content/index.md", replacing: old, with: new) } == message)
    }

    @Test("A lifeline block with no scenario is an error at its fence, unless it asks for the overview state graph", arguments: [
        "diagram: sequence\n", "caption: Nothing\n", "",
    ])
    func emptyBlock(options: String) throws {
        #expect(try Self.error { try $0.edit("Content/about.md", replacing: "Nothing but", with: "```lifeline\n\(options)```\n\nNothing but") }
            == "Content/about.md:8:1: error: a lifeline block needs 'scenario: ID' or a scenario written inline; "
            + "only 'diagram: state' stands alone (it shows every canonical scenario's states)")
    }

    @Test("'machine:' takes a known machine, and only for the overview", arguments: [
        ("diagram: state\nmachine: window\n", "Content/about.md:10:1: error: unknown machine 'window'; expected viewController or view"),
        ("diagram: state\nscenario: launch\nmachine: view\n",
         "Content/about.md:11:1: error: 'machine:' applies to the overview state graph only (a 'diagram: state' block with no scenario)"),
    ])
    func machineOption(options: String, message: String) throws {
        #expect(try Self.error { try $0.edit("Content/about.md", replacing: "Nothing but", with: "```lifeline\n\(options)```\n\nNothing but") }
            == message)
    }

    @Test("Malformed front matter names the file and line")
    func frontMatter() throws {
        #expect(try Self.error { try $0.edit("Content/about.md", replacing: "order: 1", with: "order: first") }
            == "Content/about.md:3:1: error: 'order' must be an integer")
    }

    @Test("A broken link, a missing image and a missing anchor name the page's line", arguments: [
        ("Nothing but", "See [x](missing.md).\n\nNothing but", "Content/about.md:8:1: error: broken link: 'missing.html' names a file the site does not have"),
        ("Nothing but", "![pic](img/none.png)\n\nNothing but", "Content/about.md:8:1: error: broken link: 'img/none.png' names a file the site does not have"),
        ("Nothing but", "Go to [code](guide/reading.md#codes).\n\nNothing but", "Content/about.md:8:1: error: bad link: 'guide/reading.html#codes' names an anchor '#codes' that guide/reading.html does not have"),
        ("Nothing but", "[root](/index.html)\n\nNothing but", "Content/about.md:8:1: error: bad link: '/index.html' is an absolute path; links must be relative"),
    ])
    func links(old: String, new: String, message: String) throws {
        #expect(try Self.error { try $0.edit("Content/about.md", replacing: old, with: new) } == message)
    }

    @Test("Every broken link is reported, one per line")
    func allLinks() throws {
        #expect(try Self.error { try $0.edit("Content/about.md", replacing: "Nothing but", with: "[a](a.html)\n\n[b](b.html)\n\nNothing but") } == """
            Content/about.md:8:1: error: broken link: 'a.html' names a file the site does not have
            Content/about.md:10:1: error: broken link: 'b.html' names a file the site does not have
            """)
    }

    @Test("A template's missing partial or unknown name names the template and line")
    func templates() throws {
        #expect(try Self.error { try $0.edit("Templates/layout.mustache", replacing: "{{> footer}}", with: "{{> fotter}}") }
            == "Templates/layout.mustache:70:1: error: no partial named 'fotter' (expected Templates/fotter.mustache)")
        #expect(try Self.error { try $0.edit("Templates/scenario.mustache", replacing: "{{profile}}", with: "{{profil}}") }
            == "Templates/scenario.mustache:5:39: error: 'profil' is not a stored property of the page model (rendering 'scenario')")
    }

    @Test("A missing content folder, home page or template is named before anything is built")
    func missingParts() throws {
        let remove = { (site: FixtureSite, path: String) in try FileManager.default.removeItem(at: site.root.appendingPathComponent(path)) }
        #expect(try Self.error { try remove($0, "Content") }
            == "Content:1:1: error: no content folder here; name it with --content, or the project with --root")
        #expect(try Self.error { try remove($0, "Content/index.md") }
            == "Content/index.md:1:1: error: the site has no home page; write index.md (not a draft): every page links to it")
        #expect(try Self.error { try $0.edit("Content/index.md", replacing: "title: Home", with: "title: Home\ndraft: true") }
            == "Content/index.md:1:1: error: the site has no home page; write index.md (not a draft): every page links to it")
    }

    @Test("A template missing from Templates/, or Templates/ itself, comes from the theme built into lifeline")
    func builtInTheme() throws {
        for path in ["Templates/scenarios.mustache", "Templates/search.mustache", "Templates/sidebar-item.mustache", "Templates/assets/style.css", "Templates"] {
            let site = try FixtureSite()
            defer { site.remove() }
            try FileManager.default.removeItem(at: site.root.appendingPathComponent(path))
            #expect(site.buildError() == nil, "\(path)")
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("assets/style.css").path), "\(path)")
        }
    }

    @Test("An output folder that cannot be written says why")
    func unwritableOutput() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        var project = site.project
        // Inside a file: no folder can be made there.
        try site.write("index.md", "a file")
        project.output = site.root.appendingPathComponent("index.md/Output")
        #expect(throws: LifelineError("index.md/Output: error: cannot write the site there: not a directory")) {
            try Lifeline.build(project) { _ in }
        }
    }

    @Test("A bad scenario file names its line and column")
    func scenarioFile() throws {
        #expect(try Self.error { try $0.edit("Content/scenarios/launch.scenario", replacing: "group: Launch", with: "gruop: Launch") }
            == "Content/scenarios/launch.scenario:3:1: error: unknown header 'gruop:'; did you mean 'group:'?")
    }
}
