/// The regular expressions `LogLineReader` uses, parsed once.
///
/// A regex literal is parsed again every time its expression runs: written inline, the reader
/// parsed its patterns for every line and token it read, 31 % of a whole site build (perf,
/// `Regex(_regexString:version:)`).
///
/// Every pattern reads a bounded stretch from where it starts: a line is read in time linear in
/// its length. The Swift signatures (`application(_:configurationForConnecting:options:)`)
/// once read `[^)]*` up to their `)`, so a line of 4,000 such openings without one read the rest
/// of the line from each: 156 KB took 26 s (issue 19). A signature is far shorter than 200 characters.
/// No pattern starts with `\s*` unanchored: tried at every space of a run, it reads the whole run
/// each time (160,000 spaces before a callback: minutes).
enum LogPatterns {
    nonisolated(unsafe) static let arrow = /—>|–>|→|⟶|-->|=>/
    /// What a line must hold for `arrow` to match in it: each of its arrows, `-->` as `->`.
    static let arrows = ["—>", "–>", "→", "⟶", "->", "=>"]
    nonisolated(unsafe) static let objectiveC = /[-+]\[([A-Za-z_][A-Za-z0-9_]*)(?:\([A-Za-z0-9_]*\))? ([A-Za-z_][A-Za-z0-9_:]*)\]/
    /// `<Demo.ListViewController: 0x7f…>`, and a view's `<MyView: 0x7f…; frame = (0 0; 375 667);
    /// layer = <CALayer: 0x6000…>>` with the descriptions nested in it (one level): the class, the address.
    nonisolated(unsafe) static let objectDescription = /<(?:[A-Za-z0-9_]+\.)*([A-Za-z_][A-Za-z0-9_]*):? (0x[0-9a-fA-F]+)(?:;(?:[^<>]|<[^<>]*>)*)?>/
    nonisolated(unsafe) static let token = /[A-Za-z_][A-Za-z0-9_]*(?:\([A-Za-z_:]*\)|(?::[A-Za-z_][A-Za-z0-9_]*)*:)?|[0-9]+/
    nonisolated(unsafe) static let endWord = /^\s*(?i:end|ended|finished)\b/
    nonisolated(unsafe) static let classInParentheses = /[A-Za-z_]+\(([A-Za-z][A-Za-z0-9_]*)\)/
    nonisolated(unsafe) static let classInParenthesesAfter = /^\s+\(([A-Za-z][A-Za-z0-9_]*)\)/
    nonisolated(unsafe) static let taggedName = /([A-Za-z_]+)([0-9]+)/
    nonisolated(unsafe) static let spelledView = /(?i)\bview\s+(will|did|is)\s+(appear(?:ing)?|disappear|load|layout\s+subviews)\b/
    nonisolated(unsafe) static let spelledAppOrScene = /(?i)\b(application|scene)\s+(will|did)\s+(enter\s+foreground|enter\s+background|become\s+active|resign\s+active|disconnect)\b/
    nonisolated(unsafe) static let spelledLaunching = /(?i)(^|[^:A-Za-z_])(?:application\s*\(\s*)?(will|did)\s*finish(?:ing|ed)?\s*launching(?:\s*with\s*options)?(?:\s*\))?/
    nonisolated(unsafe) static let configurationForConnecting = /application\s*\(\s*configurationForConnecting[^)]{0,200}\)/
    nonisolated(unsafe) static let didDiscardSceneSessions = /application\s*\(\s*didDiscardSceneSessions[^)]{0,200}\)/
    nonisolated(unsafe) static let willConnectTo = /scene\s*\(\s*willConnectTo[^)]{0,200}\)/
    nonisolated(unsafe) static let xcodePrefix = /^\s*\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?(?:[+-]\d{2}:?\d{2}|Z)?\s+(?:\S+\[[0-9]+:[0-9a-fx]+\]\s*)?/
    nonisolated(unsafe) static let consolePrefix = /^\s*\S+\[[0-9]+:[0-9a-fx]+\]\s*/
    nonisolated(unsafe) static let osLogPrefix = /^\s*\[[A-Za-z0-9_.\-]+:[A-Za-z0-9_.\-]+\]\s*/
    nonisolated(unsafe) static let numbering = /^\s*[0-9]+(?:[.):]\s+|、\s*)/
}
