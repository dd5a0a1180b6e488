import Foundation
import Mustache

/// The Mustache templates of a site, read from one folder (`NAME.mustache` → template `NAME`).
public struct TemplateLibrary: Sendable {
    private var library = MustacheLibrary()
    private var names: Set<String> = []

    /// Reads and parses every `.mustache` file in `directory`; a syntax error names file:line:column.
    public init(directory: URL, displayPath: String) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".mustache") }.sorted()
        for file in files {
            let name = String(file.dropLast(".mustache".count))
            let path = displayPath + "/" + file
            let text: String
            do {
                text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            } catch {
                throw SiteDiagnostic(path: path, message: "cannot read template: \(error.localizedDescription)")
            }
            do {
                try library.register(text, named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw SiteDiagnostic(
                    path: path, line: error.context.lineNumber, column: error.context.columnNumber,
                    message: "template syntax: \(error.error)")
            }
            names.insert(name)
        }
    }

    /// Renders template `name` with `context` (plain structs and dictionaries).
    public func render(_ name: String, _ context: Any) throws -> String {
        guard names.contains(name), let html = library.render(context, withTemplate: name) else {
            throw SiteDiagnostic(path: name + ".mustache", message: "no template named '\(name)'")
        }
        return html
    }
}
