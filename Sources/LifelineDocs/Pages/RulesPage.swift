import LifecycleEngine
import LifecycleModel
import StaticSite

/// The *Rules* page (every area and its rules, the evidence by area) and a page per area: every
/// engine rule, what it says, the profiles it holds for, its sources, the scenarios that use it,
/// and the device logs that back it or part from it, with their reason. Each is a model
/// (`RulesModel`, `RulesAreaModel`) written as Markdown by its template (`rules`, `rules-area`),
/// like the evidence pages; a rule's heading is its id, so its anchor is stable
/// (`RulesPage.anchor`).
struct RulesPage {
    /// The templates that write these pages' Markdown.
    static let templateNames = ["rules", "rules-area", "markdown-log"]

    let traces: ScenarioTraces
    let templates: TemplateLibrary
    let evidence: RuleEvidence
    /// The device logs the site has a page for: a log a rule cites that this project does not
    /// keep (another project's site) is named, not linked.
    let logIDs: Set<String>
    /// The canonical scenarios that use each rule: those a reader comes for first, those that
    /// reproduce one device log after them.
    let usedBy: [RuleID: [ScenarioSummary]]

    init(traces: ScenarioTraces, templates: TemplateLibrary) {
        self.traces = traces
        self.templates = templates
        evidence = traces.ruleEvidence
        logIDs = Set(traces.evidence.entries.map(\.evidence.id))
        var usedBy: [RuleID: [ScenarioSummary]] = [:]
        // The scenarios put in reading order once, so that each rule's list comes out in it: a
        // sort of every rule's list was two fifths of making this page's model (callgrind).
        let ordered = traces.canonical.sorted { ($0.scenario.id.hasPrefix("dev") ? 1 : 0, $0.scenario.id) < ($1.scenario.id.hasPrefix("dev") ? 1 : 0, $1.scenario.id) }
        for trace in ordered {
            for rule in trace.callRules { usedBy[rule, default: []].append(trace.scenario) }
        }
        self.usedBy = usedBy
    }

    /// What the rules pages read besides the catalogue (which the tool carries) and the
    /// templates, as one text: the scenarios that use each rule (by id: the pages name no
    /// title), the logs that back or contradict it, and each log's id and source. A page of
    /// rules is kept between builds under it (`PageKeys`): editing a scenario's title or a step
    /// that changes no rule renders no rules page.
    var madeOf: String {
        var lines = usedBy.sorted { $0.key.rawValue < $1.key.rawValue }.map { "used \($0.key.rawValue): \($0.value.map(\.id).joined(separator: " "))" }
        lines += evidence.backing.sorted { $0.key.rawValue < $1.key.rawValue }.map { rule, logs in
            "backed \(rule.rawValue): " + logs.map { "\($0.log) \($0.calls)" }.joined(separator: ", ")
        }
        lines += evidence.contradictions.sorted { $0.key.rawValue < $1.key.rawValue }.map { rule, logs in
            "contradicted \(rule.rawValue): " + logs.map { "\($0.log) \($0.call) \($0.reason)" }.joined(separator: "\u{1F}")
        }
        lines += traces.evidence.entries.map { "log \($0.evidence.id) \($0.evidence.header.source)" }
        return lines.joined(separator: "\n")
    }

    /// Where rule `id` is described, from the site's root: its area's page and its anchor. Made
    /// once for each rule of the catalogue: every row of a trace links its call to its rule, and
    /// slugging the id for each of 13,000 rows was a third of making the rows (callgrind).
    static func place(of id: RuleID) -> String {
        places[id] ?? madePlace(of: id)
    }

    private static let places = Dictionary(RuleCatalogue.all.map { ($0.id, madePlace(of: $0.id)) }) { first, _ in first }

    private static func madePlace(of id: RuleID) -> String {
        SitePage.Kind.rulesArea(page(of: id)).path + "#" + anchor(id)
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
        String(id.rawValue.splitAtBytes(separator: ".").first ?? "")
    }

    /// Where rule `id` is described, from the page at `path`.
    static func href(_ id: RuleID, from path: String) -> String {
        RelativePath.link(from: path, to: SitePage.Kind.rulesArea(page(of: id)).path) + "#" + anchor(id)
    }

    /// The Rules page (`SitePage.rules`): what the rules are, the evidence by area, and every
    /// rule listed under its area. The rules themselves are on a page per area: one page of all
    /// 119 was 360 KB.
    func page(_ page: SitePage) throws -> SourcePage {
        try EvidencePages.generated(page, description: "Every rule of Lifeline's model of UIKit by area, and the device logs that back each area.",
                                markdown: try templates.render("rules", RulesModel(page, rulesPage: self)))
    }

    /// The page of `area`'s rules (`SitePage.rulesArea`).
    func areaPage(_ area: String, _ page: SitePage) throws -> SourcePage {
        try EvidencePages.generated(page, description: "Lifeline's rules of \(Self.areaTitle(area)): what each says, the iOS versions it holds for, its sources, and the device logs that back it.",
                                markdown: try templates.render("rules-area", RulesAreaModel(area, page, rulesPage: self)))
    }

    /// A rule's area: the first word of its id (`navigation` of `navigation.push.…`).
    static func area(of id: RuleID) -> String {
        id == Rule.appCodeID ? id.rawValue : String(id.rawValue.splitAtBytes(separator: ".").first ?? "")
    }

    /// One source per page, answer or repository: a GitHub file's repository, a URL without its fragment.
    static func sourceKey(_ url: String) -> String {
        var key = url.replacingOccurrences(of: "https://", with: "").replacingOccurrences(of: "http://", with: "")
        if key.hasPrefix("www.") { key.removeFirst(4) }
        if key.hasPrefix("github.com/") {
            let parts = key.splitAtBytes(separator: "/")
            if parts.count >= 3 { return parts[0...2].joined(separator: "/") }
        }
        return String(key.splitAtBytes(separator: "#").first ?? Substring(key))
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
