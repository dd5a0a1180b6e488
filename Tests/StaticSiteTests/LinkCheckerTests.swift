import Foundation
@testable import StaticSite
import LifelineTestSupport
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

    /// `resolve` as it was written before, splitting by Character: the reference for ASCII paths.
    static func resolvedByCharacter(_ relative: String, from page: String) -> String? {
        var components = page.split(separator: "/").map(String.init).dropLast()
        for component in relative.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/") + (relative.hasSuffix("/") && !components.isEmpty ? "/" : "")
    }

    @Test("A relative path resolves against its page's folder, split at each '/' byte", arguments: [
        ("b.html", "a/p.html", "a/b.html"), ("../b.html", "a/p.html", "b.html"), ("../../b.html", "a/p.html", nil),
        ("./c/./d/", "p.html", "c/d/"), ("x/..//y", "a/b/p.html", "a/b/y"), ("..", "a/p.html", ""), ("", "a/p.html", "a"),
        ("视图/../é.html", "p.html", "é.html"), ("../\u{301}x.html", "a/p.html", "\u{301}x.html"), ("...", "p.html", "..."),
    ] as [(String, String, String?)])
    func resolves(relative: String, page: String, expected: String?) {
        #expect(LinkChecker.resolve(relative, from: page) == expected)
    }

    @Test("Random ASCII paths resolve as the split by Character resolved them")
    func resolvesAsBefore() {
        var random = SeededGenerator(state: 41)
        let pieces = ["/", "/", ".", "..", "a", "b.html", "-", "_"]
        func path() -> String { (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        for _ in 0..<3_000 {
            let relative = path(), page = path()
            #expect(LinkChecker.resolve(relative, from: page) == Self.resolvedByCharacter(relative, from: page), "\(relative) from \(page)")
        }
    }

    @Test("The fragment and query are cut at the first '#' and '?' bytes, even before a combining mark")
    func fragmentAndQuery() {
        let page = LinkChecker.PageScan(ids: ["\u{301}x", "top"], destinations: ["b.html?q=1#top", "b.html#\u{301}x", "b.html?#top", "b.html#top?x", "b.html#\u{301}y"])
        let target = LinkChecker.PageScan(ids: ["top", "\u{301}x"], destinations: [])
        let broken = LinkChecker().check(pages: ["a.html": page, "b.html": target], files: ["a.html", "b.html"])
        #expect(broken.map(\.description) == [
            "a.html: 'b.html#top?x' names an anchor '#top?x' that b.html does not have",
            "a.html: 'b.html#\u{301}y' names an anchor '#\u{301}y' that b.html does not have",
        ])
    }
}
