/// What the `scenario` template sees for one scenario's page.
struct ScenarioPageModel {
    var id: String
    var profile: String
    /// Nil when empty (an empty string would open a Mustache section). Named so that no outer
    /// context has the same name: Mustache looks a nil value up in the enclosing contexts.
    var groupName: String?
    var lead: String?
    /// The device logs behind the scenario, or "model only" (pre-rendered HTML).
    var evidence: String
    /// For a scenario written in a page: that page.
    var writtenIn: PageLink?
    var steps: [StepItem]
    /// The scenario as written, and the file (or page) it is in.
    var sourceText: String
    var sourcePath: String
    /// Nil for a diagram the build does not draw (`ScenarioTraces.pageDiagrams`).
    var sequenceFigure: String?
    var stateFigure: String?
    /// For a page that draws no sequence diagram: why, and the command that draws it.
    var undrawn: UndrawnNote?
    /// The trace table's rows, from `trace-row` (`TraceRowTemplate`).
    var traceRows: String
    /// The Rules page, from this page.
    var rulesHref: String
    var downloads: [DownloadRow]
}

/// One step of a scenario, as written. Where it is written (file:line:col) is for authors: it stays
/// in `lifeline trace` and the build's errors, not on a reader's page.
struct StepItem {
    var number: Int
    var text: String
}

/// One line of the trace table: a call, a note (not a call), or a change of state.
struct TraceRow {
    /// The call's number, as on the sequence diagram (notes and state changes share the last one's).
    var number: Int
    var step: Int
    var isCall: Bool
    var isNote: Bool
    var isTransition: Bool
    var caller: String
    var receiver: String
    /// The selector, or the note's text, or `from → to` for a change of state.
    var text: String
    /// `animated: true`; nil when the call has none.
    var arguments: String?
    /// What the call returned, when the trace says (`isViewLoaded` → `NO`); nil otherwise.
    var returned: String?
    var depth: Int
    /// The rule that placed a call, its section on the Rules page, and whether it is our guess
    /// (the table marks it).
    var rule: String = ""
    var ruleHref: String = ""
    var isGuess = false
    /// Whether part of that rule is our guess (its sources say which part).
    var isPartlyGuess = false
    /// The depth the table indents by (a CSS class), at most 6.
    var indent: Int
}

/// One downloadable thing (a diagram, the trace) in its formats.
struct DownloadRow {
    var label: String
    var links: [PageLink]
    /// The command that writes it, when the site does not publish it.
    var command: String?
}

/// Why a scenario's page draws no sequence diagram (`PageDrawing`), and what draws it.
struct UndrawnNote {
    /// The scenario reproduces device logs: the page draws neither diagram.
    var reproduction: Bool
    /// The trace is too long to draw: the page draws only the state graph.
    var longTrace: Bool
    var calls: Int
    var command: String

    init?(_ drawing: PageDrawing, id: String) {
        command = "lifeline diagram \(id) -o \(id).svg"
        switch drawing {
        case .both: return nil
        case .reproduction: (reproduction, longTrace, calls) = (true, false, 0)
        case .stateOnly(let count): (reproduction, longTrace, calls) = (false, true, count)
        }
    }
}
