import DeviceLogs
import LifecycleEngine
import LifecycleModel
import StaticSite

/// The pages the evidence check produces, written as Markdown so they take the site's page
/// template, search and link check like any other: *Evidence* (every log and its verdict), a page
/// per log (the log, its diff diagram, the aligned calls) and *Coverage* (every rule, callback and
/// state transition of the model, the scenarios that exercise it, the logs that back it).
struct EvidencePages {
    let report: EvidenceReport
    let traces: ScenarioTraces
    /// Which logs back each engine rule (`traces.ruleEvidence`).
    var ruleEvidence: RuleEvidence { traces.ruleEvidence }
    let diagrams: DiagramSet

    /// Whether the site links to the walk-through page (a project of its own may not have one).
    let hasGuide: Bool

    static let guidePath = "checking-your-own-logs.html"
    /// How a generated page's source path starts, in messages (it has no file).
    static let generatedPrefix = "(generated) "

    // MARK: Evidence

    /// The Evidence page (`SitePage.evidence`).
    func index(_ page: SitePage) -> SourcePage {
        let path = page.path
        let entries = report.entries
        let agreeing = entries.filter(\.agrees).count
        let pasted = entries.filter { $0.evidence.header.form == .pasted }.count
        var lines = [
            "# \(MarkdownText.escape(page.title))", "",
            "Lifeline's model is checked against \(entries.count) console logs that iOS developers published in blog posts, "
                + "answers, books and sample projects (\(pasted) pasted from the console, \(entries.count - pasted) written out by their authors as ordered lists). "
                + "Each log is held against a scenario that reproduces what its author did. Only the callbacks the log shows are compared, "
                + "in the order the log prints them: a log that prints five callbacks says nothing about the others. "
                + "The build fails when a log disagrees with the model for a reason nobody wrote down.", "",
            "**\(agreeing) of \(entries.count) logs agree with the model. \(entries.count - agreeing) diverge, each for the reason given below.** "
                + (hasGuide ? "[Checking your own logs](\(Self.guidePath)) shows how to compare a log of your own, and how to add one here." : ""), "",
            "Which areas of the model these logs back, and which have too few logs (with what a reader could log to fill them), is on the "
                + Self.link("Rules", to: SitePage.Kind.rules.path, fragment: "evidence-by-area", from: path) + " page. "
                + "An iOS version marked *inferred* is not stated by the author: its log's page says why that version.", "",
            "| Log | Author | iOS | Scenario | Verdict |",
            "|---|---|---|---|---|",
        ]
        for entry in entries {
            let header = entry.evidence.header
            let scenario = traces.trace(header.scenario)?.scenario.title ?? header.scenario
            lines.append("| \(Self.link(header.title, to: SitePage.Kind.evidenceLog(entry.evidence.id).path, from: path)) | \(MarkdownText.escape(header.author)) "
                + "| \(MarkdownText.escape(header.ios))\(header.iosReason == nil ? "" : " *(inferred)*") | \(Self.link(scenario, to: SitePage.Kind.scenario(header.scenario).path, from: path)) "
                + "| \(verdict(entry, short: true)) |")
        }
        lines += ["", "## Known divergences", "",
                  "Where a log and the model disagree, the model either changes (with the log cited in the rule's source) "
                + "or the difference stays on record here with its reason.", ""]
        for entry in entries where !entry.agrees {
            lines.append("- \(Self.link(entry.evidence.header.title, to: SitePage.Kind.evidenceLog(entry.evidence.id).path, from: path)): "
                + MarkdownText.escape(entry.evidence.header.divergence ?? ""))
        }
        return Self.generated(page, description: "Every published device log Lifeline's model is checked against, with its source and verdict.", lines: lines)
    }

    private func verdict(_ entry: EvidenceReport.Entry, short: Bool) -> String {
        let compared = entry.comparison.device.count
        if entry.agrees { return "Agrees (\(compared) \(compared == 1 ? "call" : "calls"))" }
        return short ? "Diverges (known)" : "Diverges: " + MarkdownText.escape(entry.evidence.header.divergence ?? "")
    }

    // MARK: One log

    /// A log's page (`SitePage.evidenceLog`).
    func page(_ entry: EvidenceReport.Entry, _ sitePage: SitePage) -> SourcePage {
        let header = entry.evidence.header
        let comparison = entry.comparison
        let scenario = traces.trace(header.scenario)?.scenario
        let path = SitePage.Kind.evidenceLog(entry.evidence.id).path
        // The header check admits only sources with a link; the fallback is never taken.
        let source = EvidenceSource.link(header.source).map { "[\(MarkdownText.escape(header.source))](\(MarkdownText.destination($0)))" }
            ?? MarkdownText.escape(header.source)
        var facts = [
            "- **Source:** \(source), by \(MarkdownText.escape(header.author)), published \(MarkdownText.escape(header.published))",
            "- **iOS:** \(MarkdownText.escape(header.ios))" + (header.iosReason.map { " (inferred: \(MarkdownText.escape($0)))" } ?? "")
                + (header.device.map { "; \(MarkdownText.escape($0))" } ?? ""),
            "- **What the author logged:** \(MarkdownText.escape(header.logged))",
            "- **Form:** " + (header.form == .pasted ? "console output, pasted" : "an ordered list the author wrote"),
            "- **Scenario:** \(Self.link(scenario?.title ?? header.scenario, to: SitePage.Kind.scenario(header.scenario).path, from: path))"
                + (scenario.map { " (\($0.profile.rawValue))" } ?? ""),
        ]
        if let note = header.note { facts.append("- **Note:** \(MarkdownText.escape(note))") }
        if let needs = header.needs { facts.append("- **The model lacks:** \(MarkdownText.escape(needs))") }
        var lines = ["# \(MarkdownText.escape(sitePage.title))", ""] + facts + ["", "## Verdict", ""]
        if entry.agrees {
            lines.append("The log **agrees** with the model: \(comparison.device.count) calls compared, in order\(MarkdownText.escape(comparison.countsNote)).")
        } else {
            lines.append("The log **diverges** from the model. Why: \(MarkdownText.escape(header.divergence ?? "")).")
            if let divergence = comparison.divergence {
                lines += ["", "Where they part: line \(divergence.location.line): \(MarkdownText.escape(divergence.message))."]
            }
        }
        lines += ["", "## The log", "", "Quoted as published; the lines Lifeline reads a callback from are compared.", "",
                  MarkdownText.codeBlock(entry.evidence.log.lines)]
        // Only a diverging log's diff is drawn (`ScenarioRunner`): for one that agrees, the
        // aligned calls below are the whole story.
        let request = entry.request
        var trusted: Set<String> = []
        if diagrams.size(request) != nil {
            let figure = DiagramFigure(request: request, scenario: nil, caption: "The device against the model: calls only on the device are orange, calls only in the model purple and dashed.", size: diagrams.size(request), formats: diagrams.formats(request))
                .html(root: "../", linkToScenario: false)
            lines += ["", "## Device against model", "", figure]
            trusted.insert(figure)
        }
        lines += ["", "## Aligned calls", "",
                  "Log lines against the scenario's trace calls (the numbers of its trace table).", "",
                  "| Log line | Trace call | Call | Only |", "|---|---|---|---|"]
        for row in comparison.alignment.rows {
            switch row {
            case .both(let left, let right):
                let call = comparison.device[left]
                lines.append("| \(call.entry.line) | \(comparison.model[right].number) | \(MarkdownText.escape("\(call.object) \(call.entry.selector)")) | |")
            case .leftOnly(let left):
                let call = comparison.device[left]
                lines.append("| \(call.entry.line) | | \(MarkdownText.escape("\(call.object) \(call.entry.selector)")) | on the device |")
            case .rightOnly(let right):
                let call = comparison.model[right]
                lines.append("| | \(call.number) | \(MarkdownText.escape("\(call.call.receiver) \(call.call.method)")) | in the model |")
            }
        }
        var page = Self.generated(sitePage, description: "A device log by \(header.author), held against the scenario \(header.scenario).", lines: lines)
        // The figure is the build's own HTML (its style sets the diagram's minimum width).
        page.trustedHTML = trusted
        return page
    }

    // MARK: Coverage

    /// The Coverage page (`SitePage.coverage`).
    func coverage(_ page: SitePage) -> SourcePage {
        let path = page.path
        var calledIn: [String: [ScenarioSummary]] = [:]
        var transitions: [String: (machine: String, from: String, to: String, via: String, scenarios: [ScenarioSummary])] = [:]
        for trace in traces.canonical {
            for method in Set(trace.calls.map(\.method)) { calledIn[method, default: []].append(trace.scenario) }
            var seen: Set<String> = []
            for transition in trace.transitions {
                let key = "\(transition.machine.rawValue) \(transition.from) \(transition.to) \(transition.via)"
                guard seen.insert(key).inserted else { continue }
                transitions[key, default: (transition.machine.rawValue, transition.from, transition.to, transition.via, [])].scenarios.append(trace.scenario)
            }
        }
        var backedBy: [String: [EvidenceReport.Entry]] = [:]
        for entry in report.entries {
            let matched = Set(entry.comparison.alignment.rows.compactMap { row -> String? in
                if case .both(let left, _) = row { return entry.comparison.device[left].entry.selector }
                return nil
            })
            for method in matched { backedBy[method, default: []].append(entry) }
        }
        func scenarioLinks(_ list: [ScenarioSummary]) -> String {
            guard !list.isEmpty else { return "none" }
            let shown = list.prefix(3).map { Self.link($0.id, to: SitePage.Kind.scenario($0.id).path, from: path) }.joined(separator: ", ")
            return "\(list.count): " + shown + (list.count > 3 ? ", …" : "")
        }
        func logLinks(_ list: [EvidenceReport.Entry]) -> String {
            guard !list.isEmpty else { return "none yet" }
            let shown = list.prefix(3).map { Self.link($0.evidence.id, to: SitePage.Kind.evidenceLog($0.evidence.id).path, from: path) }.joined(separator: ", ")
            return "\(list.count): " + shown + (list.count > 3 ? ", …" : "")
        }
        var rulesUsed: [RuleID: [ScenarioSummary]] = [:]
        for trace in traces.canonical {
            for rule in Set(trace.events.compactMap { $0.call == nil ? nil : $0.rule }) { rulesUsed[rule, default: []].append(trace.scenario) }
        }
        var lines = [
            "# \(MarkdownText.escape(page.title))", "",
            "Every rule of the model, every callback it can make and every change of state it records: which canonical scenarios make it happen, "
                + "and how many published device logs show it in the order the model predicts (a log backs a rule or a callback when "
                + "it is among the calls the log and the model share, in order; see \(Self.link("Evidence", to: SitePage.Kind.evidence.path, from: path))). "
                + "What no log backs is the model's claim alone, on Apple's documentation, an article or our guess: the "
                + "\(Self.link("Rules", to: SitePage.Kind.rules.path, from: path)) page gives each rule's sources.", "",
            "## Rules", "",
            "| Rule | Scenarios | Device logs that agree |", "|---|---|---|",
        ]
        for rule in RuleCatalogue.all {
            let backing = ruleEvidence.backing[rule.id] ?? []
            let logs = backing.isEmpty ? (rule.isGuess ? "none (our guess)" : "none yet") : "\(backing.count): " + backing.prefix(3).map { Self.link($0.log, to: SitePage.Kind.evidenceLog($0.log).path, from: path) }.joined(separator: ", ") + (backing.count > 3 ? ", …" : "")
            lines.append("| \(Self.link(rule.id.rawValue, to: SitePage.Kind.rulesArea(RulesPage.page(of: rule.id)).path, fragment: RulesPage.anchor(rule.id), from: path)) | \(scenarioLinks(rulesUsed[rule.id] ?? [])) | \(logs) |")
        }
        let backedRules = RuleCatalogue.all.filter { ruleEvidence.isBacked($0.id) }.count
        lines += ["", "\(backedRules) of the \(RuleCatalogue.all.count) rules are backed by at least one device log.", ""]
        lines += [
            "## Callbacks", "",
            "| Callback | Swift | Scenarios | Device logs |", "|---|---|---|---|",
        ]
        for method in Callback.modelled {
            let selector = method.selector
            lines.append("| `\(selector)` | `\(SelectorSpelling.swiftName(of: selector))` | \(scenarioLinks(calledIn[selector] ?? [])) | \(logLinks(backedBy[selector] ?? [])) |")
        }
        let callbacks = Callback.modelled.count
        let backed = Callback.modelled.filter { backedBy[$0.selector] != nil }.count
        lines.append("")
        lines.append("\(backed) of the \(callbacks) callbacks are backed by at least one device log.")
        lines += ["", "## State transitions", "",
                  "| Machine | From | To | Through | Scenarios |", "|---|---|---|---|---|"]
        for key in transitions.keys.sorted() {
            let transition = transitions[key]!
            lines.append("| \(transition.machine) | \(transition.from) | \(transition.to) | `\(transition.via)` | \(scenarioLinks(transition.scenarios)) |")
        }
        return Self.generated(page, description: "Every callback and state transition of the model: the scenarios that exercise it and the device logs that back it.", lines: lines)
    }

    // MARK: Pages

    /// A link to the site's `target` from the page at `page`: the text escaped, the destination
    /// percent-encoded (file names such as `a)<b>.log` stay names) and bracketed.
    private static func link(_ text: String, to target: String, fragment: String? = nil, from page: String) -> String {
        let anchor = fragment.map { "#" + $0 } ?? ""
        return "[\(MarkdownText.escape(text))](\(MarkdownText.destination(RelativePath.link(from: page, to: target) + anchor)))"
    }

    /// The Markdown of `page`, which the build writes (its navigation place is the plan's).
    static func generated(_ page: SitePage, description: String, lines: [String]) -> SourcePage {
        SourcePage(
            path: "\(generatedPrefix)\(page.path.dropLast(".html".count)).md", outputPath: page.path,
            frontMatter: FrontMatter(title: page.title, description: description),
            body: lines.joined(separator: "\n") + "\n", bodyLine: 1, diagramBlocks: [])
    }
}
