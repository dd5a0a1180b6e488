import Foundation
import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// A build through the command line's road leaves the drawings the diagram cache keeps unread
/// (`DrawingFile.kept`): their hashes name them, the facts kept beside each SVG (`SVGFacts`) size
/// them, and stage 5 reads one only when the output folder lacks it. What a build publishes is
/// the same bytes whatever the cache holds.
@Suite struct KeptDrawingTests {
    /// Garbles the last eight bytes of every SVG the cache keeps by what its diagram is made of;
    /// returns how many.
    static func garbleKeptSVGs(_ site: FixtureSite) throws -> Int {
        var garbled = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: site.project.cache.path) where name.hasSuffix(".pack") {
            let pack = site.project.cache.appendingPathComponent(name)
            var bytes = try Data(contentsOf: pack)
            for record in CachePackRecords(bytes) {
                let key = String(decoding: bytes[record.key], as: UTF8.self)
                guard key.contains("lifeline-diagram-ingredients"), key.contains("\nformat svg\n"), !key.hasSuffix("\nheader band"), !key.hasSuffix("\nsvg facts") else { continue }
                bytes.replaceSubrange(record.data.upperBound - 8..<record.data.upperBound, with: Data("garbled!".utf8))
                garbled += 1
            }
            try bytes.write(to: pack)
        }
        return garbled
    }

    static func forgetLastBuild(_ site: FixtureSite) throws {
        try FileManager.default.removeItem(at: site.project.cache.appendingPathComponent("last-build.fingerprint"))
    }

    /// Builds `site` again into an empty output folder, as if the last build had not run: every
    /// file is written, none linked.
    static func rebuildWithoutOutput(_ site: FixtureSite) throws {
        try FileManager.default.removeItem(at: site.output)
        try forgetLastBuild(site)
        try Lifeline.build(site.project) { _ in }
    }

    static func inode(_ path: String, in site: FixtureSite) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent(path).path)[.systemFileNumber] as? Int)
    }

    @Test("A rebuild links every drawing from the last output unread: with every kept SVG garbled in the cache, Output/ is as it was, the same files")
    func linkedUnread() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project) { _ in }
        let first = HostileSite.snapshot(site.output)
        let svg = try #require(first.keys.filter { $0.hasPrefix("diagrams/") && $0.hasSuffix(".svg") }.sorted().first)
        let inode = try Self.inode(svg, in: site)
        // Not kept by their DOT texts either: a drawing read and found garbled would be drawn
        // again, and stored by its DOT text.
        let cache = ContentCache(folder: site.project.cache)
        cache.remove { !$0.contains("lifeline-diagram-ingredients") }
        let kept = Set(cache.keys)
        // Three sequence diagrams and two state graphs.
        #expect(try Self.garbleKeptSVGs(site) == 5)
        try Self.forgetLastBuild(site)
        try Lifeline.build(site.project) { _ in }
        #expect(HostileSite.snapshot(site.output) == first)
        #expect(try Self.inode(svg, in: site) == inode)
        #expect(Set(ContentCache(folder: site.project.cache).keys) == kept)
    }

    @Test("A drawing the output folder lacks is read from the cache, and drawn again by Graphviz when its bytes there are garbled: the same files")
    func readOrDrawnAgain() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project) { _ in }
        let first = HostileSite.snapshot(site.output)
        try Self.rebuildWithoutOutput(site)
        #expect(HostileSite.snapshot(site.output) == first)
        // Nor kept by their DOT texts: Graphviz draws them again.
        ContentCache(folder: site.project.cache).remove { !$0.contains("lifeline-diagram-ingredients") }
        #expect(try Self.garbleKeptSVGs(site) == 5)
        try Self.rebuildWithoutOutput(site)
        #expect(HostileSite.snapshot(site.output) == first)
    }

    @Test("A cache from before SVG facts were kept: each SVG is read once for its size and viewBox, its facts kept for the next build; the same files")
    func factsKeptAgain() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try Lifeline.build(site.project) { _ in }
        let first = HostileSite.snapshot(site.output)
        let cache = ContentCache(folder: site.project.cache)
        let facts = Set(cache.keys.filter { $0.hasSuffix("\nsvg facts") })
        #expect(facts.count == 5)
        cache.remove { $0.hasSuffix("\nsvg facts") }
        try Self.rebuildWithoutOutput(site)
        #expect(HostileSite.snapshot(site.output) == first)
        #expect(Set(ContentCache(folder: site.project.cache).keys.filter { $0.hasSuffix("\nsvg facts") }) == facts)
    }
}
