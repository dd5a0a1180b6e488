import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// The pages a build keeps (`PageStore`): a page kept is the page taken back, fields and bytes;
/// an entry whose fields do not add up is a miss, never a crash.
@Suite struct PageStoreTests {
    static func page() -> FinishedPage {
        var page = FinishedPage(
            path: "guide/a b.html", title: "A \u{1F} title\nwith a line", source: PageSource(path: "Content/guide/a b.md", links: [SourceLink(destination: "../x.html#y", line: 7)]),
            html: Data("<h1 id=\"t\">T</h1><a href=\"../x.html#y\">x</a><p id=\"é\u{301}\"><a href=\"#u\" id=\"u\">u</a><a href=\"../x.html#y\">y</a>".utf8), search: Data(#"{"kind":"page","title":"A","url":"guide/a%20b.html"}"#.utf8), scan: nil)
        page.scanLinks()
        return page
    }

    @Test("A page kept is taken back whole: its fields, its link scan, the hash of its bytes and, apart, its bytes")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = Self.page()
        let hash = PageStore(folder: folder.url).keep(page, key: "key 1")
        #expect(hash == XXHash64.hash(page.html))
        let store = PageStore(folder: folder.url)
        let found = try #require(store.page(page.path, key: "key 1"))
        #expect(found.title == page.title && found.search == page.search && found.htmlHash == hash)
        #expect(found.source?.path == page.source?.path && found.source?.links.map(\.destination) == ["../x.html#y"] && found.source?.links.map(\.line) == [7])
        #expect(found.scan?.ids == ["t", "é\u{301}", "u"] && found.scan?.destinations == ["../x.html#y", "#u", "../x.html#y"])
        // Its ids' share of the link surface is kept with it, and is what its ids make.
        #expect(found.scan?.surfaceTerm == LinkChecker.surfaceTerm(path: page.path, ids: ["t", "é\u{301}", "u"]))
        #expect(found.scan?.surfaceTerm != LinkChecker.surfaceTerm(path: "other.html", ids: ["t", "é\u{301}", "u"]))
        #expect(LinkChecker.surface(pages: [page.path: found.scan!], files: ["x.html"]) == LinkChecker.surface(pages: [page.path: page.scan!], files: ["x.html"]))
        #expect(found.html.isEmpty)
        #expect(store.bytes(of: page.path, key: "key 1") == page.html)
        #expect(store.page(page.path, key: "key 2") == nil && store.bytes(of: page.path, key: "key 2") == nil)
    }

    @Test("Counts that overflow, or fields that do not add up, are a miss", arguments: [
        "1 9223372036854775807 9223372036854775807 0 ff 0", "0 0 1 0 ff 0", "0 0 0 1 ff 0", "0 0 9223372036854775807 0 ff 0", "2 0 0 0 ff 0",
        "0 0 0 0", "0 0 0 0 ff", "0 0 0 0 zz 0", "0 0 0 0 ff zz", "-1 0 0 0 ff 0",
    ])
    func damaged(_ counts: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fields = [Data("title".utf8), Data(), Data(counts.utf8), Data("source".utf8)]
        PageStore(folder: folder.url).cache.store(PackedFields.pack(fields), for: "key", slot: "a.html")
        #expect(PageStore(folder: folder.url).page("a.html", key: "key") == nil)
    }

    @Test("The files a finished build left, and its link surface, are taken back by output folder; another folder's record is none")
    func written() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("Output")
        let files = ["a.html": PageStore.Written(identity: FileIdentity(inode: 12, size: 34, modified: 56), hash: 0xabc), "b c.html": PageStore.Written(identity: FileIdentity(inode: 1, size: 0, modified: 2), hash: 0),
            // The extremes of each word: a time before 1970, the largest inode and hash.
            "diagrams/x.svg": PageStore.Written(identity: FileIdentity(inode: .max, size: .max, modified: -1_000_000_007), hash: .max),
            "é/ü.svg": PageStore.Written(identity: FileIdentity(inode: 0, size: 1, modified: Int(Int64.max)), hash: 1)]
        for surface in [nil, 0, UInt64.max] as [UInt64?] {
            let last = PageStore.LastOutput(files: files, linkSurface: surface)
            PageStore(folder: folder.url).remember(last, in: output)
            #expect(PageStore(folder: folder.url).written(in: output) == last)
        }
        #expect(PageStore(folder: folder.url).written(in: folder.url.appendingPathComponent("Other")) == PageStore.LastOutput())
    }
}
