import Foundation
import LifelineDocs
import LifelineTestSupport
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

    @Test("The second build of an unchanged project says so and touches no file")
    func nothingChanged() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        #expect(try Self.build(site).count == 5)
        let before = try Self.stamps(site)
        #expect(try Self.build(site) == ["Nothing changed since the last build; Output is up to date"])
        #expect(try Self.stamps(site) == before)
    }

    @Test("An edited page, another option, or a changed Output/ makes the next build run")
    func somethingChanged() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        _ = try Self.build(site)
        try site.edit("Content/about.md", replacing: "Nothing but", with: "Nothing at all but")
        #expect(try Self.build(site).count == 5)
        #expect(try site.read("Output/about.html").contains("Nothing at all but"))
        #expect(try Self.build(site, BuildOptions(png: true)).count == 5)
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("about.html"))
        #expect(try Self.build(site, BuildOptions(png: true)).count == 5)
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
