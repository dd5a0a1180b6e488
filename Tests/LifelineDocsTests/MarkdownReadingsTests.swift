import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// The Markdown pages a build keeps between builds (`MarkdownReadings`): a page taken back is the
/// page its file reads as, diagram blocks and all, and anything else is a miss.
@Suite struct MarkdownReadingsTests {
    /// Every Markdown page of the project, with its text, read as the loader reads it.
    static func canonicalPages() throws -> [(page: SourcePage, text: String, slug: String)] {
        let content = Repository.root.appendingPathComponent("Content")
        return try ContentLoader.files(under: content, withExtension: "md").map { name in
            let text = try String(contentsOf: content.appendingPathComponent(name), encoding: .utf8)
            let path = "Content/" + name, slug = String(name.dropLast(3))
            let (matter, body, bodyLine) = try FrontMatter.split(text, path: path)
            let page = try SourcePage(
                path: path, outputPath: SitePage.Kind.markdown(slug: slug).path, frontMatter: matter, body: body, bodyLine: bodyLine,
                inlineIDPrefix: slug.replacingOccurrences(of: "/", with: "-"))
            return (page, text, slug)
        }
    }

    @Test("Every Markdown page of the project, kept and taken back by the next build, is the page its file reads as")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pages = try Self.canonicalPages()
        #expect(pages.count >= 15)
        #expect(pages.contains { !$0.page.diagramBlocks.isEmpty })
        let first = MarkdownReadings(folder: folder.url)
        for (page, text, _) in pages { first.keep(page, text: text) }
        let next = MarkdownReadings(folder: folder.url)
        for (page, text, slug) in pages {
            let reading = try #require(next.reading(path: page.path, text: text), "\(page.path)")
            #expect(reading == MarkdownReadings.Reading(page), "\(page.path)")
            let again = try SourcePage(reading: reading, path: page.path, outputPath: page.outputPath, inlineIDPrefix: slug.replacingOccurrences(of: "/", with: "-"))
            #expect(MarkdownReadings.Reading(again) == MarkdownReadings.Reading(page), "\(page.path)")
            #expect(again.diagramBlocks.map { "\($0.path):\($0.line) \(String(reflecting: $0.source))" } == page.diagramBlocks.map { "\($0.path):\($0.line) \(String(reflecting: $0.source))" }, "\(page.path)")
        }
    }

    @Test("A page whose text or path differs, or whose entry is damaged, is a miss: read again")
    func misses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (page, text, _) = try #require(try Self.canonicalPages().first { !$0.page.diagramBlocks.isEmpty })
        MarkdownReadings(folder: folder.url).keep(page, text: text)
        let next = MarkdownReadings(folder: folder.url)
        #expect(next.reading(path: page.path, text: text) == MarkdownReadings.Reading(page))
        #expect(next.reading(path: page.path, text: text + " ") == nil)
        #expect(next.reading(path: "Content/moved.md", text: text) == nil)
        // Its fields cut short, the record's seal mended (what a sealed but wrong entry would be).
        let packed = MarkdownReadings.Reading(page).packed
        next.cache.store(packed.dropLast(), for: "\(MarkdownReadings.version)\ntool \(BuildFingerprint.toolStamp)\npath \(page.path)\ndigest \(ContentDigest.hex(text))", slot: page.path)
        #expect(MarkdownReadings(folder: folder.url).reading(path: page.path, text: text) == nil)
    }

    @Test("A packed reading round-trips its front matter set and unset; damaged counts, numbers and flags are no reading")
    func packedFields() throws {
        let (page, _, _) = try #require(try Self.canonicalPages().first { !$0.page.diagramBlocks.isEmpty && !$0.page.markdown.links.isEmpty && !$0.page.markdown.headings.isEmpty })
        var reading = MarkdownReadings.Reading(page)
        for matter in [FrontMatter(), FrontMatter(title: "T", description: "", order: -3, draft: true), FrontMatter(title: "", description: "视图 d", order: 0)] {
            reading.frontMatter = matter
            #expect(MarkdownReadings.Reading(packed: reading.packed) == reading, "\(matter)")
        }
        var fields = try #require(PackedFields.unpack(reading.packed))
        let counts = "\(reading.markdown.headings.count) \(reading.markdown.links.count) \(reading.blocks.count)"
        let heading = 8, link = 8 + 4 * reading.markdown.headings.count, block = link + 3 * reading.markdown.links.count
        let damages: [(Int, String)] = [
            (2, "=x"), (2, "1"), (3, "yes"), (5, "one"), (7, counts + " 1"), (7, "0 0 0"), (7, "-1 0 0"), (heading, "h"), (heading + 3, ""),
            (link + 1, "image"), (link + 2, "x"), (block + 1, "x"),
        ]
        for (index, value) in damages {
            let kept = fields[index]
            fields[index] = Data(value.utf8)
            #expect(MarkdownReadings.Reading(packed: PackedFields.pack(fields)) == nil, "field \(index) = \(value)")
            fields[index] = kept
        }
        #expect(MarkdownReadings.Reading(packed: PackedFields.pack(fields)) == reading)
    }
}
