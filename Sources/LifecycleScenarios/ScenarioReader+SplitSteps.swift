import LifecycleEngine
import LifecycleModel

/// The steps that ask a split view controller for a display mode or a column:
/// `set preferredDisplayMode of S to MODE`, `show column COLUMN in S`, `hide column COLUMN in S`.
extension ScenarioReader {
    func displayModeStep(_ line: SourceLine) throws(ScenarioError) -> Action {
        var cursor = WordCursor(line, from: 1, usage: "set preferredDisplayMode of SPLIT to \(Self.displayModes)")
        try cursor.expect("preferredDisplayMode")
        try cursor.expect("of")
        let split = try name(&cursor, .split)
        try cursor.expect("to")
        let word = try cursor.next()
        guard let mode = SplitColumns.DisplayMode(rawValue: word.text) else {
            throw ScenarioError(line.location(of: word), "'\(word.text)' is not a display mode of a two-column split view controller; write one of \(SplitColumns.DisplayMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try cursor.end()
        return .setDisplayMode(mode, of: split)
    }

    func columnStep(_ line: SourceLine) throws(ScenarioError) -> Action {
        let verb = line.words[0].text
        var cursor = WordCursor(line, from: 2, usage: "\(verb) column primary|secondary in SPLIT")
        let word = try cursor.next()
        guard let column = SplitColumns.Column(rawValue: word.text), column == .primary || column == .secondary else {
            throw ScenarioError(line.location(of: word), "'\(word.text)' is not a column of a two-column split view controller; write primary or secondary")
        }
        try cursor.expect("in")
        let split = try name(&cursor, .split)
        try cursor.end()
        return .showColumn(column, of: split, hiding: verb == "hide")
    }

    /// `show B in S`, S a split view controller: `[S showViewController:B sender:nil]`.
    func showInSplitStep(_ line: SourceLine) throws(ScenarioError) -> Action {
        var cursor = WordCursor(line, from: 1, usage: "show NAME in SPLIT")
        let shown = try name(&cursor, .freeController)
        try cursor.expect("in")
        let split = try name(&cursor, .split)
        try cursor.end()
        return .showInSplit(shown, in: split)
    }

    /// Whether `word` names a declared split view controller (`show B in S` is then the split
    /// view controller's show(_:sender:), not a representable shown in a hosting controller).
    func namesSplit(_ word: String?) -> Bool {
        guard let word, let declaration = declarations.first(where: { $0.id.rawValue == word }) else { return false }
        if case .splitViewController = declaration.kind { return true }
        return false
    }

    private static let displayModes = SplitColumns.DisplayMode.allCases.map(\.rawValue).joined(separator: "|")
}
