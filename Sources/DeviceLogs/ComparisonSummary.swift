import LifecycleModel

/// A comparison's verdict as JSON (`lifeline compare --format json`): stable keys, every row.
public struct ComparisonSummary: Codable, Equatable, Sendable {
    public struct Row: Codable, Equatable, Sendable {
        /// `same`, `device` (only the device made it) or `model` (only the model did).
        public var kind: String
        public var object: String
        public var method: String
        public var logLine: Int?
        public var traceCall: Int?
        /// `false` for a device row whose callback the model does not make at all (`not
        /// modelled` in the text); absent otherwise.
        public var modelled: Bool?
    }

    public var log: String
    public var scenario: String
    public var verdict: String
    public var compared: Int
    public var skippedLines: [Int]
    public var otherObjectLines: [Int]
    public var divergence: String?
    public var divergenceLine: Int?
    /// With `--truncated`: the model's calls after the log's last one, not compared.
    public var laterModelCalls: Int?
    public var rows: [Row]

    public init(_ comparison: LogComparison) {
        log = comparison.log.path
        scenario = comparison.trace.scenario.id
        verdict = comparison.agrees ? "agrees" : "diverges"
        compared = comparison.device.count
        skippedLines = comparison.log.skipped
        otherObjectLines = comparison.unmapped.map(\.line)
        divergence = comparison.divergence?.message
        divergenceLine = comparison.divergence?.location.line
        laterModelCalls = comparison.laterModelCalls
        rows = comparison.alignment.rows.map { row in
            switch row {
            case .both(let left, let right):
                let call = comparison.device[left]
                return Row(kind: "same", object: call.object.rawValue, method: call.entry.selector,
                           logLine: call.entry.line, traceCall: comparison.model[right].number)
            case .leftOnly(let left):
                let call = comparison.device[left]
                return Row(kind: "device", object: call.object.rawValue, method: call.entry.selector, logLine: call.entry.line,
                           modelled: UnmodelledCallbacks.isModelled(call.entry.selector) ? nil : false)
            case .rightOnly(let right):
                let call = comparison.model[right]
                return Row(kind: "model", object: call.call.receiver.rawValue, method: call.call.method, traceCall: call.number)
            }
        }
    }
}
