import Foundation
import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

@Suite("Building the site")
struct BuildTests {
    /// The repository's own site is built by `make test` (the site check, the browser test and the
    /// check that Output/ is what the sources build); built here too, it was a tenth of `swift test`.
    @Test("A site builds: its pages, the scenario pages, diagrams, assets; five stages logged")
    func fixtureSite() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let lines = LogLines()
        try Lifeline.build(site.project) { lines.append($0) }
        let files = FixtureSite.files(under: site.output)
        for expected in [
            "404.html", "assets/search-index.js", "assets/search.js", "assets/style.css", "index.html",
            "scenarios/index.html", "scenarios/launch.html",
            "diagrams/launch-sequence.svg",
            "diagrams/launch-state.svg",
        ] {
            #expect(files.contains(expected), "missing \(expected)")
        }
        // PNG only with --png (or one at a time from `lifeline diagram --format png`), traces
        // only with --traces (or from `lifeline trace ID --format json`).
        #expect(!files.contains { $0.hasSuffix(".png") })
        #expect(!files.contains { $0.hasSuffix(".json") })
        // The home page shows diagrams (which ones is the content's business), each one built.
        let index = try site.read("Output/index.html")
        let images = index.matches(of: #/<img src="(diagrams/[^"]+\.svg)"/#).map { String($0.output.1) }
        #expect(!images.isEmpty)
        for image in images { #expect(files.contains(image), "the home page shows \(image), which was not built") }
        #expect(lines.all.filter { $0.hasPrefix("[") }.map { String($0.prefix(5)) } == ["[1/5]", "[2/5]", "[3/5]", "[4/5]", "[5/5]"])
        // The fixture's base-url is a placeholder, as the repository's is until the site has an
        // address: every build says so, and writes no sitemap of addresses where the site is not.
        #expect(lines.all.filter { !$0.hasPrefix("[") } == [
            "Content/site.yml: warning: base-url https://example.org/fixture/ is a placeholder, so no sitemap.xml is written; "
                + "set base-url in Content/site.yml, or pass --base-url, before publishing",
        ])
        #expect(!files.contains("sitemap.xml"))
        // Nothing but Output/ is left beside the sources: no staging or previous folders.
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == ["Content", "Output", "Templates", "cache"])
    }

    @Test("Building twice gives byte-identical output, with the cache cold and warm")
    func deterministic() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        var first = site.project, second = site.project
        first.output = site.root.appendingPathComponent("first")
        second.output = site.root.appendingPathComponent("second")
        try Lifeline.build(first) { _ in }
        try Lifeline.build(second) { _ in }
        let names = FixtureSite.files(under: first.output)
        #expect(names == FixtureSite.files(under: second.output))
        for name in names {
            let a = try Data(contentsOf: first.output.appendingPathComponent(name))
            let b = try Data(contentsOf: second.output.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between two builds")
        }
    }

    @Test("Rendered diagrams are kept in the cache folder, outside the output: the SVG of each diagram")
    func cacheFolder() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project) { _ in }
        let entries = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("cache").path)
        // 2 scenarios × 2 diagrams, and the home page's diagram showing only A and A.view, each
        // two entries: one by what it is made of, one by its DOT text (every diagram's DOT text
        // differs: a state graph carries its scenario's title and numbered path); and each of
        // the three sequence diagrams' header band and each of the five SVGs' facts (`SVGFacts`),
        // kept by what it is made of. All in one pack
        // file; the last build's fingerprint is kept there too, the pages it rendered
        // (`pages/`, one entry a page, in a pack of their own), the Markdown pages as read
        // (`markdown/`), the template checks judged whole (`templates/`) and the scenarios' traces (`traces/`).
        #expect(entries.filter { $0.hasSuffix(".pack") }.count == 1, "\(entries.sorted())")
        #expect(entries.sorted() == [entries.first { $0.hasSuffix(".pack") } ?? "", "last-build.fingerprint", "markdown", "pages", "templates", "traces"].sorted(), "\(entries.sorted())")
        #expect(ContentCache(folder: site.root.appendingPathComponent("cache")).keys.count == 18)
        let pages = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("cache/pages").path)
        #expect(pages.count == 1 && pages[0].hasSuffix(".pack"), "\(pages.sorted())")
        // Each page's fields and its bytes, the digests of the Rules and Coverage pages' models
        // (`SiteModelMemo`), and the record of the files the build left in Output/.
        #expect(ContentCache(folder: site.root.appendingPathComponent("cache/pages")).keys.count == 2 * 31 + 2)
    }

    @Test("--png publishes each whole diagram's PNG too, and the download lists link them")
    func png() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project, options: BuildOptions(png: true)) { _ in }
        let files = FixtureSite.files(under: site.output)
        #expect(files.filter { $0.hasSuffix(".png") } == [
            "diagrams/guide-reading-1-sequence.png", "diagrams/guide-reading-1-state.png",
            "diagrams/launch-sequence.png", "diagrams/launch-state.png",
        ])
        let page = try site.read("Output/scenarios/launch.html")
        #expect(page.contains(#"<li>Sequence diagram: <a href="../diagrams/launch-sequence.svg" download>SVG</a> <a href="../diagrams/launch-sequence.png" download>PNG</a> </li>"#))
    }

    @Test("No absolute path and no machine-specific text reaches the output")
    func noAbsolutePaths() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project) { _ in }
        for name in FixtureSite.files(under: site.output) where !name.hasSuffix(".png") {
            let text = try site.read("Output/" + name)
            #expect(!text.contains(site.root.path), "\(name) holds the build folder's path")
            #expect(!text.contains(FileManager.default.temporaryDirectory.path), "\(name) holds the temporary folder's path")
            #expect(!text.contains("href=\"/") && !text.contains("src=\"/"), "\(name) has an absolute link")
        }
    }

    @Test("--timings logs every stage's duration and peak memory, and the total, after the build")
    func timings() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let lines = LogLines()
        try Lifeline.build(site.project, options: BuildOptions(timings: true, jobs: 1)) { lines.append($0) }
        let report = Array(lines.all.drop { $0 != "Timings:" })
        #expect(report.count == 8)
        // The diagram stage's Graphviz part, under it.
        #expect(report.dropFirst().map { String($0.prefix(5)) } == ["[1/5]", "[2/5]", "[3/5]", "  Gra", "[4/5]", "[5/5]", "total"])
        #expect(report[4].hasPrefix("  Graphviz (--jobs 1)"))
        #expect(report.dropFirst().allSatisfy { $0.hasSuffix(" ms") })
        // Each stage with the peak memory so far, where the system says it (Linux): never less
        // than the stage before.
        #if os(Linux)
        let peaks = report.filter { $0.hasPrefix("[") }.compactMap { line -> Int? in
            guard let range = line.range(of: #"peak +[0-9]+ MB"#, options: .regularExpression) else { return nil }
            return Int(line[range].split(separator: " ")[1])
        }
        #expect(peaks.count == 5)
        #expect(peaks == peaks.sorted() && (peaks.first ?? 0) > 0)
        #endif
    }

    @Test("lifeline check builds and checks without writing anything")
    func checkWritesNothing() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let lines = LogLines()
        try Lifeline.check(site.project) { lines.append($0) }
        #expect(lines.all.last == "[5/5] Checking links")
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("A failed build leaves the previous output as it was")
    func failedBuildKeepsOutput() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        try site.write("Output/index.html", "previous")
        try site.write("Output/.lifeline-output", "marker")
        try site.edit("Content/index.md", replacing: "scenario: launch", with: "scenario: nowhere")
        #expect(site.buildError() == "Content/index.md:11:1: error: unknown scenario 'nowhere' (the project's scenarios: launch)")
        #expect(FixtureSite.files(under: site.output) == [".lifeline-output", "index.html"])
        #expect(try site.read("Output/index.html") == "previous")
        // No staging folder is left beside the output. The cache folder may hold what the build
        // read or ran before it failed (the pages as read, the scenarios' traces), as it may
        // hold diagrams.
        let listing = try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted()
        #expect(listing == ["Content", "Output", "Templates", "cache"], "\(listing)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.project.cache.path).sorted() == ["markdown", "traces"])
    }
}
