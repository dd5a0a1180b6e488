import LifecycleDiagrams

/// Which of its two diagrams a scenario's page draws, and why not the others
/// (`ScenarioTraces.pageDrawing(of:)` decides; the page says why and how to draw the rest).
enum PageDrawing: Equatable {
    /// The sequence diagram and the state graph.
    case both
    /// Neither: the scenario reproduces device logs, whose pages show it against the device.
    case reproduction
    /// The state graph alone: the trace has more calls than a sequence diagram a reader can
    /// follow. The longest the site draws, `nav-pop-to-root`'s 96 calls, is 4,177 pt tall (about
    /// 43 pt a call); `everything`'s 709 were 31,751 pt, a 620 KB file read as a table anyway.
    case stateOnly(calls: Int)

    /// More calls than this, and the page draws no sequence diagram.
    static let longestSequence = 300

    /// The drawing as a page key names it (`PageKeys`): spelt by its case, where
    /// `String(reflecting:)` cost 20,000 instructions a scenario page's key (callgrind).
    var spelt: String {
        switch self {
        case .both: "both"
        case .reproduction: "reproduction"
        case .stateOnly(let calls): "state only \(calls)"
        }
    }

    var kinds: [DiagramKind] {
        switch self {
        case .both: DiagramKind.allCases
        case .reproduction: []
        case .stateOnly: [.state]
        }
    }
}
