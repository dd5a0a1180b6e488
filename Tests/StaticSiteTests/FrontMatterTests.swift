@testable import StaticSite
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

    /// Ten levels of nine aliases: 9^10 nodes behind 400 bytes.
    static let bomb: String = {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for (previous, name) in zip("abcdefghi", "bcdefghij") {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test("An alias in a key, in any form, is refused where it is written, before Yams expands it", arguments: [
        ("? *j\n: x\n", "index.md:12:3: error: an alias (*j) in a key; a few bytes of aliases can stand for billions of nodes, so Lifeline reads none in keys: write the key out"),
        ("*j : x\n", "index.md:12:1: error: an alias (*j) in a key; a few bytes of aliases can stand for billions of nodes, so Lifeline reads none in keys: write the key out"),
        ("k: {*j : x}\n", "index.md:12:5: error: an alias (*j) in a key; a few bytes of aliases can stand for billions of nodes, so Lifeline reads none in keys: write the key out"),
        ("? [1, [*j]]\n: x\n", "index.md:12:8: error: an alias (*j) in a key; a few bytes of aliases can stand for billions of nodes, so Lifeline reads none in keys: write the key out"),
        ("k: [*j : x]\n", "index.md:12:5: error: an alias (*j) in a key; a few bytes of aliases can stand for billions of nodes, so Lifeline reads none in keys: write the key out"),
    ])
    func aliasKeys(key: String, message: String) {
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try FrontMatter.split("---\n" + Self.bomb + key + "---\n", path: "index.md")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == message)
        }
        #expect(clock.now - start < .seconds(5))
    }

    @Test("An alias in a key with no anchor anywhere is refused as one, not left to Yams; a text without a '*' holds no alias")
    func aliasKeyWithoutAnchor() {
        do {
            _ = try FrontMatter.split("---\ntitle: T\n*j : x\n---\n", path: "index.md")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "index.md:3:1: error: an alias (*j) in a key; a few bytes of aliases can stand for billions of nodes, so Lifeline reads none in keys: write the key out")
        }
        #expect(YAMLAliasKeys.first(in: "a: &x b\nc: [d, e]\n? f\n: g\n") == nil)
    }

    @Test("Aliases as values, and '*' or '&' in text, are read as YAML says")
    func aliasValues() throws {
        let (matter, _, _) = try FrontMatter.split("---\ntitle: &t \"*j: x\"\ndescription: *t\n---\n", path: "index.md")
        #expect(matter == FrontMatter(title: "*j: x", description: "*j: x"))
        let (text, _, _) = try FrontMatter.split("---\ntitle: \"? *j\"\ndescription: |\n  *j : x\n---\n", path: "index.md")
        #expect(text == FrontMatter(title: "? *j", description: "*j : x"))
    }
}
