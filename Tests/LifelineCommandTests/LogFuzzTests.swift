import Foundation
import LifelineTestSupport
import Testing

/// Runs `lifeline compare` on logs made by `LogFuzzer` for a bounded time (`LIFELINE_FUZZ_SECONDS`,
/// default 4; from seed `LIFELINE_FUZZ_SEED`). Whatever the log, `compare` exits 0 or 1, never
/// crashes or hangs; an error reads `my.log[:line[:col]]: error: …`; and the log's CRLF and CR
/// copies are read exactly as its LF copy: the same output, the same status.
@Suite("Structure-aware fuzzing of device logs")
struct LogFuzzTests {
    static let scenario = """
        title: Fuzz
        app delegate AD: AppDelegate
        scene delegate S: SceneDelegate
        controller A: ListViewController in code
        controller B: DetailViewController in code
        controller C: DetailViewController in code
        navigation nav with root A

        launch with root nav
        push B onto nav
        push C onto nav
        pop nav

        """

    @Test("Hostile logs: exit 0 or 1, located errors, CRLF and CR read as LF", .timeLimit(.minutes(5)))
    func fuzz() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["LIFELINE_FUZZ_SECONDS"].flatMap(Double.init) ?? 4
        let firstSeed = environment["LIFELINE_FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0..<1_000_000)
        let folder = try CompareRun.Folder()
        defer { folder.remove() }
        let scenarios = folder.url.appendingPathComponent("Content/scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        try Data(Self.scenario.utf8).write(to: scenarios.appendingPathComponent("fuzz.scenario"))
        let deadline = Date().addingTimeInterval(seconds)
        var seed = firstSeed, cases = 0
        repeat {
            var fuzzer = LogFuzzer(seed: seed)
            let (lines, ends) = fuzzer.log()
            let options = fuzzer.options()
            let what = "seed \(seed), options \(options)"
            func run(_ ends: [[UInt8]]) async throws -> CompareRun {
                try Data(zip(lines, ends).flatMap { $0 + $1 }).write(to: folder.url.appendingPathComponent("my.log"))
                return try await folder.run(["compare", "my.log", "fuzz"] + options, root: folder.url)
            }
            let result = try await run(ends)
            #expect(result.status == 0 || result.status == 1, "\(what): exit \(result.status)\n\(result.error)")
            if !result.error.isEmpty {
                #expect(result.error.hasSuffix("\n") && !result.error.dropLast().contains("\n") && result.error.contains("error: ")
                    && (result.error.hasPrefix("my.log") || result.error.hasPrefix("error: --")), "\(what): \(result.error)")
            }
            let lf = try await run(ends.map { _ in [0x0A] })
            #expect(lf == result, "\(what): the LF copy reads differently\n\(lf)\n\(result)")
            seed += 1
            cases += 1
        } while Date() < deadline
        print("log fuzz: \(cases) cases from seed \(firstSeed)")
    }
}
