import Foundation
import StaticSite
import Testing

@Suite("Sitemap and search index")
struct SitemapAndSearchTests {
    @Test("The sitemap lists absolute URLs in path order, folders for index pages, no dates")
    func sitemap() {
        let xml = Sitemap(baseURL: "https://example.org/docs").xml(paths: ["b.html", "index.html", "guide/index.html", "a b.html"])
        #expect(String(decoding: xml, as: UTF8.self) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.org/docs/a%20b.html</loc></url>
              <url><loc>https://example.org/docs/b.html</loc></url>
              <url><loc>https://example.org/docs/guide/</loc></url>
              <url><loc>https://example.org/docs/</loc></url>
            </urlset>

            """)
    }

    @Test("The search index holds titles and second-level-and-deeper headings, as a script")
    func searchIndex() throws {
        var index = SearchIndex()
        index.add(title: "Loading", url: "loading.html", headings: [
            .init(level: 1, text: "Loading", anchor: "loading", line: 1),
            .init(level: 2, text: "</script> & loadView", anchor: "script--loadview", line: 3),
        ])
        #expect(String(decoding: try index.script(variable: "idx"), as: UTF8.self) == """
            window.idx = [{"title":"Loading","url":"loading.html"},{"page":"Loading","title":"<\\/script> & loadView","url":"loading.html#script--loadview"}];

            """)
    }
}
