import Foundation
import StaticSite
import Testing

@Suite("Checking a site's links")
struct LinkCheckerTests {
    static func site(_ pages: [String: String]) -> [String: Data] {
        var files = pages.mapValues { Data($0.utf8) }
        files["assets/style.css"] = Data()
        files["img/a b.svg"] = Data()
        return files
    }

    @Test("Relative links, folders, anchors, images and external links that lead somewhere pass")
    func goodLinks() {
        let files = Self.site([
            "index.html": ##"<a href="guide/x.html#part">x</a> <a href="guide/">g</a> <img src="img/a%20b.svg"> <a href="https://example.org/none">e</a> <a href="mailto:a@b.c">m</a> <a href="#top">t</a> <h1 id="top">T</h1>"##,
            "guide/x.html": #"<link href="../assets/style.css"><h2 id="part">P</h2><a href="../index.html?x=1">back</a>"#,
            "guide/index.html": #"<a href="./x.html">x</a>"#,
        ])
        #expect(LinkChecker().check(files) == [])
    }

    @Test("Missing files, missing anchors, absolute paths and escapes above the root are reported in page order")
    func badLinks() {
        let files = Self.site([
            "index.html": #"<a href="nowhere.html">a</a> <img src="img/missing.png"> <a href="/guide/x.html">abs</a>"#,
            "guide/x.html": ##"<a href="../index.html#gone">b</a> <a href="../../up.html">c</a> <a href="#here">d</a> <p id="here"></p>"##,
        ])
        #expect(LinkChecker().check(files) == [
            .init(page: "guide/x.html", destination: "../index.html#gone", reason: "names an anchor '#gone' that index.html does not have"),
            .init(page: "guide/x.html", destination: "../../up.html", reason: "leads outside the site"),
            .init(page: "index.html", destination: "nowhere.html", reason: "names a file the site does not have"),
            .init(page: "index.html", destination: "/guide/x.html", reason: "is an absolute path; links must be relative"),
            .init(page: "index.html", destination: "img/missing.png", reason: "names a file the site does not have"),
        ])
    }

    @Test("Links to an anchor of their own page: found or reported by the anchor as written, decoded where it holds an escape")
    func ownAnchors() {
        let files = Self.site([
            "a.html": ##"<p id="x?y"></p><p id="é"></p><p id="a#b"></p> <a href="#x?y">1</a> <a href="#%C3%A9">2</a> <a href="#a#b">3</a> <a href="#">4</a> <a href="#gone">5</a> <a href="#gone&amp;x">6</a> <a href="#y%">7</a>"##,
        ])
        #expect(LinkChecker().check(files) == [
            .init(page: "a.html", destination: "#gone", reason: "names an anchor '#gone' that a.html does not have"),
            .init(page: "a.html", destination: "#gone&amp;x", reason: "names an anchor '#gone&x' that a.html does not have"),
            .init(page: "a.html", destination: "#y%", reason: "names an anchor '#y%' that a.html does not have"),
        ])
    }

    @Test("A page of 20,000 headings, each linked to, is read in one pass (no timing: every link is found and good)")
    func manyHeadings() {
        let page = (0..<20_000).map { ##"<h2 id="h\##($0)">é \##($0)</h2><a href="#h\##($0)">x</a>"## }.joined(separator: "\n")
        #expect(LinkChecker().check(Self.site(["index.html": page])).isEmpty)
        #expect(LinkChecker().check(Self.site(["index.html": page + ##"<a href="#nowhere">"##])).count == 1)
    }
}
