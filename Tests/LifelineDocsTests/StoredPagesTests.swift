import Foundation
import LifelineDocs
import LifelineTestSupport
import Testing

/// `lifeline build` takes a page from the last build's store (`PageStore`) when its key
/// (`PageKeys`) is the same: after any edit, the output is byte for byte a build's without a
/// store, and only the pages whose inputs changed are rendered.
@Suite struct StoredPagesTests {
    /// Builds `site` as `lifeline build` does (its cache folder holds the last build's pages) and
    /// returns its log; then builds the same sources without stored pages into a new folder and
    /// expects the same files and bytes. (The diagrams the first build drew are linked into the
    /// second's cache: Graphviz drawing them again took most of this suite's time.)
    static func rebuild(_ site: FixtureSite) throws -> [String] {
        let lines = LogLines()
        try BuildPipeline(project: site.project, log: { lines.append($0) }).run()
        var cold = site.project
        cold.output = site.root.appendingPathComponent("Cold")
        cold.cache = site.root.appendingPathComponent("cold-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cold.cache, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: site.project.cache.path) where name.hasSuffix(".pack") {
            try FileManager.default.linkItem(at: site.project.cache.appendingPathComponent(name), to: cold.cache.appendingPathComponent(name))
        }
        let coldLines = LogLines()
        try BuildPipeline(project: cold, log: { coldLines.append($0) }).run()
        #expect(reuse(coldLines.all) == nil, "the build to compare with took stored pages: \(coldLines.all)")
        let stored = HostileSite.snapshot(site.output), fresh = HostileSite.snapshot(cold.output)
        #expect(stored.keys.sorted() == fresh.keys.sorted())
        let different = fresh.keys.filter { stored[$0] != fresh[$0] }.sorted()
        #expect(different == [], "differs from a build without stored pages: \(different)")
        try FileManager.default.removeItem(at: cold.output)
        try FileManager.default.removeItem(at: cold.cache)
        return lines.all
    }

    /// The fixture with a device log of its scenario, so that every kind of page is built.
    static func site() throws -> FixtureSite {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/evidence"), withIntermediateDirectories: true)
        try site.write("Content/evidence/launch-log.log", FixtureSite.launchEvidenceLog)
        return site
    }

    /// The inode of the output file at `path`: the same one after a build means it was linked.
    static func inode(_ path: String, in site: FixtureSite) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent(path).path)[.systemFileNumber] as? Int)
    }

    /// The line a build logs about the pages it took from the store.
    static func reuse(_ log: [String]) -> String? { log.first { $0.hasSuffix("unchanged since the last build") } }

    @Test("Nothing changed but the fingerprint: every page is the store's")
    func nothingChanged() throws {
        let site = try Self.site()
        defer { site.remove() }
        let first = try Self.rebuild(site)
        #expect(Self.reuse(first) == nil, "\(first)")
        try FileManager.default.removeItem(at: site.project.cache.appendingPathComponent("last-build.fingerprint"))
        let again = try Self.rebuild(site)
        #expect(Self.reuse(again) == "  0 pages rendered, 34 unchanged since the last build", "\(again)")
    }

    @Test("Damaged stored pages (cut short, garbled, or holding another page's key) are rendered again, never published")
    func damagedStore() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.rebuild(site)
        let folder = site.project.cache.appendingPathComponent("pages")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 1, "\(names)")
        // Every record of the pack damaged: its data garbled, or its address swapped with the
        // record before it (each then holds another page's key), and the last one cut short.
        let pack = folder.appendingPathComponent(try #require(names.first))
        var bytes = try Data(contentsOf: pack)
        let records = CachePackRecords(bytes)
        // Each page's fields and its bytes, the digests of the Rules and Coverage pages' models
        // (`SiteModelMemo`), and the record of the files the build left in Output/.
        #expect(records.count == 2 * 34 + 2)
        for (index, record) in records.enumerated().dropLast() {
            if index % 2 == 0 {
                bytes.replaceSubrange(record.data.upperBound - 8..<record.data.upperBound, with: Data("garbled!".utf8))
            } else {
                let before = records[index - 1]
                let (mine, theirs) = (bytes[record.address], bytes[before.address])
                bytes.replaceSubrange(record.address, with: theirs)
                bytes.replaceSubrange(before.address, with: mine)
            }
        }
        try bytes.prefix(records[records.count - 1].data.lowerBound + 10).write(to: pack)
        try FileManager.default.removeItem(at: site.project.cache.appendingPathComponent("last-build.fingerprint"))
        let log = try Self.rebuild(site)
        #expect(Self.reuse(log) == nil, "\(log)")
    }

    @Test("A kept page is linked from the file the last build left in Output/, unread; a file edited or replaced there since is written again")
    func linkedUnread() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.rebuild(site)
        let inode = { (path: String) throws -> Int in try Self.inode(path, in: site) }
        let kept = try inode("coverage.html"), edited = try inode("rules.html")
        let original = try site.read("Output/rules.html")
        // Written in place, the same length: the file is the same inode, its time is not.
        let handle = try FileHandle(forWritingTo: site.output.appendingPathComponent("rules.html"))
        try handle.write(contentsOf: Data("X".utf8))
        try handle.close()
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("index.html"))
        try site.write("Output/index.html", "replaced")
        // Every page's stored bytes garbled: a page linked unread never reads them; the two whose
        // files changed need them, find them damaged, and are rendered again.
        let folder = site.project.cache.appendingPathComponent("pages")
        let pack = folder.appendingPathComponent(try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first))
        var bytes = try Data(contentsOf: pack)
        for record in CachePackRecords(bytes) where bytes[record.key].starts(with: Data("bytes\n".utf8)) {
            bytes.replaceSubrange(record.data.upperBound - 8..<record.data.upperBound, with: Data("garbled!".utf8))
        }
        try bytes.write(to: pack)
        try FileManager.default.removeItem(at: site.project.cache.appendingPathComponent("last-build.fingerprint"))
        let log = try Self.rebuild(site)
        #expect(Self.reuse(log) == "  2 pages rendered, 32 unchanged since the last build", "\(log)")
        #expect(try inode("coverage.html") == kept)
        #expect(try inode("rules.html") != edited)
        #expect(try site.read("Output/rules.html") == original)
        #expect(try site.read("Output/index.html") != "replaced")
    }

    @Test("A page linked unread from the last build is checked again when the anchors it names are gone: the build fails at its line")
    func keptPageLinksChecked() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.rebuild(site)
        // index.md, unchanged, links to guide/reading.md#code; both headings that gave that id are renamed.
        let reading = try site.read("Content/guide/reading.md")
        try site.write("Content/guide/reading.md", reading.replacingOccurrences(of: "## Code\n", with: "## Script\n"))
        let lines = LogLines()
        #expect {
            try BuildPipeline(project: site.project, log: { lines.append($0) }).run()
        } throws: { error in
            "\(error)" == """
                Content/guide/reading.md:29:1: error: bad link: '#code' names an anchor '#code' that guide/reading.html does not have
                Content/index.md:16:1: error: bad link: 'guide/reading.html#code' names an anchor '#code' that guide/reading.html does not have
                """
        }
        #expect(Self.reuse(lines.all)?.hasSuffix("unchanged since the last build") == true, "\(lines.all)")
    }

    @Test("A diagram the last build left in Output/ is linked from there when its bytes hash the same; one edited there since is written again")
    func diagramsLinked() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.rebuild(site)
        let inode = { (path: String) throws -> Int in try Self.inode(path, in: site) }
        let kept = try inode("diagrams/launch-state.svg"), edited = try inode("diagrams/launch-sequence.svg")
        let original = try site.read("Output/diagrams/launch-sequence.svg")
        // Written in place, the same length: the same inode, another time.
        let handle = try FileHandle(forWritingTo: site.output.appendingPathComponent("diagrams/launch-sequence.svg"))
        try handle.write(contentsOf: Data("X".utf8))
        try handle.close()
        try FileManager.default.removeItem(at: site.project.cache.appendingPathComponent("last-build.fingerprint"))
        _ = try Self.rebuild(site)
        #expect(try inode("diagrams/launch-state.svg") == kept)
        #expect(try inode("diagrams/launch-sequence.svg") != edited)
        #expect(try site.read("Output/diagrams/launch-sequence.svg") == original)
    }

    @Test("A scenario's title edited: its page, its neighbours', the pages that show its diagrams or name it, not the rules pages")
    func scenarioTitle() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.rebuild(site)
        try site.edit("Content/scenarios/launch.scenario", replacing: "title: Launch", with: "title: Launch, edited")
        let log = try Self.rebuild(site)
        // The scenario's page and the one after it in the reading order (its "previous" link), the
        // scenario index, the home page (its diagrams' figures), the log's page and Evidence (they
        // name it): the six whose bytes change. Not Coverage nor the rules pages (they name ids).
        #expect(Self.reuse(log) == "  6 pages rendered, 28 unchanged since the last build", "\(log)")
        #expect(try site.read("Output/scenarios/launch.html").contains("Launch, edited"))
    }

    @Test("Every kind of input edited, added or removed: each build's bytes are those of a build without stored pages")
    func everyInput() throws {
        let site = try Self.site()
        defer { site.remove() }
        _ = try Self.rebuild(site)
        // Each edit, and how many pages the build after it takes from the store: none where every
        // page changes (a title or a page in every sidebar, a template, the settings); the rules
        // pages again where the rules a scenario uses change (its steps, a log, a scenario); the
        // scenario index only where a scenario's group, title, description or profile changes or
        // a scenario comes or goes, Evidence only where a log's row or verdict does.
        let edits: [(String, reused: String?, () throws -> Void)] = [
            ("a scenario's description", "4 pages rendered, 30", { try site.edit("Content/scenarios/launch.scenario", replacing: "description: The app launches.", with: "description: The app starts.") }),
            ("a scenario's steps", "27 pages rendered, 7", { try site.edit("Content/scenarios/launch.scenario", replacing: "launch with root A", with: "launch with root A\nmemory warning") }),
            ("an inline scenario", "2 pages rendered, 32", { try site.edit("Content/guide/reading.md", replacing: "launch with root Root", with: "launch with root Root\nmemory warning") }),
            ("a page's text", "1 page rendered, 33", { try site.edit("Content/about.md", replacing: "Nothing but a page", with: "Now an edited page") }),
            ("a page's title", nil, { try site.edit("Content/about.md", replacing: "title: About", with: "title: About us") }),
            ("a template", nil, { try site.edit("Templates/layout.mustache", replacing: "</body>", with: "<!-- edited -->\n</body>") }),
            ("the trace row template", nil, { try site.edit("Templates/trace-row.mustache", replacing: "<td>{{depth}}</td></tr>", with: "<td>{{depth}} deep</td></tr>") }),
            ("the site's title", nil, { try site.edit("Content/site.yml", replacing: "title: Fixture", with: "title: Fixture, edited") }),
            ("a device log's line", "3 pages rendered, 31", { try site.edit("Content/evidence/launch-log.log", replacing: "title: A launch", with: "title: A launch, edited") }),
            ("a device log's iOS version", "3 pages rendered, 31", { try site.edit("Content/evidence/launch-log.log", replacing: "ios: unknown", with: "ios: 14.2") }),
            ("a second device log", "27 pages rendered, 8", { try site.write("Content/evidence/second.log", FixtureSite.launchEvidenceLog.replacingOccurrences(of: "title: A launch", with: "title: Another launch")) }),
            ("a device log removed", "26 pages rendered, 8", { try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/evidence/second.log")) }),
            ("a page added", nil, { try site.write("Content/new.md", "---\ntitle: New\norder: 1\n---\n\n# New\n\nA page [about](about.md).\n") }),
            ("a page removed", nil, { try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/new.md")) }),
            ("a scenario added", "28 pages rendered, 7", { try site.write("Content/scenarios/second.scenario", "title: Second\nprofile: iOS 17+\n\ncontroller A: ViewController in code\n\nlaunch with root A\n") }),
            ("a scenario removed", "27 pages rendered, 7", { try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/scenarios/second.scenario")) }),
        ]
        for (what, reused, edit) in edits {
            try edit()
            let log = try Self.rebuild(site)
            #expect(Self.reuse(log) == reused.map { "  \($0) unchanged since the last build" }, "\(what)")
        }
    }
}
