import Foundation

/// Runs the pipeline's stages: logs each one's progress line
/// and measures how long it took (`lifeline build --timings`).
struct StageClock {
    let log: (String) -> Void
    private var durations: [(title: String, duration: Duration)] = []
    /// The process's peak resident memory when each stage ended, where the system says (Linux).
    private var peaks: [Int?] = []

    init(log: @escaping (String) -> Void) { self.log = log }

    mutating func stage<Result>(_ number: Int, _ title: String, _ body: () throws -> Result) throws -> Result {
        log("[\(number)/5] \(title)")
        let clock = ContinuousClock()
        let start = clock.now
        defer {
            durations.append(("[\(number)/5] \(title)", clock.now - start))
            peaks.append(PeakMemory.kibibytes)
        }
        return try body()
    }

    /// A stage with a part of it read off its result (`  Graphviz (--jobs 2)`), reported on a
    /// line under it; the total counts stages only.
    mutating func stage<Result>(
        _ number: Int, _ title: String, part: (Result) -> (title: String, duration: Duration), _ body: () throws -> Result
    ) throws -> Result {
        let result = try stage(number, title, body)
        let (partTitle, duration) = part(result)
        parts.append((durations.count, "  " + partTitle, duration))
        return result
    }

    private var parts: [(after: Int, title: String, duration: Duration)] = []

    /// One line per stage (and per part of one) and the total, in milliseconds.
    func report() {
        let width = (durations.map(\.title.count) + parts.map(\.title.count)).max() ?? 0
        func line(_ title: String, _ duration: Duration, peak: Int? = nil) -> String {
            let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
            let padded = title + String(repeating: " ", count: width - title.count)
            let memory = peak.map { String(format: "peak %4d MB", $0 / 1024) } ?? String(repeating: " ", count: 12)
            return "\(padded)  \(memory)  \(String(format: "%9.1f ms", ms))"
        }
        log("Timings:")
        for (index, (title, duration)) in durations.enumerated() {
            log(line(title, duration, peak: peaks[index]))
            for part in parts where part.after == index + 1 { log(line(part.title, part.duration)) }
        }
        log(line("total", durations.reduce(.zero) { $0 + $1.duration }))
    }
}
