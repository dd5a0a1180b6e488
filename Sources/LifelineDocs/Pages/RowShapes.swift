import Synchronization
import StaticSite

/// A template of one table row, rendered by Mustache once per shape of row and filled in Swift for
/// each row: what `TraceRowTemplate` (a scenario's trace) and `EvidenceRowTemplate` (the Evidence
/// page's logs) stand on.
///
/// swift-mustache looks every name of every row up through the context stack, with a handful of
/// dynamic casts a tag and a copy of the stack a section: a scenario's trace rows were a quarter
/// of a warm build, the Evidence page's 204 rows 45 M instructions of a one-scenario edit
/// (callgrind). The template stays the theme's: rendered with a placeholder for each value, it is
/// cut into text and places, and each row fills the places of its shape (what a section may
/// test). A value comes out as Mustache would put it, escaped as the template's content type
/// escapes `{{name}}` (HTML, or Markdown under `{{% CONTENT_TYPE: MARKDOWN}}`, told apart by what
/// the render made of the placeholder's `&`) and as it is for `{{{name}}}`; a template that does anything else with a
/// value (a transform, a partial of it) is refused at the template.
final class RowShapes<Shape: Hashable & Sendable>: Sendable {
    /// The row template's name.
    let name: String
    private let templates: TemplateLibrary
    /// How many values a row has: a placeholder numbered past them is not one of ours.
    private let fieldCount: Int
    /// The error's words when the template does more with a value than place it.
    private let misuse: String
    private let shapes = Mutex<[Shape: [Piece]]>([:])

    init(name: String, templates: TemplateLibrary, fieldCount: Int, misuse: String) {
        self.name = name
        self.templates = templates
        self.fieldCount = fieldCount
        self.misuse = misuse
    }

    /// Private-use characters around the value's number, and an `&` that escaping changes, so
    /// that the rendered text says whether the template escaped it.
    static func placeholder(_ field: Int) -> String { "\u{E000}fF\(field)&\u{E001}" }

    enum Piece: Equatable {
        case text(String)
        /// A value, escaped as `escaping` says (nil: as it is).
        case value(Int, escaping: Escaping?)
    }

    /// The escapings of `{{name}}` a row template may have: HTML's (the templates' default) or
    /// Markdown's (a template that writes Markdown), each exactly as Mustache's.
    enum Escaping: Equatable {
        case html, markdown

        /// What the escaping makes of the placeholder's `&`.
        var ampersand: String { self == .html ? "&amp;" : "\\&" }

        func escape(_ text: String) -> String {
            self == .html ? HTML.escapedAsInTemplates(text) : MarkdownText.escape(text)
        }
    }

    /// Appends the row of `shape` holding `values` (in their placeholders' order) to `out`.
    /// `slots`: the model Mustache renders a shape with, a placeholder in place of each value.
    /// A template that does more with a value than place it is an error at the template.
    func append(_ shape: Shape, _ values: [String], to out: inout String, slots: (Shape) -> Any) throws {
        let pieces: [Piece]
        do { pieces = try self.pieces(shape, slots: slots) } catch is Misuse { throw misused }
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .value(let field, let escaping): out += escaping.map { $0.escape(values[field]) } ?? values[field]
            }
        }
    }

    /// `rows` in order, each its shape's template filled with its values (`Field`'s, read from
    /// the row), as `append` fills one.
    func text<Field: RowField>(_ rows: [Field.Row], fields: Field.Type, shape: (Field.Row) -> Shape, slots: (Shape) -> Any) throws -> String {
        var text = ""
        var values = [String](repeating: "", count: Field.allCases.count)
        for row in rows {
            for field in Field.allCases { values[field.rawValue] = field.value(of: row) }
            try append(shape(row), values, to: &text, slots: slots)
        }
        return text
    }

    /// Whether the template only places the values of rows of these shapes, so that `append`
    /// fills them; false when it does more with one (a transform): a caller that would rather
    /// render each row through Mustache than refuse the template asks first.
    func placesValuesOnly(_ shapes: [Shape], slots: (Shape) -> Any) throws -> Bool {
        do {
            for shape in shapes { _ = try pieces(shape, slots: slots) }
            return true
        } catch is Misuse {
            return false
        }
    }

    /// A rendered shape whose placeholders are not all placed as they are.
    private struct Misuse: Error {}

    private func pieces(_ shape: Shape, slots: (Shape) -> Any) throws -> [Piece] {
        if let known = shapes.withLock({ $0[shape] }) { return known }
        let rendered = try templates.render(name, slots(shape))
        let pieces = try cut(rendered)
        shapes.withLock { $0[shape] = pieces }
        return pieces
    }

    /// `rendered` cut at its placeholders; `Misuse` when one is not placed as it is.
    func cut(_ rendered: String) throws -> [Piece] {
        var pieces: [Piece] = []
        var rest = rendered[...]
        while let open = rest.firstIndex(of: "\u{E000}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "\u{E001}") else { throw Misuse() }
            let inside = rest[afterOpen..<close]
            guard inside.hasPrefix("fF") else { throw Misuse() }
            let digits = inside.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
            let mark = inside.dropFirst(2 + digits.count)
            let escaping = [Escaping.html, .markdown].first { mark == $0.ampersand }
            guard let field = Int(digits), field < fieldCount, mark == "&" || escaping != nil else { throw Misuse() }
            pieces.append(.value(field, escaping: escaping))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    private var misused: SiteDiagnostic {
        SiteDiagnostic(path: templates.path(of: name), message: misuse)
    }
}

/// The values of a row template's row, one case each, numbered in the order of their
/// placeholders: what `RowShapes.text` fills a row with.
protocol RowField: CaseIterable, RawRepresentable<Int> {
    associatedtype Row
    func value(of row: Row) -> String
}

extension RowField {
    /// The value's placeholder, where a shape's model (its `slots`) holds the value.
    var placeholder: String { RowShapes<Int>.placeholder(rawValue) }
}
