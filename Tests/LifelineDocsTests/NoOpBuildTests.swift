import Foundation
import LifelineDocs
import LifelineTestSupport
import StaticSite
import Testing

/// A build with nothing changed writes nothing; any change to an input, an option or the output
/// folder makes the next build run.
@Suite struct NoOpBuildTests {
    static func stamps(_ site: FixtureSite) throws -> [String: Date] {
        Dictionary(uniqueKeysWithValues: try FixtureSite.files(under: site.output).map { name in
            (name, try FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent(name).path)[.modificationDate] as! Date)
        })
    }

    /// The build's progress lines: five stages when it runs, one line when nothing changed
    /// (warnings, such as the fixture's placeholder base URL, are left out).
    static func build(_ site: FixtureSite, _ options: BuildOptions = BuildOptions()) throws -> [String] {
        let lines = LogLines()
        try Lifeline.build(site.project, options: options) { lines.append($0) }
        return lines.all.filter { !$0.contains(": warning: ") }
    }

    /// The fixture's five stages, with the line that says how many pages were taken from the store.
    static func stages(reused: String) -> [String] {
        [
            "[1/5] Loading content", "[2/5] Running 2 scenarios, comparing 0 device logs", "[3/5] Building diagrams of 2 scenarios",
            "[4/5] Rendering 3 pages and the scenario pages", reused, "[5/5] Checking links and writing output",
        ]
    }

    @Test("The second build of an unchanged project says so and touches no file")
    func nothingChanged() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        #expect(try Self.build(site).count == 5)
        let before = try Self.stamps(site)
        #expect(try Self.build(site) == ["Nothing changed since the last build; Output is up to date"])
        #expect(try Self.stamps(site) == before)
    }

    @Test("The fingerprint's record of Output/, made from the files the build put there, is what a walk of the folder finds: after a cold build, an edit and a build with PNG files")
    func outputRecordIsTheFolder() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        func recorded() throws -> String {
            let text = try String(contentsOf: site.project.cache.appendingPathComponent("last-build.fingerprint"), encoding: .utf8)
            return String(try #require(text.range(of: "\noutput ").map { text[$0.lowerBound...].dropFirst() }))
        }
        func walked() -> String {
            (["output \(site.output.path)"] + FileTree.entries(under: site.output.path).map { "\($0.path) \($0.size) \($0.modified)" }).joined(separator: "\n")
        }
        _ = try Self.build(site)
        #expect(try recorded() == walked())
        try site.edit("Content/about.md", replacing: "Nothing but", with: "Nothing at all but")
        _ = try Self.build(site)
        #expect(try recorded() == walked())
        _ = try Self.build(site, BuildOptions(png: true))
        #expect(try recorded() == walked())
        #expect(walked().split(separator: "\n").count > 30)
    }

    @Test("An edited page, another option, or a changed Output/ makes the next build run")
    func somethingChanged() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        _ = try Self.build(site)
        try site.edit("Content/about.md", replacing: "Nothing but", with: "Nothing at all but")
        // The build runs its five stages, and renders only the pages whose inputs changed; the
        // others come from the pages the last build kept (`PageStore`).
        #expect(try Self.build(site) == Self.stages(reused: "  1 page rendered, 30 unchanged since the last build"))
        #expect(try site.read("Output/about.html").contains("Nothing at all but"))
        // PNG too: the pages that show diagrams link their PNG files (the scenario index shows none).
        #expect(try Self.build(site, BuildOptions(png: true)) == Self.stages(reused: "  4 pages rendered, 27 unchanged since the last build"))
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("about.html"))
        #expect(try Self.build(site, BuildOptions(png: true)) == Self.stages(reused: "  0 pages rendered, 31 unchanged since the last build"))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("about.html").path))
        #expect(try Self.build(site, BuildOptions(png: true)).count == 1)
    }

    @Test("The fingerprint names the Graphviz library loaded, as `dot -V` reports it, so an upgrade rebuilds")
    func graphvizVersion() async throws {
        let site = try FixtureSite()
        defer { site.remove() }
        _ = try Self.build(site)
        let fingerprint = try String(contentsOf: site.project.cache.appendingPathComponent("last-build.fingerprint"), encoding: .utf8)
        let printed = String(decoding: try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/dot"), ["-V"]).error, as: UTF8.self)
        // "dot - graphviz version 2.43.0 (0)"
        let version = printed.components(separatedBy: "graphviz version ").last!.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!version.isEmpty)
        #expect(fingerprint.split(separator: "\n").contains { $0 == "graphviz \(version)" }, "\(fingerprint.prefix(200))")
    }
}
