import Foundation
import Yams

/// A page's YAML front matter (between `---` lines at the top), read with Yams.
public struct FrontMatter: Sendable, Equatable, Codable {
    public var title: String?
    public var description: String?
    public var order: Int?
    public var draft: Bool

    public init(title: String? = nil, description: String? = nil, order: Int? = nil, draft: Bool = false) {
        self.title = title
        self.description = description
        self.order = order
        self.draft = draft
    }

    /// Splits `text` into front matter and body; `bodyLine` is the body's first line number.
    public static func split(_ text: String, path: String) throws -> (FrontMatter, body: String, bodyLine: Int) {
        // At any line break, so a CRLF file's front matter is found as an LF file's is.
        switch FrontMatterLines.find(in: text) {
        case .none:
            return (FrontMatter(draft: false), text, 1)
        case .unclosed:
            throw SiteDiagnostic(path: path, line: 1, message: "front matter opened with '---' is never closed")
        case .matter(let yaml, let body, let bodyLine):
            return (try parse(yaml, path: path), body, bodyLine)
        }
    }

    static func parse(_ yaml: String, path: String) throws -> FrontMatter {
        let node = try YAMLDocument.compose(yaml, path: path, firstLine: 2, lead: "front matter is not valid YAML")
        guard let node else { return FrontMatter(draft: false) }
        guard let mapping = node.mapping else {
            throw SiteDiagnostic(path: path, line: node.mark.map { $0.line + 1 } ?? 2, message: "front matter must be a mapping of keys to values")
        }
        var matter = FrontMatter(draft: false)
        for (key, value) in mapping {
            // Yams marks are 1-based within the YAML text, which starts on the file's second line.
            let line = (key.mark?.line ?? 1) + 1
            let column = key.mark?.column ?? 1
            switch key.string {
            case "title":
                // An empty title would leave the sidebar's link and the <title> blank.
                guard let title = value.string, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw SiteDiagnostic(path: path, line: line, column: column, message: "'title' is empty; give the page a title, or leave the key out to use the file's name")
                }
                matter.title = title
            case "description": matter.description = value.string
            case "order":
                guard let order = value.int else {
                    throw SiteDiagnostic(path: path, line: line, column: column, message: "'order' must be an integer")
                }
                matter.order = order
            case "draft":
                guard let draft = value.bool else {
                    throw SiteDiagnostic(path: path, line: line, column: column, message: "'draft' must be true or false")
                }
                matter.draft = draft
            default:
                throw SiteDiagnostic(
                    path: path, line: line, column: column,
                    message: "unknown front matter key '\(key.string ?? "")'; expected title, description, order or draft")
            }
        }
        return matter
    }
}
