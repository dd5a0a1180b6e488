import Foundation
import LifelineDocs
import LifelineTestSupport
import Testing

/// A rebuild with the last build in memory (what `serve` does) writes byte for byte what a cold
/// build of the same sources writes; it renders only the pages whose inputs changed, and links
/// the files the output folder already holds instead of writing them again.
@Suite struct IncrementalBuildTests {
    /// Builds `site` with `memory` and returns its log; then builds the same sources cold (no
    /// memory, an empty diagram cache, a new folder) and expects the same files and bytes.
    static func rebuild(_ site: FixtureSite, memory: BuildMemory) throws -> [String] {
        let lines = LogLines()
        try BuildPipeline(project: site.project, memory: memory, log: { lines.append($0) }).run()
        var cold = site.project
        cold.output = site.root.appendingPathComponent("Cold")
        cold.cache = site.root.appendingPathComponent("cold-cache-\(UUID().uuidString)")
        try BuildPipeline(project: cold).run()
        let incremental = HostileSite.snapshot(site.output), fresh = HostileSite.snapshot(cold.output)
        #expect(incremental.keys.sorted() == fresh.keys.sorted())
        let different = fresh.keys.filter { incremental[$0] != fresh[$0] }.sorted()
        #expect(different == [], "differs from a cold build: \(different)")
        try FileManager.default.removeItem(at: cold.output)
        return lines.all
    }

    /// Each output file's inode: a file linked from the last build keeps its inode.
    static func inodes(_ site: FixtureSite) throws -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try FixtureSite.files(under: site.output).map { name in
            (name, (try FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent(name).path)[.systemFileNumber] as! NSNumber).intValue)
        })
    }

    @Test("A page's text edited: that page alone is rendered again; every other file is the last build's, linked; the bytes are a cold build's")
    func onePage() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let memory = BuildMemory()
        _ = try Self.rebuild(site, memory: memory)
        let before = try Self.inodes(site)

        try site.edit("Content/about.md", replacing: "Nothing but a page", with: "Now an edited page")
        let log = try Self.rebuild(site, memory: memory)
        // Unchanged: the other Markdown pages, the scenario index and page, search and 404.
        #expect(log.contains("  1 page rendered, 30 unchanged since the last build"), "\(log)")
        #expect(try site.read("Output/about.html").contains("Now an edited page in the middle"))
        let after = try Self.inodes(site)
        #expect(after.keys.sorted() == before.keys.sorted())
        // Written again: the edited page, the search index (it holds the page's text) and the marker.
        let written = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(written == [".lifeline-output", "about.html", "assets/search-index.js"])
    }

    @Test("A title edited: every page is rendered again, since every sidebar lists it; the bytes are a cold build's")
    func title() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let memory = BuildMemory()
        _ = try Self.rebuild(site, memory: memory)
        try site.edit("Content/about.md", replacing: "title: About", with: "title: About us")
        let log = try Self.rebuild(site, memory: memory)
        #expect(!log.contains { $0.contains("unchanged since the last build") }, "\(log)")
        #expect(try site.read("Output/guide/reading.html").contains("About us"))
    }

    @Test("A scenario, a template, an inline scenario, a page added and one removed: each rebuild's bytes are a cold build's")
    func everyInput() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        let memory = BuildMemory()
        _ = try Self.rebuild(site, memory: memory)
        try site.edit("Content/scenarios/launch.scenario", replacing: "description: The app launches.", with: "description: The app starts.")
        _ = try Self.rebuild(site, memory: memory)
        try site.edit("Content/scenarios/launch.scenario", replacing: "launch with root A", with: "launch with root A\nmemory warning")
        _ = try Self.rebuild(site, memory: memory)
        try site.edit("Content/guide/reading.md", replacing: "launch with root Root", with: "launch with root Root\nmemory warning")
        _ = try Self.rebuild(site, memory: memory)
        try site.edit("Templates/layout.mustache", replacing: "</body>", with: "<!-- edited -->\n</body>")
        _ = try Self.rebuild(site, memory: memory)
        try site.write("Content/new.md", "---\ntitle: New\n---\n\n# New\n\nA page [about](about.md).\n")
        _ = try Self.rebuild(site, memory: memory)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/new.md"))
        _ = try Self.rebuild(site, memory: memory)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("new.html").path))
    }

    @Test("A build without memory links the files the output folder already holds, byte for byte")
    func linksAcrossProcesses() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project) { _ in }
        let before = try Self.inodes(site)
        try site.edit("Content/about.md", replacing: "Nothing but a page", with: "Now an edited page")
        try Lifeline.build(site.project) { _ in }
        let after = try Self.inodes(site)
        #expect(after.keys.filter { after[$0] != before[$0] }.sorted() == [".lifeline-output", "about.html", "assets/search-index.js"])
    }
}
