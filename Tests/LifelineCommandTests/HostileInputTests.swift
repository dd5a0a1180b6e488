import Foundation
import LifelineDocs
import LifelineTestSupport
import Testing

/// Input that once crashed `lifeline`, lost a folder or published what it should not: each case
/// is the whole message on stderr, exit status 1, and the previous Output/ untouched.
@Suite("Hostile input: located errors, no crash, Output/ untouched")
struct HostileInputTests {
    @discardableResult
    static func expectRefused(_ site: HostileSite, _ arguments: [String] = [], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> HostileSite.Result {
        let (result, kept) = try await site.build(arguments)
        #expect(result == HostileSite.Result(status: 1, error: message + "\n"), sourceLocation: sourceLocation)
        #expect(kept, "Output/ changed", sourceLocation: sourceLocation)
        return result
    }

    @Test("A partial that includes itself through another is an error at the tag where the cycle starts")
    func templateCycle() async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        let header = try site.site.read("Templates/header.mustache")
        try site.write("Templates/header.mustache", header + "{{> footer}}\n")
        let footer = try site.site.read("Templates/footer.mustache")
        try site.write("Templates/footer.mustache", footer + "{{> header}}\n")
        let line = header.split(separator: "\n", omittingEmptySubsequences: false).count
        try await Self.expectRefused(site, [], "Templates/header.mustache:\(line):1: error: partial 'header' includes itself (header → footer → header)")
    }

    @Test("Two pages whose names are equal once Unicode is normalised are an error naming both")
    func unicodeTwins() async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        try site.write("Content/caf\u{E9}.md", "# Composed\n")
        try site.write("Content/cafe\u{301}.md", "# Decomposed\n")
        let (result, kept) = try await site.build()
        #expect(result.status == 1 && kept)
        // The directory lists them in either order.
        let composed = "Content/caf\u{E9}.md", decomposed = "Content/cafe\u{301}.md"
        // Swift's == cannot tell them apart: compare scalars.
        func form(_ path: String) -> String { path.unicodeScalars.elementsEqual(composed.unicodeScalars) ? "composed, NFC" : "decomposed, NFD" }
        let messages = [(composed, decomposed), (decomposed, composed)].map { first, second in
            "\(second):1:1: error: '\(first)' (\(form(first))) and '\(second)' "
                + "(\(form(second))) are the same name once Unicode is normalised; "
                + "both would be written to \(second.dropFirst("Content/".count).dropLast(".md".count)).html; rename one\n"
        }
        #expect(messages.contains { Array($0.unicodeScalars) == Array(result.error.unicodeScalars) }, "\(result.error)")
    }

    @Test("A page at a path the site generates is an error", arguments: [
        ("Content/404.md", "Content/404.md:1:1: error: this page would be written to 404.html, which is the 404 page the site generates; rename the file"),
        ("Content/scenarios/index.md", "Content/scenarios/index.md:1:1: error: this page would be written to scenarios/index.html, which is the scenario index the site generates; rename the file"),
        ("Content/search.md", "Content/search.md:1:1: error: this page would be written to search.html, which is the search page the site generates; rename the file"),
        ("Content/rules.md", "Content/rules.md:1:1: error: this page would be written to rules.html, which is the rules page the site generates; rename the file"),
        ("Content/scenarios/launch.md", "Content/scenarios/launch.md:1:1: error: this page would be written to scenarios/launch.html, which is the page of scenario 'launch' the site generates; rename the file"),
    ])
    func generatedPath(path: String, message: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write(path, "# Mine\n")
        try await Self.expectRefused(site, [], message)
    }

    /// A device log of the fixture's scenario `launch`: with one, the site generates the evidence
    /// and coverage pages and a page for the log.
    static let evidenceLog = FixtureSite.launchEvidenceLog

    @Test("A page at a path the site generates for device logs, or where an asset is copied, is an error", arguments: [
        ("Content/coverage.md", "Content/coverage.md:1:1: error: this page would be written to coverage.html, which is the coverage page the site generates; rename the file"),
        ("Content/evidence.md", "Content/evidence.md:1:1: error: this page would be written to evidence.html, which is the evidence page the site generates; rename the file"),
        ("Content/evidence/launch-log.md", "Content/evidence/launch-log.md:1:1: error: this page would be written to evidence/launch-log.html, which is the page of device log 'launch-log' the site generates; rename the file"),
        ("Content/assets/extra.md", "Content/assets/extra.md:1:1: error: this page would be written to assets/extra.html, which is a file copied from Templates/assets/ the site generates; rename the file"),
    ])
    func generatedEvidencePath(path: String, message: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("Content/evidence/launch-log.log", Self.evidenceLog)
        try site.write("Templates/assets/extra.html", "<p>extra</p>\n")
        #expect(try await site.build().result == HostileSite.Result(status: 0, error: ""))
        try site.write(path, "# Mine\n")
        try await Self.expectRefused(site, [], message)
    }

    @Test("Pages whose names differ only in case are an error naming both, as is a page that differs from a generated one in case")
    func caseTwins() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("Content/Memory.md", "# Upper\n")
        try site.write("Content/memory.md", "# Lower\n")
        try await Self.expectRefused(site, [], "Content/memory.md:1:1: error: this page would be written to memory.html, and 'Content/Memory.md' to a name that differs only in case; a disk that ignores case (macOS's default) holds one file for both; rename one")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/memory.md"))
        try site.write("Content/404.MD.md", "# fine\n")
        try site.write("Content/Scenarios/Index.md", "# Index\n")
        try await Self.expectRefused(site, [], "Content/Scenarios/Index.md:1:1: error: this page would be written to Scenarios/Index.html, and the scenario index the site generates at scenarios/index.html to a name that differs only in case; a disk that ignores case (macOS's default) holds one file for both; rename one")
    }

    @Test("A page name too long for the file system once '.md' becomes '.html', or a path too long in the output folder, fails at the page")
    func longNames() async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        let name = String(repeating: "n", count: 252)
        try site.write("Content/\(name).md", "# Long\n")
        try await Self.expectRefused(site, [], "Content/\(name).md:1:1: error: this page would be written to a file named 257 bytes long ('.md' becomes '.html'), more than the 255 a file name may have; shorten the name")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/\(name).md"))
        // Folders of 200 bytes until the page's path in the output folder (with the 30 bytes of
        // its staging name) passes 4,095 bytes while its source path stays within them.
        let root = site.root.standardizedFileURL.path
        var relative = ""
        let target = 4_057 - root.utf8.count + 10
        while relative.utf8.count + 201 < target - 10 { relative += String(repeating: "d", count: 200) + "/" }
        relative += String(repeating: "p", count: target - 2 - relative.utf8.count) + ".md"
        #expect(root.utf8.count + "/Content/".utf8.count + relative.utf8.count <= 4_095)
        try site.write("Content/" + relative, "# Deep\n")
        let bytes = root.utf8.count + "/Output".utf8.count + 30 + 1 + relative.utf8.count + 2
        try await Self.expectRefused(site, [], "Content/\(relative):1:1: error: this page would be written to a path \(bytes) bytes long inside the output folder, more than the 4095 a path may have; shorten its folders or name")
    }

    @Test("CRLF front matter and a CRLF scenario read exactly as LF files do")
    func crlf() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        for path in ["Content/about.md", "Content/scenarios/launch.scenario"] {
            let text = try site.site.read(path)
            try site.write(path, text.replacingOccurrences(of: "\n", with: "\r\n"))
        }
        let (result, _) = try await site.build()
        #expect(result == HostileSite.Result(status: 0, error: ""))
        let about = try site.site.read("Output/about.html")
        #expect(about.contains("<title>About") && !about.contains("order: 1"))
        let scenario = try site.site.read("Output/scenarios/launch.html")
        #expect(scenario.contains("viewDidLoad"))
    }

    @Test("--output refuses the project, a folder above it, a folder holding its inputs, and '' (no folder)", arguments: [
        (".", ".: error: the output folder is the project itself; the output folder is replaced whole on every build, so it must be a folder of its own (the default is Output/)"),
        ("Content", "Content: error: the output folder holds the content folder; the output folder is replaced whole on every build, so it must be a folder of its own (the default is Output/)"),
        ("Templates/out", "Templates/out: error: the output folder is inside the templates folder; the output folder is replaced whole on every build, so it must be a folder of its own (the default is Output/)"),
        ("", "Error: --output '' names no folder\nUsage: lifeline build "),
    ])
    func outputInProject(output: String, message: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let before = HostileSite.snapshot(site.root)
        let result = try await site.run(["build", "--output", output])
        if output.isEmpty {
            // ArgumentParser's usage follows; its options change with the command, not with this rule.
            #expect(result.status == 64 && result.error.hasPrefix(message), "\(result)")
        } else {
            #expect(result == HostileSite.Result(status: 1, error: message + "\n"))
        }
        #expect(HostileSite.snapshot(site.root) == before)
    }

    @Test("--output refuses a folder above the project")
    func outputAbove() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let inner = site.root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        for name in ["Content", "Templates", "Output"] {
            try FileManager.default.moveItem(at: site.root.appendingPathComponent(name), to: inner.appendingPathComponent(name))
        }
        let before = HostileSite.snapshot(site.root)
        let result = try await site.run(["build", "--output", ".."], in: inner)
        #expect(result == HostileSite.Result(status: 1, error: "\(site.root.path): error: the output folder holds the project; the output folder is replaced whole on every build, so it must be a folder of its own (the default is Output/)\n"))
        #expect(HostileSite.snapshot(site.root) == before)
    }

    @Test("An existing folder that Lifeline did not write is replaced only with --force")
    func foreignFolder() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("Elsewhere/notes.txt", "mine\n")
        let refused = try await site.run(["build", "--output", "Elsewhere"])
        #expect(refused == HostileSite.Result(status: 1, error: "Elsewhere: error: this folder exists and is not a site Lifeline wrote (it has no .lifeline-output file); a build would replace it whole; name another folder with --output, or pass --force to replace it\n"))
        #expect(try site.site.read("Elsewhere/notes.txt") == "mine\n")
        let forced = try await site.run(["build", "--output", "Elsewhere", "--force"])
        #expect(forced == HostileSite.Result(status: 0, error: ""))
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent("Elsewhere/.lifeline-output").path))
        // Written once, it is Lifeline's: no --force needed again; no temporary folder is left.
        #expect(try await site.run(["build", "--output", "Elsewhere"]) == HostileSite.Result(status: 0, error: ""))
        let left = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.contains(".staging-") || $0.contains(".previous-") }
        #expect(left.isEmpty)
    }

    @Test("A temporary folder left by a killed build is removed by the next build; a running build's is kept")
    func staleFolders() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        // Process ids above the kernel's pid_max (2^22) never run.
        try site.write("Output.staging-9999999-abc/index.html", "half\n")
        try site.write("Output.previous-9999998-abc/index.html", "old\n")
        try site.write("Output.staging-1-abc/index.html", "init's\n")
        #expect(try await site.run(["build"]) == HostileSite.Result(status: 0, error: ""))
        let left = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix("Output.") }
        #expect(left == ["Output.staging-1-abc"])
    }

    @Test("A scenario too long to draw is refused at the step that crosses the limit, as it runs")
    func longScenario() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let steps = String(repeating: "push B onto nav\npop nav\n", count: 990)
        try site.write(
            "Content/scenarios/long.scenario",
            "title: Long\n\ncontroller A: ViewController in code\ncontroller B: ViewController in code kept by A\nnavigation nav with root A\n\nlaunch with root nav\n\(steps)")
        let refused = try await Self.expectRefused(site, [], "Content/scenarios/long.scenario:327:1: error: this scenario makes more than 5000 calls and notes, the most a sequence diagram draws; this step crosses the limit; split the scenario in two")
        #expect(refused.elapsed < .seconds(20))
    }

    @Test("A scenario of a million steps, or of 20,000 nested views, is refused at the line past the limit")
    func hugeScenarios() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let steps = String(repeating: "push B onto nav\npop nav\n", count: 500_000)
        try site.write(
            "Content/scenarios/huge.scenario",
            "title: Huge\n\ncontroller A: ViewController in code\ncontroller B: ViewController in code kept by A\nnavigation nav with root A\n\nlaunch with root nav\n\(steps)")
        let message = "Content/scenarios/huge.scenario:2007:1: error: this scenario has more than 2000 steps (steps, setup steps and override lines together), the most Lifeline runs; split the scenario in two"
        try await Self.expectRefused(site, [], message)
        // In bounded memory: `trace`, `diagram` and `build` under a 1 GB address-space limit (the
        // 12 MB file once took 8 GB, then an abort).
        for command in ["trace huge", "diagram huge", "build"] {
            let limited = try await site.run(["-c", "ulimit -v 1000000; exec \"$0\" \(command)", HostileSite.executable.path], executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(limited == HostileSite.Result(status: 1, error: message + "\n"), "\(command)")
        }
        var nested = "title: Nested\ncontroller A: ViewController in code\n"
        for index in 0..<20_000 { nested += "view V\(index): UIView\n" }
        nested += "\nlaunch with root A\nadd V0 to A.view\n"
        for index in 1..<20_000 { nested += "add V\(index) to V\(index - 1)\n" }
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/scenarios/huge.scenario"))
        try site.write("Content/scenarios/nested.scenario", nested)
        try await Self.expectRefused(site, [], "Content/scenarios/nested.scenario:502:1: error: this scenario declares more than 500 objects and nibs, the most Lifeline runs; split the scenario in two")
    }

    @Test("A symbolic link in Content/ or Templates/ that leaves the project is refused; one inside it is followed")
    func symlinks() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: site.root.appendingPathComponent("Content/copy.md").path, withDestinationPath: "about.md")
        #expect(try await site.build().result == HostileSite.Result(status: 0, error: ""))
        try manager.createSymbolicLink(atPath: site.root.appendingPathComponent("Content/passwd.md").path, withDestinationPath: "/etc/passwd")
        try await Self.expectRefused(site, [], "Content/passwd.md:1:1: error: a symbolic link to /etc/passwd, outside the project; Lifeline reads no file outside the project, so that no page can publish one")
        try manager.removeItem(at: site.root.appendingPathComponent("Content/passwd.md"))
        try manager.createSymbolicLink(atPath: site.root.appendingPathComponent("Templates/assets/etc").path, withDestinationPath: "/etc")
        try await Self.expectRefused(site, [], "Templates/assets/etc:1:1: error: a symbolic link to /etc, outside the project; Lifeline reads no file outside the project, so that no page can publish one")
    }

    @Test("A page may not link to javascript: or data: URLs, nor hold raw HTML with one", arguments: [
        ("[x](javascript:alert(1))", "a link to a 'javascript:' URL; a page may not run scripts or embed data URLs"),
        ("[x](JaVa%20Script:alert(1))", nil),
        ("[x](<java\tscript:alert(1)>)", "a link to a 'javascript:' URL; a page may not run scripts or embed data URLs"),
        ("![x](data:image/svg+xml;base64,PHN2Zz4=)", "a link to a 'data:' URL; a page may not run scripts or embed data URLs"),
        // Raw HTML: RawHTMLTests has every case.
        ("<a href=\"javascript:alert(1)\">x</a>", "4: error: raw HTML <a href> with a 'javascript:' URL is not allowed; a URL here is http:, https:, mailto:, relative or a #fragment"),
    ] as [(String, String?)])
    func unsafeMarkup(markdown: String, message: String?) async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        try site.site.edit("Content/about.md", replacing: "Nothing but", with: markdown + "\n\nNothing but")
        if let message {
            try await Self.expectRefused(site, [], "Content/about.md:8:" + (message.hasPrefix("4: ") ? message : "1: error: " + message))
        } else {
            // Not a scheme (a space): a relative link to a file the site does not have.
            #expect(try await site.build().result.status == 1)
        }
    }

    @Test("File names with ':', '#', '?' or spaces become links that lead to their pages, never a script")
    func fileNames() async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        try site.write("Content/javascript:alert(1).md", "---\ntitle: Script\n---\n\n# Script\n")
        try site.write("Content/a b#c?d.md", "---\ntitle: Odd\n---\n\n# Odd\n")
        #expect(try await site.build().result == HostileSite.Result(status: 0, error: ""))
        let home = try site.site.read("Output/index.html")
        #expect(home.contains(#"href="javascript%3Aalert(1).html""#))
        #expect(home.contains(#"href="a%20b%23c%3Fd.html""#))
        #expect(!home.contains(#"href="javascript:"#))
    }

    @Test("Front matter mistakes point at the right line: a key given twice, an unclosed list, an empty title", arguments: [
        ("title: About\norder: 1\ntitle: Again", "Content/about.md:4:1: error: front matter is not valid YAML: a key appears twice: title (first on line 2)"),
        ("title: [About, more\norder: 1", "Content/about.md:2:8: error: front matter is not valid YAML: this '[' is never closed; expected ',' or ']' (the YAML stops making sense on line 3)"),
        ("title:\norder: 1", "Content/about.md:2:1: error: 'title' is empty; give the page a title, or leave the key out to use the file's name"),
    ])
    func frontMatter(matter: String, message: String) async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        try site.site.edit("Content/about.md", replacing: "title: About\norder: 1", with: matter)
        try await Self.expectRefused(site, [], message)
    }

    @Test("A scenario or page that is not UTF-8 names the file, the line and column of the first bad byte")
    func notUTF8() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try Data(Array("title: Bad\n\nfoo ".utf8) + [0xFF] + Array(" bar\n".utf8))
            .write(to: site.root.appendingPathComponent("Content/scenarios/bad.scenario"))
        try await Self.expectRefused(site, [], "Content/scenarios/bad.scenario:3:5: error: cannot read scenario file: byte 0xFF is not UTF-8; save the file as UTF-8 text")
    }

    @Test("A NUL byte in a page, its front matter, a scenario, site.yml or a template is an error where it is", arguments: [
        ("Content/about.md", "---\ntitle: About\n---\n\n# About\n\nBefore \u{0}after\n", "Content/about.md:7:8: error: cannot read page: it holds a NUL byte (0x00), which no text file does; remove it"),
        ("Content/about.md", "---\ntitle: Ab\u{0}out\n---\n\n# About\n", "Content/about.md:2:10: error: cannot read page: it holds a NUL byte (0x00), which no text file does; remove it"),
        ("Content/scenarios/nul.scenario", "title: N\u{0}UL\n", "Content/scenarios/nul.scenario:1:9: error: cannot read scenario file: it holds a NUL byte (0x00), which no text file does; remove it"),
        ("Content/site.yml", "title: Café\u{0}\n", "Content/site.yml:1:12: error: cannot read site settings: it holds a NUL byte (0x00), which no text file does; remove it"),
        ("Templates/footer.mustache", "<footer>\u{0}</footer>\n", "Templates/footer.mustache:1:9: error: cannot read template: it holds a NUL byte (0x00), which no text file does; remove it"),
    ])
    func nul(path: String, text: String, message: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write(path, text)
        try await Self.expectRefused(site, [], message)
    }

    /// Ten levels of nine aliases: 9^10 nodes behind 400 bytes, then one as a key.
    static let bombYAML: String = {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for (previous, name) in zip("abcdefghi", "bcdefghij") {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n? *j\n: x\n"
    }()

    @Test("A YAML alias bomb as a key is refused at the alias in front matter, site.yml and an evidence header, at once", arguments: [
        ("Content/about.md", "---\n" + bombYAML + "---\n# About\n", "Content/about.md:12:3"),
        ("Content/site.yml", bombYAML, "Content/site.yml:11:3"),
        ("Content/evidence/bomb.log", "---\n" + bombYAML + "---\n-[A viewDidLoad]\n", "Content/evidence/bomb.log:12:3"),
    ])
    func aliasBomb(path: String, text: String, location: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write(path, text)
        let refused = try await Self.expectRefused(site, [], location + ": error: an alias (*j) in a key; a few bytes of aliases can stand for billions of nodes, so Lifeline reads none in keys: write the key out")
        #expect(refused.elapsed < .seconds(20))
    }

    @Test("An evidence header's YAML error is at its own line and column, not the header's first line")
    func evidenceHeaderSyntax() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try site.write("Content/evidence/bad.log", "---\ntitle: A log\nsource: https://example.org/x\nauthor: [Someone\nios: unknown\n---\n-[A viewDidLoad]\n")
        try await Self.expectRefused(site, [], "Content/evidence/bad.log:4:9: error: the header is not valid YAML: this '[' is never closed; expected ',' or ']' (the YAML stops making sense on line 5)")
    }

    @Test("A diagram cache inside Content/, Templates/ or the output folder is refused before anything is built", arguments: [
        ("Templates/assets/cache", "Templates/assets/cache: error: the diagram cache is inside the templates folder, which a build reads and publishes from; keep it elsewhere with --cache (the default is .build/lifeline-cache)"),
        ("Content/cache", "Content/cache: error: the diagram cache is inside the content folder, which a build reads; keep it elsewhere with --cache (the default is .build/lifeline-cache)"),
        ("Content", "Content: error: the diagram cache is the content folder, which a build reads; keep it elsewhere with --cache (the default is .build/lifeline-cache)"),
        ("Output/assets/cache", "Output/assets/cache: error: the diagram cache is inside the output folder, which a build replaces and publishes; keep it elsewhere with --cache (the default is .build/lifeline-cache)"),
    ])
    func cacheInsideSite(cache: String, message: String) async throws {
        let site = try HostileSite()
        defer { site.remove() }
        try await Self.expectRefused(site, ["--cache", cache], message)
        #expect(try await site.run(["check", "--cache", cache]) == HostileSite.Result(status: 1, error: message + "\n"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("Templates/assets/cache").path))
    }

    @Test("A dotted name in a template is checked like any other")
    func dottedName() async throws {
        let site = try HostileSite(pagesOnly: true)
        defer { site.remove() }
        let footer = try site.site.read("Templates/footer.mustache")
        try site.write("Templates/footer.mustache", footer + "{{site.nosuch}}\n")
        let line = footer.split(separator: "\n", omittingEmptySubsequences: false).count
        try await Self.expectRefused(site, [], "Templates/footer.mustache:\(line):1: error: 'site.nosuch' is not a stored property of the page model (rendering 'page')")
    }

    @Test("A theme's scenario page written for an earlier lifeline, with the rows loop, is told what replaced it")
    func retiredRows() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let scenario = try site.site.read("Templates/scenario.mustache")
        let old = scenario.replacingOccurrences(of: "{{{traceRows}}}", with: "{{#rows}}<tr><td>{{text}}</td></tr>{{/rows}}\n")
        try site.write("Templates/scenario.mustache", old)
        let line = try #require(old.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("{{#rows}}") }) + 1
        try await Self.expectRefused(site, [], "Templates/scenario.mustache:\(line):1: error: 'rows' is not a stored property of the page model (rendering 'scenario'); "
            + "a scenario page's trace rows are '{{{traceRows}}}', each row written by trace-row.mustache (see the built-in theme's)")
    }

    @Test("diagram -o follows a symbolic link, writes through a pipe or a device, replaces a regular file, refuses a folder")
    func diagramOutput() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        let manager = FileManager.default
        let target = site.root.appendingPathComponent("target.dot")
        try site.write("target.dot", "old\n")
        try manager.createSymbolicLink(atPath: site.root.appendingPathComponent("link.dot").path, withDestinationPath: "target.dot")
        #expect(try await site.run(["diagram", "launch", "--format", "dot", "-o", "link.dot"]) == HostileSite.Result(status: 0, error: ""))
        #expect(try manager.destinationOfSymbolicLink(atPath: site.root.appendingPathComponent("link.dot").path) == "target.dot")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("digraph"))
        // A dangling link names the file to create; the link stays.
        try manager.createSymbolicLink(atPath: site.root.appendingPathComponent("dangling.dot").path, withDestinationPath: "made.dot")
        #expect(try await site.run(["diagram", "launch", "--format", "dot", "-o", "dangling.dot"]) == HostileSite.Result(status: 0, error: ""))
        #expect(try manager.destinationOfSymbolicLink(atPath: site.root.appendingPathComponent("dangling.dot").path) == "made.dot")
        #expect(try site.site.read("made.dot").hasPrefix("digraph"))

        // A character device of our own (the null device, major 1 minor 3) where we may make one (as
        // root): the system's /dev/null is shared with every other process on the machine.
        let device = site.root.appendingPathComponent("null").path
        let null = mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 ? device : "/dev/null"
        #expect(try await site.run(["diagram", "launch", "--format", "dot", "-o", null]) == HostileSite.Result(status: 0, error: ""))
        var status = stat()
        #expect(stat(null, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)

        let fifo = site.root.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // The reader opens the pipe first, on a thread of its own: opening a FIFO blocks until both ends are open.
        async let received = offPool { FileHandle(forReadingAtPath: fifo.path)?.readDataToEndOfFile() ?? Data() }
        #expect(try await site.run(["diagram", "launch", "--format", "dot", "-o", "pipe"]) == HostileSite.Result(status: 0, error: ""))
        // Had lifeline never opened the pipe, the reader would wait for ever: a writer of our own
        // that opens and closes at once ends its wait (no data, so the test fails) and does nothing else.
        close(open(fifo.path, O_WRONLY | O_NONBLOCK))
        #expect(String(decoding: try await received, as: UTF8.self).hasPrefix("digraph"))
        #expect(stat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)

        #expect(try await site.run(["diagram", "launch", "--format", "dot", "-o", "Content"])
            == HostileSite.Result(status: 1, error: "Content: error: cannot write: it is a folder; name a file\n"))
    }

    @Test("A diagram to a full device fails with the reason")
    func fullDevice() async throws {
        let site = try HostileSite()
        defer { site.remove() }
        #expect(try await site.run(["diagram", "launch", "--format", "dot", "-o", "/dev/full"])
            == HostileSite.Result(status: 1, error: "/dev/full: error: cannot write: no space left on device\n"))
    }
}
