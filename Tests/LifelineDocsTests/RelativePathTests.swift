import Testing

@testable import LifelineDocs

/// A site path as a link from the root: percent-encoded segment by segment where it must be,
/// and left as it is (byte for byte) where nothing needs escaping.
@Suite("Links from the site's root")
struct RelativePathTests {
    @Test("Safe paths stay as written; spaces, '#', '?', '%' and other scripts are escaped", arguments: [
        ("scenarios/push-pop.html", "scenarios/push-pop.html"),
        ("evidence/a_b~c(1).html", "evidence/a_b~c(1).html"),
        ("", ""),
        ("a b/c.html", "a%20b/c.html"),
        ("x#y?z%.html", "x%23y%3Fz%25.html"),
        ("视图/生命.html", "%E8%A7%86%E5%9B%BE/%E7%94%9F%E5%91%BD.html"),
        ("a//b/", "a//b/"),
        ("javascript:alert(1).html", "javascript%3Aalert(1).html"),
    ])
    func fromRoot(path: String, link: String) {
        #expect(RelativePath.fromRoot(path) == link)
    }

    @Test("Each ASCII character alone stays as written exactly when it is unreserved or one of the safe sub-delimiters; others are percent-encoded")
    func everyASCII() {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@/")
        for value in UInt8(1)..<128 {
            let character = Character(UnicodeScalar(value))
            let linked = RelativePath.fromRoot("a\(character)b")
            #expect((linked == "a\(character)b") == allowed.contains(character), "\(value) \(linked)")
        }
    }

    @Test("A Markdown page's link names the page's HTML; a URL, an anchor and any other file stay as written", arguments: [
        ("guide/reading.md", "guide/reading.html"),
        ("reading.md#code", "reading.html#code"),
        ("reading.md#a#b", "reading.html#a#b"),
        ("#code", "#code"),
        ("https://example.org/a.md", "https://example.org/a.md"),
        ("a:b.md", "a:b.md"),
        ("notes.txt", "notes.txt"),
        ("notes.txt#x", "notes.txt#x"),
        ("é/ü.md", "é/ü.html"),
        (".md", ".html"),
    ])
    func markdownToHTML(destination: String, link: String) {
        #expect(RelativePath.markdownToHTML(destination) == link)
    }
}
