import LifecycleEngine
import StaticSite

/// What `Templates/evidence-log.mustache` writes for a device log's page (`SitePage.evidenceLog`):
/// where the log comes from, its verdict, the log as published, the diff figure of a log that
/// diverges, and its lines aligned with the trace's calls.
struct EvidenceLogModel {
    /// Where a log and the model part, for a log that diverges.
    struct Parting {
        var line: Int
        var message: String
    }

    /// A log line against a trace call: either side may be missing.
    struct Row {
        var logLine: String
        var traceCall: String
        var call: String
        /// "on the device", "in the model", or empty when both have it.
        var only: String
    }

    var title: String
    /// The source as a link; the header check admits only sources with one, so `sourceName`
    /// alone is never shown in practice.
    var source: MarkdownLink?
    var sourceName: String
    var author: String
    var published: String
    var ios: String
    var iosReason: String?
    var device: String?
    var logged: String
    var form: String
    var scenario: MarkdownLink
    var profile: String?
    var note: String?
    var needs: String?
    var agrees: Bool
    var calls: Int
    var countsNote: String
    var divergence: String
    var parting: Parting?
    /// The log as a fenced code block (`MarkdownText.codeBlock`).
    var logBlock: String
    /// The diff figure's HTML, which the build made; nil for a log that agrees (none is drawn).
    var figure: String?
    var rows: [Row]
}

extension EvidenceLogModel {
    init(_ entry: EvidenceReport.Entry, _ page: SitePage, traces: ScenarioTraces, figure: String?) {
        let header = entry.evidence.header
        let comparison = entry.comparison
        let scenarioFound = traces.trace(header.scenario)?.scenario
        title = page.title
        source = EvidenceSource.link(header.source).map { MarkdownLink(header.source, url: $0) }
        sourceName = header.source
        author = header.author
        published = header.published
        ios = header.ios
        iosReason = header.iosReason
        device = header.device
        logged = header.logged
        form = header.form == .pasted ? "console output, pasted" : "an ordered list the author wrote"
        scenario = MarkdownLink(scenarioFound?.title ?? header.scenario, to: SitePage.Kind.scenario(header.scenario).path, from: page.path)
        profile = scenarioFound?.profile.rawValue
        note = header.note
        needs = header.needs
        agrees = entry.agrees
        calls = comparison.device.count
        countsNote = comparison.countsNote
        divergence = header.divergence ?? ""
        parting = entry.agrees ? nil : comparison.divergence.map { Parting(line: $0.location.line, message: $0.message) }
        logBlock = MarkdownText.codeBlock(entry.evidence.log.lines)
        self.figure = figure
        rows = comparison.alignment.rows.map { row in
            switch row {
            case .both(let left, let right):
                let call = comparison.device[left]
                return Row(logLine: "\(call.entry.line)", traceCall: "\(comparison.model[right].number)", call: "\(call.object) \(call.entry.selector)", only: "")
            case .leftOnly(let left):
                let call = comparison.device[left]
                return Row(logLine: "\(call.entry.line)", traceCall: "", call: "\(call.object) \(call.entry.selector)", only: "on the device")
            case .rightOnly(let right):
                let call = comparison.model[right]
                return Row(logLine: "", traceCall: "\(call.number)", call: "\(call.call.receiver) \(call.call.method)", only: "in the model")
            }
        }
    }
}
