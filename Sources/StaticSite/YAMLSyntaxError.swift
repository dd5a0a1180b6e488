import Yams

/// A YAML syntax error from Yams as a diagnostic: libyaml's problem in words, at its line and
/// column in the file. Yams' own description spans several lines and repeats the source; a
/// diagnostic is one line.
enum YAMLSyntaxError {
    /// - Parameters:
    ///   - firstLine: the file's line number of the YAML's first line (front matter starts on 2).
    ///   - lead: the message's start ("front matter is not valid YAML").
    static func diagnostic(_ error: YamlError, path: String, firstLine: Int, lead: String) -> SiteDiagnostic {
        func at(_ mark: Mark, _ message: String) -> SiteDiagnostic {
            SiteDiagnostic(path: path, line: mark.line + firstLine - 1, column: mark.column, message: "\(lead): \(message)")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            // libyaml: "did not find expected ',' or ']'", context "while parsing a flow sequence".
            return at(mark, problem + (context.map { " \($0.text) (from line \($0.mark.line + firstLine - 1))" } ?? ""))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return at(context.mark, "a key appears twice: \(duplicates.sorted().joined(separator: ", "))")
        default:
            return SiteDiagnostic(path: path, line: firstLine, message: "\(lead): \(error)")
        }
    }
}
