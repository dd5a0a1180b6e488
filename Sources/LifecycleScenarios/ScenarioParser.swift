import LifecycleEngine
import LifecycleModel

/// Reads the scenario language into a `Script` the engine can run.
///
/// ```
/// title: App launch with a storyboard root view controller
/// profile: iOS 17+
///
/// controller A: ViewController from storyboard Main
///
/// launch with root A
/// ```
///
/// A scenario is line-based: a header (`title:`, `profile:`, `group:`, `description:`),
/// declarations (`nib`, `controller`, `navigation`, `tabs`, `view`, `segue`, `override` with an
/// indented body), and steps, one per line, run in order. Content/scenario-language.md documents
/// every form. Errors read `path:line:column: error: what is wrong; what would be right`.
public struct ScenarioParser {
    let path: String
    let id: String
    let firstLine: Int

    /// - Parameters:
    ///   - path: the file's path as it should appear in error messages.
    ///   - id: the scenario's id (its file name without extension).
    ///   - firstLine: the line number of the text's first line in that file, so a scenario
    ///     embedded in a Markdown page reports the page's own line numbers.
    public init(path: String, id: String, firstLine: Int = 1) {
        self.path = path
        self.id = id
        self.firstLine = firstLine
    }

    public func parse(_ text: String) throws(ScenarioError) -> Script {
        // Lines end at LF, CRLF or a lone CR, as cmark-gfm counts them (`TextLines`, which finds
        // them in the UTF-8 bytes: a split by Character was half of parsing a scenario, perf). A
        // final line end starts no empty line there, which reads as nothing here: blank lines
        // are skipped. Each line is split into words only when the reader comes to it, so text
        // past a limit costs nothing.
        let lines = TextLines.split(text)
        var reader = ScenarioReader(path: path, id: id, firstLine: firstLine)
        for (offset, text) in lines.enumerated() {
            let number = firstLine + offset
            if text.utf8.count > ScenarioLimits.maximumLineLength {
                throw ScenarioError(
                    SourceLocation(file: path, line: number, column: 1),
                    "this line is longer than \(ScenarioLimits.maximumLineLength) bytes, the most a scenario line may hold; split it")
            }
            try reader.readHeaderOrDeclaration(SourceLine(text: String(text), number: number, path: path))
        }
        try reader.checkDeclarations()
        try reader.readOverridesAndSteps()
        return try reader.script()
    }
}
