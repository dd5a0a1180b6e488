import LifecycleEngine
import LifecycleModel
import StaticSite

/// The *Rules* page (every area and its rules, the evidence by area) and a page per area: every
/// engine rule, what it says, the profiles it holds for, its sources, the scenarios that use it,
/// and the device logs that back it or part from it, with their reason. Written as Markdown, like
/// the evidence pages, so they take the page template, search and the link check; a rule's
/// heading is its id, so its anchor is stable (`RulesPage.anchor`).
struct RulesPage {
    let traces: ScenarioTraces
    let evidence: RuleEvidence
    /// The device logs the site has a page for: a log a rule cites that this project does not
    /// keep (another project's site) is named, not linked.
    let logIDs: Set<String>
    /// The canonical scenarios that use each rule: those a reader comes for first, those that
    /// reproduce one device log after them.
    let usedBy: [RuleID: [ScenarioSummary]]

    init(traces: ScenarioTraces) {
        self.traces = traces
        evidence = traces.ruleEvidence
        logIDs = Set(traces.evidence.entries.map(\.evidence.id))
        var usedBy: [RuleID: [ScenarioSummary]] = [:]
        for trace in traces.canonical {
            for rule in Set(trace.events.compactMap { $0.call == nil ? nil : $0.rule }) { usedBy[rule, default: []].append(trace.scenario) }
        }
        for id in usedBy.keys { usedBy[id]!.sort { ($0.id.hasPrefix("dev") ? 1 : 0, $0.id) < ($1.id.hasPrefix("dev") ? 1 : 0, $1.id) } }
        self.usedBy = usedBy
    }

    /// The anchor of a rule's section: its heading's GitHub-style slug.
    static func anchor(_ id: RuleID) -> String {
        var slugger = HeadingSlugger()
        return slugger.slug(for: id.rawValue)
    }

    /// The areas of the catalogue, in its order: each rule id's first word (`launch`,
    /// `navigation`); each has its page (`SitePage.Kind.rulesArea`).
    static var areas: [String] {
        var seen = Set<String>()
        return RuleCatalogue.all.map { page(of: $0.id) }.filter { seen.insert($0).inserted }
    }

    /// The area whose page holds rule `id`: its id's first word (`app.code` is on the page of `app`).
    static func page(of id: RuleID) -> String {
        String(id.rawValue.split(separator: ".").first ?? "")
    }

    /// Where rule `id` is described, from the page at `path`.
    static func href(_ id: RuleID, from path: String) -> String {
        RelativePath.link(from: path, to: SitePage.Kind.rulesArea(page(of: id)).path) + "#" + anchor(id)
    }

    /// The Rules page's Markdown (`SitePage.rules`): what the rules are, the evidence by area,
    /// and every rule listed under its area, each linking to its page. The rules themselves are
    /// on a page per area: one page of all 119 was 360 KB.
    func page(_ page: SitePage) -> SourcePage {
        let rules = RuleCatalogue.all
        let guesses = rules.filter(\.isGuess).count
        let backed = rules.filter { evidence.isBacked($0.id) }.count
        var lines = [
            "# \(MarkdownText.escape(page.title))", "",
            "Every call in a Lifeline trace is placed by one of these \(rules.count) rules: it says where UIKit makes the call, "
                + "on which iOS profiles, and on what evidence — Apple's documentation, a published device log, an article, "
                + "the scenario's own code, or, where no source settles it, our guess. "
                + "\(backed) rules are backed by at least one device log that agrees with the model; \(guesses) rest on guesses, "
                + "and the scenario pages and sequence diagrams mark the calls they place. "
                + "\(rules.filter(\.isPartlyGuess).count) more are partly our guess: their sources settle part of what they say "
                + "(Apple names the callback, say) and our guess the rest (where it falls); the scenario pages' traces mark their calls \"partly guess\". "
                + "`lifeline rules` prints this catalogue, and `lifeline why SCENARIO N` answers for any call.", "",
        ]
        lines += areaTable(rules, from: page.path)
        lines += ["## Every rule", "", "Each area's page gives its rules' sources, the scenarios that use them and the device logs that back them.", ""]
        for area in Self.areas {
            let link = "[\(MarkdownText.escape(Self.areaTitle(area)))](\(SitePage.Kind.rulesArea(area).path))"
            let areaRules = rules.filter { Self.page(of: $0.id) == area }
            lines.append("- **\(link)** (\(areaRules.count)): " + areaRules.map { rule in
                "[\(MarkdownText.escape(rule.id.rawValue))](\(Self.href(rule.id, from: page.path)))" + (rule.isGuess ? " *(our guess)*" : rule.isPartlyGuess ? " *(partly)*" : "")
            }.joined(separator: ", "))
        }
        return EvidencePages.generated(page, description: "Every rule of Lifeline's model of UIKit by area, and the device logs that back each area.", lines: lines)
    }

    /// The Markdown of the page of `area`'s rules (`SitePage.rulesArea`): each rule, the profiles
    /// it holds for, its sources, the scenarios that use it and the device logs that back it.
    func areaPage(_ area: String, _ page: SitePage) -> SourcePage {
        let path = page.path
        let rules = RuleCatalogue.all.filter { Self.page(of: $0.id) == area }
        var lines = [
            "# \(MarkdownText.escape(page.title))", "",
            "\(rules.count) of the rules that place every call of a Lifeline trace; "
                + "[Rules](\(RelativePath.link(from: path, to: SitePage.Kind.rules.path))) lists them all, with the evidence behind each area.", "",
        ]
        for rule in rules {
            let mark = rule.isGuess ? " *(Our guess: no source settles it.)*" : rule.isPartlyGuess ? " *(Partly our guess: its sources say which part.)*" : ""
            lines += ["## \(rule.id.rawValue)", "", MarkdownText.escape(rule.summary) + mark, ""]
            lines.append("- **Holds for:** " + (rule.profiles.count == IOSProfile.allCases.count ? "every iOS profile" : rule.profiles.map(\.rawValue).joined(separator: ", ")))
            lines.append("- **Sources:** " + rule.sources.map { source($0, from: path) }.joined(separator: "; "))
            lines.append("- **Used by:** " + scenarioLinks(usedBy[rule.id] ?? [], from: path))
            let backing = evidence.backing[rule.id] ?? []
            // A log backs a rule when it prints a call the rule placed. A rule that places a call
            // nobody logs (the `view` getter) can still rest on logs: they show its order through
            // the calls around it.
            let citesLogs = rule.sources.contains { if case .log = $0 { true } else { false } }
            let none = citesLogs ? "none print the calls it places; the logs among its sources show its order through the calls around them" : "none yet"
            lines.append("- **Device logs that agree:** " + (backing.isEmpty ? none : backing.map { "\(logLink($0.log, from: path)) (\($0.calls) \($0.calls == 1 ? "call" : "calls"))" }.joined(separator: ", ")))
            for against in evidence.contradictions[rule.id] ?? [] {
                lines.append("- **Parts from a device log:** \(logLink(against.log, from: path)), at trace call \(against.call): \(MarkdownText.escape(against.reason))")
            }
            lines.append("")
        }
        return EvidencePages.generated(page, description: "Lifeline's rules of \(Self.areaTitle(area)): what each says, the iOS versions it holds for, its sources, and the device logs that back it.", lines: lines)
    }

    /// Each area's rules, how many are guesses, and the device logs (and their sources) that agree
    /// with its rules: an area with fewer than five logs from three sources says what to log.
    private func areaTable(_ rules: [Rule], from path: String) -> [String] {
        let sourceOf = Dictionary(traces.evidence.entries.map { ($0.evidence.id, Self.sourceKey($0.evidence.header.source)) }) { first, _ in first }
        var order: [String] = []
        var byArea: [String: [Rule]] = [:]
        for rule in rules {
            let area = Self.area(of: rule.id)
            if byArea[area] == nil { order.append(area) }
            byArea[area, default: []].append(rule)
        }
        var lines = [
            "## Evidence by area", "",
            "How many published device logs agree with each area's rules, and from how many sources (a page, an answer or a repository counts once). "
                + "An area with fewer than five logs from three sources needs more: the last column says what to log.", "",
            "| Area | Rules | Guesses | Logs that agree | Sources | What a reader could log |", "|---|---|---|---|---|---|",
        ]
        for area in order where area != "app.code" {
            let areaRules = byArea[area]!
            let logs = Set(areaRules.flatMap { evidence.backing[$0.id] ?? [] }.map(\.log))
            let sources = Set(logs.compactMap { sourceOf[$0] })
            let thin = logs.count < 5 || sources.count < 3
            let ask = thin ? MarkdownText.escape(Self.wanted(area)) : ""
            let title = "[\(MarkdownText.escape(Self.areaTitle(area)))](\(RelativePath.link(from: path, to: SitePage.Kind.rulesArea(area).path)))"
            lines.append("| \(title) | \(areaRules.count) | \(areaRules.filter(\.isGuess).count) | \(logs.count) | \(sources.count) | \(ask) |")
        }
        return lines + [""]
    }

    /// A rule's area: the first word of its id (`navigation` of `navigation.push.…`).
    static func area(of id: RuleID) -> String {
        id == Rule.appCodeID ? id.rawValue : String(id.rawValue.split(separator: ".").first ?? "")
    }

    /// One source per page, answer or repository: a GitHub file's repository, a URL without its fragment.
    static func sourceKey(_ url: String) -> String {
        var key = url.replacingOccurrences(of: "https://", with: "").replacingOccurrences(of: "http://", with: "")
        if key.hasPrefix("www.") { key.removeFirst(4) }
        if key.hasPrefix("github.com/") {
            let parts = key.split(separator: "/")
            if parts.count >= 3 { return parts[0...2].joined(separator: "/") }
        }
        return String(key.split(separator: "#").first ?? Substring(key))
    }

    /// What a reader could log to back an area whose rules few logs back.
    static func wanted(_ area: String) -> String {
        switch area {
        case "app": "the app delegate's and scene delegate's callbacks around the app switcher, Control Center and closing the app"
        case "launch": "the delegates' callbacks interleaved with the root's appearance and layout at launch, with the iOS version"
        case "scenes": "two scenes of one app on an iPad: both scene delegates while one opens and closes"
        case "creation": "initWithCoder:, awakeFromNib and init of a storyboard's navigation or tab bar controller and its children"
        case "loading": "loadView, viewDidLoad and loadViewIfNeeded of a view controller shown at launch and pushed, on iOS 13 or later"
        case "ownership": "dealloc (or deinit) of view controllers and views as they are popped, dismissed or removed"
        case "containers": "willMove/didMove(toParent:) and the appearance callbacks of custom children added, removed and swapped"
        case "appearance": "viewIsAppearing: with viewWillAppear:, the layout callbacks and viewDidAppear: (iOS 17 or later)"
        case "navigation": "the navigation controller delegate's willShow/didShow with the appearance callbacks of a push, a pop and an edge swipe"
        case "tabs": "viewDidLoad and the appearance callbacks of two tabs as the user switches between them"
        case "pages": "a page view controller's data source, delegate and the pages' appearance callbacks as the user swipes"
        case "presentation": "the presenter's and the presented view controller's callbacks for each modal presentation style"
        case "segues": "prepare(for:sender:), an unwind action and the callbacks around them; an embed segue's child"
        case "sheets": "the presentation controller delegate's callbacks while a sheet is swiped down, completed and cancelled; sheetPresentationControllerDidChangeSelectedDetentIdentifier: with the sheet's layout callbacks as it is dragged between detents"
        case "popovers": "prepareForPopoverPresentation: and the dismissal delegate callbacks of a popover on an iPad, with both controllers' appearance callbacks"
        case "hosting": "a UIHostingController's callbacks when pushed, presented or added as a child; makeUIViewController, updateUIViewController and dismantleUIViewController with the made controller's viewDidLoad and appearance callbacks"
        case "hierarchy": "willMove(toSuperview:), willMove(toWindow:), didMoveToWindow, didMoveToSuperview of views added and removed"
        case "layout": "updateConstraints, layoutSubviews and draw(_:) of custom views after launch: a rotation, setNeedsLayout, layoutIfNeeded"
        case "environment": "traitCollectionDidChange(_:), the safe-area and margin callbacks on rotation, dark mode and entering the background; an iPad window resized in Split View or Stage Manager"
        case "rotation": "viewWillTransition(to:with:) and willTransition(to:with:) of the visible view controllers and their children"
        case "memory": "didReceiveMemoryWarning of view controllers on screen and covered (and viewDidUnload on iOS 5)"
        default: "the callbacks these rules place, with the iOS version"
        }
    }

    private func source(_ source: RuleSource, from path: String) -> String {
        switch source {
        case .apple(let title, let url):
            return "[\(MarkdownText.escape(title))](<\(url)>) (Apple)"
        case .log(let file):
            let id = file.hasSuffix(".log") ? String(file.dropLast(4)) : file
            return "device log \(logLink(id, from: path))"
        case .article(let author, let title, let url):
            let text = "\(MarkdownText.escape(author)), *\(MarkdownText.escape(title))*"
            return url.map { "[\(text)](<\($0)>)" } ?? text
        case .scenario:
            return "the scenario's own code (the app makes the call)"
        case .guess(let reasoning):
            return "**our guess:** " + MarkdownText.escape(reasoning)
        }
    }

    private func logLink(_ id: String, from path: String) -> String {
        logIDs.contains(id) ? "[\(MarkdownText.escape(id))](\(RelativePath.link(from: path, to: SitePage.Kind.evidenceLog(id).path)))" : "*\(MarkdownText.escape(id))* (in Lifeline's own evidence)"
    }

    private func scenarioLinks(_ list: [ScenarioSummary], from path: String) -> String {
        guard !list.isEmpty else { return "no canonical scenario" }
        let shown = list.prefix(8).map { "[\(MarkdownText.escape($0.id))](\(RelativePath.link(from: path, to: SitePage.Kind.scenario($0.id).path)))" }.joined(separator: ", ")
        return shown + (list.count > 8 ? " and \(list.count - 8) more" : "") + " (\(list.count) \(list.count == 1 ? "scenario" : "scenarios"))"
    }

    static func areaTitle(_ area: String) -> String {
        switch area {
        case "app": "The app and its scenes"
        case "launch": "Launch"
        case "scenes": "Scenes"
        case "creation": "Creating view controllers and views"
        case "loading": "Loading the view"
        case "ownership": "Lifetime"
        case "containers": "Containers"
        case "appearance": "Appearing"
        case "navigation": "Navigation"
        case "tabs": "Tab bars"
        case "pages": "Page view controllers"
        case "presentation": "Modal presentation"
        case "segues": "Segues"
        case "sheets": "Sheets"
        case "hierarchy": "The view hierarchy"
        case "layout": "Layout and drawing"
        case "environment": "Traits, margins and safe area"
        case "rotation": "Rotation"
        case "memory": "Memory warnings"
        default: area.prefix(1).uppercased() + area.dropFirst()
        }
    }
}
