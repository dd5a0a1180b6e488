import StaticSite

/// A scenario page's trace rows through `Templates/trace-row.mustache`, rendered by Mustache once
/// per shape of row and filled in Swift for each row (`RowShapes`): a trace table has up to 700
/// rows. The shape is which flags a row has set, and whether it has arguments or a returned
/// value: all that a section may test.
final class TraceRowTemplate: Sendable {
    static let name = "trace-row"

    private let shapes: RowShapes<Shape>

    init(templates: TemplateLibrary) {
        shapes = RowShapes(
            name: Self.name, templates: templates, fieldCount: Field.allCases.count,
            misuse: "a trace row's values can only be placed as they are ({{name}} or {{{name}}}); the template is rendered once per kind of row and filled with each row's values")
    }

    /// The rows' HTML, in order.
    func html(_ rows: [TraceRow]) throws -> String {
        try shapes.text(rows, fields: Field.self, shape: Shape.init, slots: TraceRowSlots.init)
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
    enum Field: Int, RowField {
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
