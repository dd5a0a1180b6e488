/// Builds DOT text with every value quoted and escaped, so user text can never break the graph.
///
/// Node ids are synthetic ASCII (`n1`, `s3`); user text goes only into attribute values.
struct DOTWriter {
    /// The lines written so far, each ended by "\n", as UTF-8: one growing buffer, made a String
    /// once at the end. (A String per line was a quarter of writing a sequence diagram's DOT;
    /// appending to one growing String still cost about 300 instructions an append, most of
    /// writing the DOT: callgrind.)
    private var body: [UInt8] = []
    private var indent = 1
    private let name: String

    /// - Parameter name: every graph is named: unnamed graphs are titled from a process-wide
    ///   counter (`%7`), which would make the SVG differ from run to run (FACTS.md).
    init(name: String) {
        self.name = name
        body.reserveCapacity(16_384)
    }

    mutating func graphAttributes(_ attributes: DOTAttributes) {
        for (key, value) in attributes.pairs {
            startLine()
            body += key.utf8
            body.append(UInt8(ascii: "="))
            value.write(into: &body)
            body.append(Self.newline)
        }
    }

    mutating func defaults(_ kind: String, _ attributes: DOTAttributes) {
        node(kind, attributes)
    }

    mutating func node(_ id: String, _ attributes: DOTAttributes) {
        startLine()
        body += id.utf8
        body += Self.openList
        append(attributes)
        body += Self.closeList
        body.append(Self.newline)
    }

    mutating func edge(_ from: String, _ to: String, _ attributes: DOTAttributes = [:]) {
        startLine()
        body += from.utf8
        body += Self.arrow
        body += to.utf8
        if !attributes.pairs.isEmpty {
            body += Self.openList
            append(attributes)
            body += Self.closeList
        }
        body.append(Self.newline)
    }

    /// A subgraph (a cluster when `id` starts with `cluster`); `body` writes its contents.
    mutating func subgraph(_ id: String, _ attributes: DOTAttributes = [:], _ contents: (inout DOTWriter) -> Void) {
        startLine()
        body += Self.subgraphKeyword
        body += id.utf8
        body += Self.openBody
        indent += 1
        graphAttributes(attributes)
        contents(&self)
        indent -= 1
        startLine()
        body += Self.closeBody
    }

    var text: String {
        var text = Array("digraph ".utf8)
        text.reserveCapacity(body.count + name.utf8.count + 16)
        DOTValue.quote(name, into: &text)
        text += Self.openBody
        if body.isEmpty { text.append(Self.newline) } else { text += body }
        text += Self.closeBody
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func startLine() {
        for _ in 0..<indent { body += Self.indentUnit }
    }

    /// `attributes` as a list: `key="value", …`.
    private mutating func append(_ attributes: DOTAttributes) {
        for (index, (key, value)) in attributes.pairs.enumerated() {
            if index > 0 { body += Self.listSeparator }
            body += key.utf8
            body.append(UInt8(ascii: "="))
            value.write(into: &body)
        }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let indentUnit = Array("  ".utf8)
    private static let openList = Array(" [".utf8)
    private static let closeList = Array("]".utf8)
    private static let listSeparator = Array(", ".utf8)
    private static let arrow = Array(" -> ".utf8)
    private static let subgraphKeyword = Array("subgraph ".utf8)
    private static let openBody = Array(" {\n".utf8)
    private static let closeBody = Array("}\n".utf8)
}

/// Attribute pairs in the order written, so the DOT text is stable.
struct DOTAttributes: ExpressibleByDictionaryLiteral {
    private(set) var pairs: [(String, DOTValue)]

    init(dictionaryLiteral elements: (String, DOTValue)...) {
        pairs = elements
    }

    mutating func set(_ key: String, _ value: DOTValue) {
        if let index = pairs.firstIndex(where: { $0.0 == key }) {
            pairs[index].1 = value
        } else {
            pairs.append((key, value))
        }
    }

    func setting(_ key: String, _ value: DOTValue) -> DOTAttributes {
        var copy = self
        copy.set(key, value)
        return copy
    }

    /// These attributes, then `other`'s: a key in both keeps its place and takes `other`'s value.
    func merging(_ other: DOTAttributes) -> DOTAttributes {
        var copy = self
        for (key, value) in other.pairs { copy.set(key, value) }
        return copy
    }
}

/// One attribute value: plain text (quoted and escaped), or text whose lines end with a
/// justifying escape (`\l` left, `\r` right).
///
/// There are no HTML-like labels: in Graphviz 2.43 each one leaks its parsed items and pango
/// markup on every render (valgrind: about 2 KB a diagram), which a long-lived process would pile up.
enum DOTValue: ExpressibleByStringInterpolation {
    case text(String)
    case aligned(String, String)
    /// A pinned position (`DOTNumber.position`), written as digits straight into the text.
    case position(Double, Double)
    /// Points as inches (`DOTNumber.inches`), written as digits straight into the text.
    case inches(Double)

    init(stringLiteral value: String) { self = .text(value) }
    init(stringInterpolation: DefaultStringInterpolation) { self = .text(String(stringInterpolation: stringInterpolation)) }

    var encoded: String {
        var bytes: [UInt8] = []
        write(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value quoted, appended to `bytes` (`DOTWriter`'s buffer).
    func write(into bytes: inout [UInt8]) {
        switch self {
        case .text(let value): Self.quote(value, into: &bytes)
        case .aligned(let value, let lineEnd): Self.quote(value, lineEnd: lineEnd, into: &bytes)
        // Digits and signs only: nothing to escape.
        case .position(let x, let y):
            bytes.append(UInt8(ascii: "\""))
            DOTNumber.writePosition(x, y, into: &bytes)
            bytes.append(UInt8(ascii: "\""))
        case .inches(let points):
            bytes.append(UInt8(ascii: "\""))
            DOTNumber.writeInches(points, into: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// A quoted DOT string. Backslashes first (else `\n`, `\N`, `\G` are interpreted and a trailing
    /// `\` eats the quote), then quotes; `&` becomes `&amp;` because Graphviz decodes entities even
    /// in plain labels; a newline becomes `\n`, which Graphviz draws as a centred line break.
    /// Characters XML cannot hold are dropped: Graphviz would copy them into the SVG and break it.
    /// Works on the UTF-8 bytes, so a CR LF pair (one Swift `Character`) is seen as its two parts.
    /// `lineEnd` ends each line (`\n` centres it, `\l` and `\r` justify it); a justified last
    /// line needs its own terminator too.
    static func quote(_ value: String, lineEnd: String = "\\n") -> String {
        var bytes: [UInt8] = []
        quote(value, lineEnd: lineEnd, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `quote(value, lineEnd:)`, appended to `bytes`.
    static func quote(_ value: String, lineEnd: String = "\\n", into bytes: inout [UInt8]) {
        // Most values need no escape: checked byte by byte and copied whole (scalar by scalar,
        // quoting was an eighth of preparing the diagrams, perf).
        guard isPlain(value) else {
            quotedByBytes(value, lineEnd: lineEnd, into: &bytes)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes += value.utf8
        if lineEnd != "\\n" { bytes += lineEnd.utf8 }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `quote` copies `value` as it is: no backslash, quote, `&` or control character,
    /// no line or paragraph separator (U+2028, U+2029: E2 80 A8/A9), and no byte 0xEF, which
    /// may start a noncharacter XML forbids (U+FFFE, U+FFFF).
    static func isPlain(_ value: String) -> Bool {
        // The string's own bytes where it has them (an array of them per value was a tenth of
        // writing the DOT: callgrind).
        value.utf8.withContiguousStorageIfAvailable { isPlain($0) } ?? Array(value.utf8).withUnsafeBufferPointer { isPlain($0) }
    }

    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "&"), 0xEF, 0x00..<0x20: return false
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): return false
            default: continue
            }
        }
        return true
    }

    /// `quote`'s road for a value that needs escaping (a label of several lines, most of them),
    /// byte by byte: UTF-8 is valid, so the scalars it names are found at their bytes (scalar by
    /// scalar, appending each to a String, this was 24,000 instructions a label: callgrind).
    private static func quotedByBytes(_ value: String, lineEnd: String, into bytes: inout [UInt8]) {
        let justified = lineEnd != "\\n"
        let lineEnd = Array(lineEnd.utf8)
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { value in
            var index = 0
            while index < value.count {
                let byte = value[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\\"): bytes += escapedBackslash
                case UInt8(ascii: "\""): bytes += escapedQuote
                case UInt8(ascii: "&"): bytes += ampersand
                case UInt8(ascii: "\n"): bytes += lineEnd
                case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: " "))
                // A carriage return, and the control characters XML cannot hold, are dropped.
                case 0x00..<0x20: break
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line; U+FFFE and U+FFFF (EF BF BE,
                // EF BF BF), which XML cannot hold, are dropped.
                case 0xE2 where index + 1 < value.count && value[index] == 0x80 && (value[index + 1] == 0xA8 || value[index + 1] == 0xA9):
                    bytes += lineEnd
                    index += 2
                case 0xEF where index + 1 < value.count && value[index] == 0xBF && value[index + 1] >= 0xBE:
                    index += 2
                default: bytes.append(byte)
                }
            }
        }
        if justified { bytes += lineEnd }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let escapedBackslash = Array("\\\\".utf8)
    private static let escapedQuote = Array("\\\"".utf8)
    private static let ampersand = Array("&amp;".utf8)
}
