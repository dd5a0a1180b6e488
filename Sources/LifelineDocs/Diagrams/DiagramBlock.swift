import LifecycleDiagrams
import LifecycleEngine
import LifecycleModel
import StaticSite

/// A ```` ```lifeline ```` fenced block in a page: puts a diagram in place at build time, of a
/// scenario named by id or of a scenario written in the block itself.
///
/// ```lifeline
/// scenario: launch-storyboard
/// diagram: sequence
/// ```
///
/// ```lifeline
/// diagram: state
/// caption: My own launch
/// title: Launch
/// object A: ViewController from storyboard Main
/// step launch with root A
/// ```
///
/// ```lifeline
/// scenario: nav-push-pop
/// show: A, A.view
/// ```
///
/// ```lifeline
/// diagram: state
/// machine: viewController
/// ```
///
/// ```lifeline
/// scenario: nav-push-pop
/// profiles: iOS 6-12, iOS 17+
/// ```
///
/// ```lifeline
/// scenario: nav-push-pop
/// show: A, B
/// theme: dark
/// column: 680
/// file: push.svg
/// ```
///
/// Options (`scenario:`, `diagram:`, `caption:`, `show:`, `machine:`, `profiles:`, `theme:`,
/// `column:`, `file:`) come first; whatever
/// follows is the inline scenario. A state graph with neither is the overview: every state and
/// transition of the canonical scenarios, nothing highlighted; `machine:` keeps one machine. `show:` limits a sequence diagram to the objects named, the others folded into
/// UIKit (see `SequenceFocus`); its ids are checked against the trace once the scenario has run.
/// `profiles:` draws the scenario on two iOS profiles as one diff diagram (`TraceDiff`).
/// `theme:` draws it for a light or dark page (`DiagramTheme`; `auto` follows the reader).
/// `column:` shows it as an article's column of that many CSS pixels would (`ColumnFit`), and
/// fails the build when its text would be under 9 px there; with `file:`, the `<img>` tag for
/// the article follows the figure, `src` naming that file and its size read from the drawing.
struct DiagramBlock: Sendable {
    static let infoString = "lifeline"
    static let optionKeys = ["scenario", "diagram", "caption", "show", "machine", "profiles", "theme", "column", "file"]

    /// The `show:` option as written: its ids, each with its column, and its line in the page.
    struct ShowOption: Sendable {
        var ids: [(id: String, column: Int)]
        var line: Int

        func column(of id: String) -> Int { ids.first { $0.id == id }?.column ?? 1 }
    }

    enum Source: Sendable {
        /// A canonical scenario, by id.
        case reference(String)
        /// A scenario written in the block, parsed, its locations on the page's lines.
        case inline(Script)
        /// No scenario: the state graph of all canonical scenarios together, of every machine (nil)
        /// or one.
        case overview(StateMachine?)
    }

    var source: Source
    var kind: DiagramKind
    var caption: String?
    var show: ShowOption?
    /// Two profiles, older first: the block draws a diff of the scenario on both.
    var profiles: (older: IOSProfile, newer: IOSProfile)?
    var theme: DiagramTheme = .auto
    /// The article column the figure is shown as, in CSS px, and the line that asks for it.
    var column: (width: Int, line: Int)?
    /// The file name the article's `<img>` tag gives (`column:` needed).
    var file: String?
    /// The block's text as written.
    let code: String
    /// The page the block is on, and the line of its opening fence in that file.
    let path: String
    let line: Int

    /// The scenario the diagram is drawn from; nil for the overview.
    var scenarioID: String? {
        switch source {
        case .reference(let id): id
        case .inline(let script): script.summary.id
        case .overview: nil
        }
    }

    /// - Parameters:
    ///   - code: the block's text; its first line is the file's line `line + 1`.
    ///   - inlineID: the id an inline scenario gets (unique on the site).
    init(_ code: String, path: String, line: Int, inlineID: String) throws {
        self.path = path
        self.line = line
        self.code = code
        var reference: String?
        var named: DiagramKind?
        var caption: String?
        var show: ShowOption?
        var machine: (value: StateMachine, line: Int)?
        var profiles: (older: IOSProfile, newer: IOSProfile, line: Int)?
        var file: (name: String, line: Int)?
        var lines = code.splitAtBytes(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (offset, raw) in lines.enumerated() {
            let text = raw.trimmingWhitespace()
            if text.isEmpty || text.hasPrefix("#") { continue }
            let parts = text.splitAtBytes(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace() }
            guard parts.count == 2, Self.optionKeys.contains(parts[0]) else { break }
            let lineNumber = line + 1 + offset
            switch parts[0] {
            case "scenario": reference = parts[1]
            case "caption": caption = parts[1]
            case "theme":
                guard let value = DiagramTheme(rawValue: parts[1]) else {
                    let known = DiagramTheme.allCases.map(\.rawValue).joined(separator: ", ")
                    throw SiteDiagnostic(path: path, line: lineNumber, message: "unknown theme '\(parts[1])'; expected \(known)")
                }
                theme = value
            case "column":
                guard let width = Int(parts[1]), (1...100_000).contains(width) else {
                    throw SiteDiagnostic(path: path, line: lineNumber, message: "'column:' takes a column's width in CSS pixels, as in 'column: 680', not '\(parts[1])'")
                }
                column = (width, lineNumber)
            case "file": file = (parts[1], lineNumber)
            case "show": show = try Self.showOption(raw, path: path, line: lineNumber)
            case "profiles":
                let names = parts[1].splitAtBytes(separator: ",").map { $0.trimmingWhitespace() }
                let known = IOSProfile.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                guard names.count == 2 else {
                    throw SiteDiagnostic(path: path, line: lineNumber, message: "'profiles:' names two profiles, older first, as in 'profiles: iOS 6-12, iOS 17+'")
                }
                let found = try names.map { name in
                    guard let profile = IOSProfile(rawValue: name) else {
                        throw SiteDiagnostic(path: path, line: lineNumber, message: "unknown profile '\(name)'; expected one of \(known)")
                    }
                    return profile
                }
                profiles = (found[0], found[1], lineNumber)
            case "machine":
                guard let value = StateMachine(rawValue: parts[1]) else {
                    let known = StateMachine.allCases.map(\.rawValue).joined(separator: " or ")
                    throw SiteDiagnostic(path: path, line: lineNumber, message: "unknown machine '\(parts[1])'; expected \(known)")
                }
                machine = (value, lineNumber)
            default:
                guard let kind = DiagramKind(rawValue: parts[1]) else {
                    let known = DiagramKind.allCases.map(\.rawValue).joined(separator: " or ")
                    throw SiteDiagnostic(path: path, line: lineNumber, message: "unknown diagram '\(parts[1])'; expected \(known)")
                }
                named = kind
            }
            // The scenario parser sees a blank line here, so its line numbers stay the page's.
            lines[offset] = ""
        }
        let rest = lines.joined(separator: "\n")
        let hasScenarioText = rest.splitAtBytes(separator: "\n").contains {
            let text = $0.trimmingWhitespace()
            return !text.isEmpty && !text.hasPrefix("#")
        }
        switch (reference, hasScenarioText) {
        case (let id?, false):
            source = .reference(id)
        case (nil, true):
            source = .inline(try InlineScenario.parse(rest, id: inlineID, path: path, firstLine: line + 1))
        case (_?, true):
            throw SiteDiagnostic(path: path, line: line, message: "a lifeline block names a scenario ('scenario:') or holds one, not both")
        case (nil, false):
            guard named == .state else {
                throw SiteDiagnostic(
                    path: path, line: line,
                    message: "a lifeline block needs 'scenario: ID' or a scenario written inline; only 'diagram: state' stands alone (it shows every canonical scenario's states)")
            }
            source = .overview(machine?.value)
        }
        if let machine, reference != nil || hasScenarioText {
            throw SiteDiagnostic(
                path: path, line: machine.line,
                message: "'machine:' applies to the overview state graph only (a 'diagram: state' block with no scenario)")
        }
        let kind = named ?? .sequence
        if let profiles {
            guard reference != nil, kind == .sequence, show == nil else {
                throw SiteDiagnostic(
                    path: path, line: profiles.line,
                    message: "'profiles:' draws a scenario of Content/scenarios on two profiles as one sequence diagram; give 'scenario: ID' and no 'show:' or 'diagram: state'")
            }
            self.profiles = (profiles.older, profiles.newer)
        }
        if let show, kind != .sequence {
            throw SiteDiagnostic(
                path: path, line: show.line,
                message: "'show:' applies to sequence diagrams only: a state graph has no lifelines to leave out")
        }
        if let file, column == nil {
            throw SiteDiagnostic(path: path, line: file.line, message: "'file:' names the image in the article's <img> tag, which 'column:' sizes; give 'column:' too")
        }
        self.kind = kind
        self.caption = caption
        self.show = show
        self.file = file?.name
    }

    /// The ids after `show:`, each with its column on the line.
    private static func showOption(_ raw: String, path: String, line: Int) throws -> ShowOption {
        let colon = raw.distance(from: raw.startIndex, to: raw.firstIndex(of: ":") ?? raw.startIndex)
        let ids = SequenceFocus.ids(in: String(raw.dropFirst(colon + 1))).map { ($0.id, colon + 2 + $0.offset) }
        guard !ids.isEmpty else {
            throw SiteDiagnostic(path: path, line: line, column: colon + 1, message: "'show:' needs at least one object id, as in 'show: A, A.view'")
        }
        return ShowOption(ids: ids, line: line)
    }
}
