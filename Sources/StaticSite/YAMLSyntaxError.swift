import Foundation
import Yams

/// A YAML syntax error from Yams as a diagnostic: libyaml's problem in words, at its line and
/// column in the file. Yams' own description spans several lines and repeats the source; a
/// diagnostic is one line.
enum YAMLSyntaxError {
    /// - Parameters:
    ///   - firstLine: the file's line number of the YAML's first line (front matter starts on 2).
    ///   - lead: the message's start ("front matter is not valid YAML").
    ///   - text: the YAML itself, to find the second of two equal keys (Yams marks the mapping).
    static func diagnostic(_ error: YamlError, path: String, firstLine: Int, lead: String, text: String = "") -> SiteDiagnostic {
        func at(_ mark: Mark, _ message: String) -> SiteDiagnostic {
            SiteDiagnostic(path: path, line: mark.line + firstLine - 1, column: mark.column, message: "\(lead): \(message)")
        }
        switch error {
        case .scanner(let context?, _, let mark, _) where isFlow(context), .parser(let context?, _, let mark, _) where isFlow(context):
            // libyaml notices an unclosed `[` or `{` where the text stops making sense, often
            // lines later; the writer needs the line that opened it.
            let (opener, closer) = context.text.contains("sequence") ? ("[", "]") : ("{", "}")
            return at(context.mark, "this '\(opener)' is never closed; expected ',' or '\(closer)' (the YAML stops making sense on line \(mark.line + firstLine - 1))")
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            // libyaml: "did not find expected '-' indicator", context "while parsing a block collection".
            return at(mark, problem + (context.map { " \($0.text) (from line \($0.mark.line + firstLine - 1))" } ?? ""))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.sorted().joined(separator: ", ")
            guard let (line, column, first) = secondOccurrence(of: duplicates.sorted(), in: text, indent: context.mark.column - 1) else {
                return at(context.mark, "a key appears twice: \(names)")
            }
            return SiteDiagnostic(
                path: path, line: line + firstLine - 1, column: column,
                message: "\(lead): a key appears twice: \(names) (first on line \(first + firstLine - 1))")
        case .reader(let problem, let offset, let value, _):
            // libyaml's reader refuses bytes (a NUL, a control character) before any parsing;
            // `offset` counts bytes into the YAML. Yams' own text quotes the raw input.
            let prefix = offset.map { Array(text.utf8.prefix($0)) } ?? []
            let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count
            let column = prefix.count - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return SiteDiagnostic(
                path: path, line: line + firstLine, column: column,
                message: "\(lead): \(problem) (character U+\(String(format: "%04X", value)))")
        default:
            // One line, whatever Yams' description holds.
            let words = "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "unreadable"
            return SiteDiagnostic(path: path, line: firstLine, message: "\(lead): \(words)")
        }
    }

    private static func isFlow(_ context: YamlError.Context) -> Bool {
        context.text.contains("flow sequence") || context.text.contains("flow mapping")
    }

    /// The 1-based line and column of the second `key:` at `indent` spaces, and the first's line.
    private static func secondOccurrence(of keys: [String], in text: String, indent: Int) -> (Int, Int, Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for key in keys {
            let found = lines.indices.filter { index in
                let line = lines[index]
                return line.prefix { $0 == " " }.count == indent && line.dropFirst(indent).hasPrefix(key + ":")
            }
            if found.count >= 2 { return (found[1] + 1, indent + 1, found[0] + 1) }
        }
        return nil
    }
}
