/// Builds DOT text with every value quoted and escaped, so user text can never break the graph.
///
/// Node ids are synthetic ASCII (`n1`, `s3`); user text goes only into attribute values.
struct DOTWriter {
    private var lines: [String] = []
    private var indent = 1
    private let name: String
    private let directed: Bool

    /// - Parameter name: every graph is named: unnamed graphs are titled from a process-wide
    ///   counter (`%7`), which would make the SVG differ from run to run (FACTS.md).
    init(name: String, directed: Bool = true) {
        self.name = name
        self.directed = directed
    }

    mutating func graphAttributes(_ attributes: KeyValuePairs<String, String>) {
        for (key, value) in attributes { line("\(key)=\(Self.quote(value))") }
    }

    mutating func defaults(_ kind: String, _ attributes: KeyValuePairs<String, String>) {
        line("\(kind) [\(Self.attributeList(attributes))]")
    }

    mutating func node(_ id: String, _ attributes: KeyValuePairs<String, String>) {
        line("\(id) [\(Self.attributeList(attributes))]")
    }

    mutating func edge(_ from: String, _ to: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        let arrow = directed ? "->" : "--"
        let list = attributes.isEmpty ? "" : " [\(Self.attributeList(attributes))]"
        line("\(from) \(arrow) \(to)\(list)")
    }

    mutating func comment(_ text: String) {
        line("// " + text.filter { !$0.isNewline })
    }

    var text: String {
        let keyword = directed ? "digraph" : "graph"
        return "\(keyword) \(Self.quote(name)) {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    private mutating func line(_ text: String) {
        lines.append(String(repeating: "  ", count: indent) + text)
    }

    private static func attributeList(_ attributes: KeyValuePairs<String, String>) -> String {
        attributes.map { "\($0.key)=\(quote($0.value))" }.joined(separator: ", ")
    }

    /// A quoted DOT string. Backslashes first (else `\n`, `\N`, `\G` are interpreted and a trailing
    /// `\` eats the quote), then quotes; `&` becomes `&amp;` because Graphviz decodes entities even
    /// in plain labels; newlines become `\n`, which Graphviz draws as a centred line break.
    static func quote(_ value: String) -> String {
        var out = "\""
        for character in value {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "&": out += "&amp;"
            case "\n": out += "\\n"
            case "\r": break
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
