import LifecycleDiagrams
import LifecycleModel

/// A diagram someone wants: what it draws, how, and where it is published. Stage 2 makes every
/// request of a build once; stage 3 draws each exactly once; pages, figures and the command line
/// look the drawing up by its request, so that the command line's bytes are the site's.
///
/// This is the only place that spells a path under `diagrams/`.
public struct DiagramRequest: Hashable, Sendable {
    /// What a diagram is of. New kinds of subject (a diff of two traces) are new cases.
    public enum Subject: Hashable, Sendable {
        /// One scenario's trace, by scenario id.
        case scenario(String)
        /// Every state and transition of the canonical scenarios, nothing highlighted: of every
        /// machine (nil) or of one.
        case overview(machine: StateMachine?)
        /// Two traces aligned in one sequence diagram: a device log against its scenario, or one
        /// iOS profile against another.
        case diff(TraceDiff)
    }

    public let subject: Subject
    public let kind: DiagramKind
    /// The objects a sequence diagram shows, checked against the scenario's trace
    /// (`SequenceFocus.checked`); nil shows them all.
    public let focus: SequenceFocus?
    /// The site draws `.auto`; the command line may ask for another theme.
    public let theme: DiagramTheme

    /// A scenario's whole diagram.
    public static func scenario(_ id: String, _ kind: DiagramKind, theme: DiagramTheme = .auto) -> DiagramRequest {
        DiagramRequest(subject: .scenario(id), kind: kind, focus: nil, theme: theme)
    }

    /// A scenario's sequence diagram limited to `focus`, which `SequenceFocus.checked` made.
    static func scenario(_ id: String, focus: SequenceFocus, theme: DiagramTheme = .auto) -> DiagramRequest {
        DiagramRequest(subject: .scenario(id), kind: .sequence, focus: focus, theme: theme)
    }

    /// The overview state graph.
    public static func overview(machine: StateMachine?, theme: DiagramTheme = .auto) -> DiagramRequest {
        DiagramRequest(subject: .overview(machine: machine), kind: .state, focus: nil, theme: theme)
    }

    /// A diff diagram.
    public static func diff(_ diff: TraceDiff, theme: DiagramTheme = .auto) -> DiagramRequest {
        DiagramRequest(subject: .diff(diff), kind: .sequence, focus: nil, theme: theme)
    }

    /// The scenario drawn, if the subject is one scenario.
    public var scenarioID: String? {
        if case .scenario(let id) = subject { id } else { nil }
    }

    /// The formats the site publishes: a limited, light or dark diagram or a diff only as the SVG its page shows
    /// (the scenario's page has the downloads); every other as SVG, and PNG when the build asks
    /// for it (`png`). PNG costs 20–25 times an SVG and most of Output/'s bytes (issue 12).
    ///
    /// DOT is not published: it is the diagram's source for engineers, byte for byte the same from
    /// `lifeline diagram ID --format dot`, and publishing it cost 2.6 MB of a 19 MB Output/.
    func published(png: Bool) -> [OutputFormat] {
        guard focus == nil, theme == .auto else { return [.svg] }
        if case .diff = subject { return [.svg] }
        return png ? [.svg, .png] : [.svg]
    }

    /// Where the site publishes this diagram in `format`, relative to the site root.
    ///
    /// A diagram limited to some objects: `diagrams/nav-push-pop-sequence-show-A-A.view.svg`.
    /// Object ids from the scenario language hold only letters, digits, `_` and `.`; anything
    /// else (a hand-made trace's) becomes `_` so that the name stays a plain file name. The
    /// overview is `diagrams/states.svg` or `diagrams/states-view.svg`: a scenario's diagrams end
    /// in `-state` or `-sequence`, so no scenario id can take these names. A diagram drawn for
    /// one scheme ends in it: `diagrams/nav-push-pop-sequence-dark.svg` (object ids hold no `-`).
    public func path(_ format: OutputFormat) -> String {
        let scheme = theme == .auto ? "" : "-\(theme.rawValue)"
        switch subject {
        case .scenario(let id):
            guard let focus else { return "diagrams/\(id)-\(kind.rawValue)\(scheme).\(format.rawValue)" }
            let ids = focus.shown.map { id in
                String(id.rawValue.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") ? $0 : "_" })
            }
            return "diagrams/\(id)-\(kind.rawValue)-show-\(ids.joined(separator: "-"))\(scheme).\(format.rawValue)"
        case .overview(let machine):
            return "diagrams/states\(machine.map { "-\($0.rawValue)" } ?? "")\(scheme).\(format.rawValue)"
        case .diff(let diff):
            // Scenario diagrams end in `-sequence` or `-state`: no scenario's name can be a diff's.
            return "diagrams/diff-\(diff.id)\(scheme).\(format.rawValue)"
        }
    }

    /// Where the site publishes a scenario's trace as JSON, beside its diagrams.
    public static func tracePath(_ scenarioID: String) -> String { "diagrams/\(scenarioID)-trace.json" }
}
