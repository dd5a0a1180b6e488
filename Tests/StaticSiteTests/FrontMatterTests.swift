import StaticSite
import Testing

@Suite("Front matter")
struct FrontMatterTests {
    @Test("Title, order and draft are read; the body follows the closing line")
    func reads() throws {
        let (matter, body, line) = try FrontMatter.split("---\ntitle: Home\norder: 2\ndraft: true\n---\n# Hi\n", path: "index.md")
        #expect(matter == FrontMatter(title: "Home", description: nil, order: 2, draft: true))
        #expect(body == "# Hi\n")
        #expect(line == 6)
    }

    @Test("Mistakes name the file and line", arguments: [
        ("---\ntitle: A\norder: soon\n---\n", "index.md:3:1: error: 'order' must be an integer"),
        ("---\ntitle: A\ncolour: red\n---\n", "index.md:3:1: error: unknown front matter key 'colour'; expected title, description, order or draft"),
        ("---\ntitle: A\n", "index.md:1:1: error: front matter opened with '---' is never closed"),
        ("---\ntitle: \"A\n---\n", "index.md:2:10: error: front matter is not valid YAML: found unexpected end of stream while scanning a quoted scalar (from line 2)"),
        ("---\ntitle: A\n  order: 2\n---\n", "index.md:3:8: error: front matter is not valid YAML: mapping values are not allowed in this context"),
    ])
    func errors(text: String, message: String) {
        do {
            _ = try FrontMatter.split(text, path: "index.md")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
