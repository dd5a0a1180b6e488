import Foundation
@testable import LifelineDocs
import LifelineTestSupport
import Testing

/// The default theme is compiled into `lifeline` from a generated Swift file,
/// Sources/LifelineDocs/Pages/BuiltInTheme.swift, committed. This test makes it from Templates/ and
/// fails while the committed one is stale; `LIFELINE_RECORD=1 swift test --filter
/// BuiltInThemeTests` writes it again.
@Suite("The theme in the binary")
struct BuiltInThemeTests {
    static let templates = FixtureSite.repository.appendingPathComponent("Templates")
    static let generated = FixtureSite.repository.appendingPathComponent("Sources/LifelineDocs/Pages/BuiltInTheme.swift")

    @Test("BuiltInTheme.swift is what Templates/ makes now")
    func fresh() throws {
        // Stale, it fails with the diff; LIFELINE_RECORD=1 swift test --filter BuiltInThemeTests writes it.
        try GoldenFile(at: Self.generated).check(try Self.source())
    }

    @Test("The compiled theme holds every template and asset of Templates/, byte for byte")
    func sameBytes() throws {
        let files = FixtureSite.files(under: Self.templates)
        let templates = files.filter { !$0.contains("/") && $0.hasSuffix(".mustache") }
        let assets = files.filter { $0.hasPrefix("assets/") }
        #expect(BuiltInTheme.templates.keys.sorted() == templates.map { String($0.dropLast(".mustache".count)) }.sorted())
        #expect(BuiltInTheme.assets.keys.sorted() == assets.map { String($0.dropFirst("assets/".count)) })
        for file in templates {
            #expect(BuiltInTheme.templates[String(file.dropLast(".mustache".count))] == (try String(contentsOf: Self.templates.appendingPathComponent(file), encoding: .utf8)))
        }
        for file in assets {
            #expect(BuiltInTheme.assets[String(file.dropFirst("assets/".count))] == (try String(contentsOf: Self.templates.appendingPathComponent(file), encoding: .utf8)))
        }
    }

    /// The Swift source of the theme in Templates/: each file a raw string literal, its `#`s more
    /// than the longest run of `#` in the text, so no text can end it or interpolate.
    static func source() throws -> String {
        func literal(_ url: URL, _ name: String) throws -> String {
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8), !text.contains("\r") else {
                throw ThemeFileProblem(description: "Templates/\(name): only UTF-8 text with LF line ends can be compiled in")
            }
            let hashes = String(repeating: "#", count: (text.split(separator: "#", omittingEmptySubsequences: false).count > 1
                ? text.matches(of: /#+/).map(\.output.count).max()! : 0) + 1)
            return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
        }
        let files = FixtureSite.files(under: templates)
        var lines = [
            "// Generated from Templates/ by Tests/LifelineDocsTests/BuiltInThemeTests.swift: do not edit. After changing",
            "// Templates/, run LIFELINE_RECORD=1 swift test --filter BuiltInThemeTests (the test fails while this is stale).",
            "",
            "/// The default theme, compiled into `lifeline`: Templates/*.mustache by name, Templates/assets/ by path.",
            "/// A project's Templates/ replaces them file by file.",
            "enum BuiltInTheme {",
            "    static let templates: [String: String] = [",
        ]
        for file in files where !file.contains("/") && file.hasSuffix(".mustache") {
            lines.append("        \"\(file.dropLast(".mustache".count))\": " + (try literal(templates.appendingPathComponent(file), file)) + ",")
        }
        lines.append("    ]")
        lines.append("")
        lines.append("    static let assets: [String: String] = [")
        for file in files where file.hasPrefix("assets/") {
            lines.append("        \"\(file.dropFirst("assets/".count))\": " + (try literal(templates.appendingPathComponent(file), file)) + ",")
        }
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

struct ThemeFileProblem: Error, CustomStringConvertible {
    var description: String
}
