import Foundation
import LifelineTestSupport
import Testing

/// Runs `lifeline build` on fixture sites changed by `StructureFuzzer` for a bounded time:
/// `LIFELINE_FUZZ_SECONDS` (default 8 in `swift test`; `make fuzz` runs longer), from seed
/// `LIFELINE_FUZZ_SEED` (default: a new one, printed on failure). Whatever the input, `lifeline`
/// exits 0 or 1, never crashes or hangs; an error reads `path[:line:col]: error: …`; a failed build
/// leaves Output/ as it was; a published site links to no script.
@Suite("Structure-aware fuzzing")
struct StructureFuzzTests {
    @Test("Hostile project structures: exit 0 or 1, located errors, Output/ intact, no script links")
    func fuzz() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["LIFELINE_FUZZ_SECONDS"].flatMap(Double.init) ?? 8
        let firstSeed = environment["LIFELINE_FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0..<1_000_000)
        // One diagram cache for every case: the fixture's diagrams are drawn once.
        let cache = try TemporaryFolder(prefix: "lifeline-fuzz-cache")
        defer { cache.remove() }
        let deadline = Date().addingTimeInterval(seconds)
        var seed = firstSeed, cases = 0
        repeat {
            var fuzzer = StructureFuzzer(seed: seed)
            let mutations = fuzzer.mutations()
            let what = "seed \(seed): " + mutations.map(\.name).joined(separator: "; ")
            let site = try HostileSite()
            defer { site.remove() }
            do {
                for mutation in mutations { try mutation.apply(site) }
            } catch {
                Issue.record("\(what): the mutation itself failed: \(error)")
                break
            }
            let before = site.output
            let result = try await site.run(["build", "--cache", cache.url.path])
            #expect(result.status == 0 || result.status == 1, "\(what): exit \(result.status)\n\(result.error)")
            if result.status == 0 {
                #expect(result.error.isEmpty, "\(what): \(result.error)")
                for (path, data) in site.output where path.hasSuffix(".html") {
                    let html = String(decoding: data, as: UTF8.self).lowercased()
                    #expect(!html.contains("href=\"javascript:") && !html.contains("src=\"javascript:") && !html.contains(" onerror=")
                        && !html.contains(" onclick=") && !html.contains(" onload=") && !html.contains("<base ") && !html.contains("http-equiv"),
                        "\(what): \(path) carries a script")
                }
            } else {
                #expect(site.output == before, "\(what): a failed build changed Output/")
                let lines = result.error.split(separator: "\n")
                #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("error: ") }, "\(what): \(result.error)")
            }
            seed += 1
            cases += 1
        } while Date() < deadline
        print("fuzz: \(cases) cases from seed \(firstSeed)")
    }
}
