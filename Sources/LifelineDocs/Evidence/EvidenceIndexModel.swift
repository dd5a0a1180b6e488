/// What `Templates/evidence.mustache` writes for the Evidence page (`SitePage.evidence`): every
/// log with its verdict, and the reason each divergence stays on record.
struct EvidenceIndexModel {
    struct Log {
        var log: MarkdownLink
        var author: String
        var ios: String
        var inferred: Bool
        var scenario: MarkdownLink
        /// "Agrees (5 calls)" or "Diverges (known)".
        var verdict: String
    }

    struct Divergence {
        var log: MarkdownLink
        var reason: String
    }

    var title: String
    var logCount: Int
    var pasted: Int
    var written: Int
    var agreeing: Int
    var diverging: Int
    /// The walk-through page, when the site has one.
    var guide: MarkdownLink?
    var evidenceByArea: MarkdownLink
    var logs: [Log]
    var divergences: [Divergence]
}

extension EvidenceIndexModel {
    init(_ page: SitePage, report: EvidenceReport, traces: ScenarioTraces, hasGuide: Bool) {
        let path = page.path
        let entries = report.entries
        title = page.title
        logCount = entries.count
        pasted = entries.filter { $0.evidence.header.form == .pasted }.count
        written = logCount - pasted
        agreeing = entries.filter(\.agrees).count
        diverging = logCount - agreeing
        guide = hasGuide ? MarkdownLink("Checking your own logs", to: EvidencePages.guidePath, from: path) : nil
        evidenceByArea = MarkdownLink("Rules", to: SitePage.Kind.rules.path, fragment: "evidence-by-area", from: path)
        logs = entries.map { entry in
            let header = entry.evidence.header
            let compared = entry.comparison.device.count
            return Log(
                log: MarkdownLink(header.title, to: SitePage.Kind.evidenceLog(entry.evidence.id).path, from: path),
                author: header.author, ios: header.ios, inferred: header.iosReason != nil,
                scenario: MarkdownLink(traces.trace(header.scenario)?.scenario.title ?? header.scenario, to: SitePage.Kind.scenario(header.scenario).path, from: path),
                verdict: entry.agrees ? "Agrees (\(compared) \(compared == 1 ? "call" : "calls"))" : "Diverges (known)")
        }
        divergences = entries.filter { !$0.agrees }.map { entry in
            Divergence(
                log: MarkdownLink(entry.evidence.header.title, to: SitePage.Kind.evidenceLog(entry.evidence.id).path, from: path),
                reason: entry.evidence.header.divergence ?? "")
        }
    }
}
