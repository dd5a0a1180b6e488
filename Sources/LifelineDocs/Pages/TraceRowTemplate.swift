import Synchronization
import StaticSite

/// A scenario page's trace rows through `Templates/trace-row.mustache`, rendered by Mustache once
/// per shape of row and filled in Swift for each row.
///
/// A trace table has up to 700 rows, and swift-mustache looks every name of every row up through
/// the context stack, with dynamic casts at each level: the rows were a quarter of a warm build.
/// The template stays the theme's: rendered with a placeholder for each value, it is cut into
/// text and places, and each row fills the places of its shape (which flags it has set, and
/// whether it has arguments or a returned value, all that a section may test). A value comes out
/// as Mustache would put it, escaped for `{{name}}` and as it is for `{{{name}}}`; a template that
/// does anything else with a value (a transform, a partial of it) is refused at the template.
final class TraceRowTemplate: Sendable {
    static let name = "trace-row"

    private let templates: TemplateLibrary
    private let shapes = Mutex<[Shape: [Piece]]>([:])

    init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// The rows' HTML, in order.
    func html(_ rows: [TraceRow]) throws -> String {
        var html = ""
        var values = [String](repeating: "", count: Field.allCases.count)
        for row in rows {
            for field in Field.allCases { values[field.rawValue] = field.value(of: row) }
            for piece in try pieces(Shape(row)) {
                switch piece {
                case .text(let text): html += text
                case .value(let field, let escaped): html += escaped ? HTML.escape(values[field.rawValue]) : values[field.rawValue]
                }
            }
        }
        return html
    }

    /// What a section of the template may test: the rows of one shape render alike.
    struct Shape: Hashable {
        var isCall, isNote, isTransition, isGuess, isPartlyGuess, hasArguments, hasReturned: Bool

        init(_ row: TraceRow) {
            isCall = row.isCall
            isNote = row.isNote
            isTransition = row.isTransition
            isGuess = row.isGuess
            isPartlyGuess = row.isPartlyGuess
            hasArguments = row.arguments != nil
            hasReturned = row.returned != nil
        }
    }

    /// A row's values, in the order of their placeholders.
    enum Field: Int, CaseIterable {
        case number, step, caller, receiver, text, arguments, returned, depth, rule, ruleHref, indent

        func value(of row: TraceRow) -> String {
            switch self {
            case .number: String(row.number)
            case .step: String(row.step)
            case .caller: row.caller
            case .receiver: row.receiver
            case .text: row.text
            case .arguments: row.arguments ?? ""
            case .returned: row.returned ?? ""
            case .depth: String(row.depth)
            case .rule: row.rule
            case .ruleHref: row.ruleHref
            case .indent: String(row.indent)
            }
        }

        /// Private-use characters around the field's number, and an `&` that escaping changes,
        /// so that the rendered text says whether the template escaped it.
        var placeholder: String { "\u{E000}fF\(rawValue)&\u{E001}" }
    }

    enum Piece: Equatable {
        case text(String)
        case value(Field, escaped: Bool)
    }

    private func pieces(_ shape: Shape) throws -> [Piece] {
        if let known = shapes.withLock({ $0[shape] }) { return known }
        let rendered = try templates.render(Self.name, TraceRowSlots(shape))
        let pieces = try Self.cut(rendered, template: templates.path(of: Self.name))
        shapes.withLock { $0[shape] = pieces }
        return pieces
    }

    /// `rendered` cut at its placeholders.
    static func cut(_ rendered: String, template: String) throws -> [Piece] {
        var pieces: [Piece] = []
        var rest = rendered[...]
        while let open = rest.firstIndex(of: "\u{E000}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "\u{E001}") else { throw misused(template) }
            let inside = rest[afterOpen..<close]
            guard inside.hasPrefix("fF") else { throw misused(template) }
            let digits = inside.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
            let mark = inside.dropFirst(2 + digits.count)
            guard let number = Int(digits), let field = Field(rawValue: number), mark == "&" || mark == "&amp;" else { throw misused(template) }
            pieces.append(.value(field, escaped: mark == "&amp;"))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    private static func misused(_ template: String) -> SiteDiagnostic {
        SiteDiagnostic(path: template, message: "a trace row's values can only be placed as they are ({{name}} or {{{name}}}); the template is rendered once per kind of row and filled with each row's values")
    }
}

/// The `trace-row` template's model while it is rendered for a shape of row: the flags and
/// presence of the shape, and a placeholder in place of each value.
struct TraceRowSlots {
    var number: String
    var step: String
    var isCall: Bool
    var isNote: Bool
    var isTransition: Bool
    var caller: String
    var receiver: String
    var text: String
    var arguments: String?
    var returned: String?
    var depth: String
    var rule: String
    var ruleHref: String
    var isGuess: Bool
    var isPartlyGuess: Bool
    var indent: String
}

extension TraceRowSlots {
    init(_ shape: TraceRowTemplate.Shape) {
        typealias Field = TraceRowTemplate.Field
        number = Field.number.placeholder
        step = Field.step.placeholder
        isCall = shape.isCall
        isNote = shape.isNote
        isTransition = shape.isTransition
        caller = Field.caller.placeholder
        receiver = Field.receiver.placeholder
        text = Field.text.placeholder
        arguments = shape.hasArguments ? Field.arguments.placeholder : nil
        returned = shape.hasReturned ? Field.returned.placeholder : nil
        depth = Field.depth.placeholder
        rule = Field.rule.placeholder
        ruleHref = Field.ruleHref.placeholder
        isGuess = shape.isGuess
        isPartlyGuess = shape.isPartlyGuess
        indent = Field.indent.placeholder
    }
}

extension TraceRowSlots: TemplateModel {
    func child(named name: String) -> Any? {
        switch name {
        case "number": self.number
        case "step": self.step
        case "isCall": self.isCall
        case "isNote": self.isNote
        case "isTransition": self.isTransition
        case "caller": self.caller
        case "receiver": self.receiver
        case "text": self.text
        case "arguments": self.arguments
        case "returned": self.returned
        case "depth": self.depth
        case "rule": self.rule
        case "ruleHref": self.ruleHref
        case "isGuess": self.isGuess
        case "isPartlyGuess": self.isPartlyGuess
        case "indent": self.indent
        default: nil
        }
    }
}
