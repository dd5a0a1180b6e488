/// DOT text as `DOTWriter` writes it, read back into the statements Graphviz's parser acts on,
/// so that the renderer can make the graph through cgraph's API (`GraphvizRenderer`) instead of
/// through its DOT lexer and grammar. In a cold build of the site (278 graphs) the parser took
/// 1,658 M instructions, a seventh of the build; reading here and making the graph through the
/// API take 155 M and 1,005 M (callgrind), most of it cgraph's own work on nodes and attributes.
/// The DOT text stays what every other reader has: `lifeline diagram --format dot`, the diagram
/// cache's keys, and the benchmark's Graphviz command line.
///
/// Only the lines `DOTWriter` writes are read; any other text (a DOT file of a user's, a second
/// graph, a comment, a keyword where an id stands) gives nil, and the renderer hands it to
/// Graphviz's own parser as before. Values are unescaped as Graphviz's lexer unescapes quoted
/// strings (scan.l): `\"` is a quote, `\\` stays two backslashes, any other backslash stays, and
/// a backslash before a line end (which `DOTWriter` never writes) is refused, as is any control
/// character in a value (NUL among them) and a text of more than `mostNames` attribute names.
struct WrittenDOT {
    /// One statement, in the order the text gives them; names and values are offsets into `strings`.
    enum Statement: Equatable {
        /// `key="value"`: an attribute of the graph or subgraph the statement is in.
        case graphAttribute(Attribute)
        /// `node [...]` or `edge [...]`: defaults for the nodes or edges made after it, in the
        /// graph or subgraph the statement is in.
        case defaults(ObjectKind, Range<Int>)
        /// `id [...]`: a node and its attributes (a range of `attributes`).
        case node(Int, Range<Int>)
        /// `tail -> head [...]`: an edge and its attributes.
        case edge(Int, Int, Range<Int>)
        /// `subgraph id {`: the statements up to its `.end` are in it.
        case subgraph(Int)
        /// `}` of a subgraph.
        case end
    }

    enum ObjectKind: Equatable {
        case node, edge
    }

    /// An attribute's name and value, as offsets into `strings`, and which of `names` it has.
    struct Attribute: Equatable {
        var name: Int
        var value: Int
        /// The name's index in `names`: the renderer looks each name's symbol up once.
        var key: Int
    }

    /// Every name and value, unescaped, each ended by a NUL: C strings for cgraph. The first is
    /// empty (`empty`), the default a new attribute is declared with.
    private(set) var strings: [CChar] = [0]
    /// The offset of the empty string in `strings`.
    static let empty = 0
    /// The most distinct attribute names a text may have (see `Reader.key(of:id:)`).
    static let mostNames = 256
    /// The graph's name.
    private(set) var name = 0
    private(set) var attributes: [Attribute] = []
    /// Each distinct attribute name, by its offset in `strings` and its length.
    private(set) var names: [(offset: Int, count: Int)] = []
    private(set) var statements: [Statement] = []

    /// The string at `offset` of `strings`, for tests and messages.
    func string(at offset: Int) -> String {
        let end = strings[offset...].firstIndex(of: 0) ?? strings.endIndex
        return String(decoding: strings[offset..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The statements of `text`, or nil when it is not text `DOTWriter` writes.
    static func read(_ text: String) -> WrittenDOT? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.read()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0
        var dot = WrittenDOT()

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            dot.strings.reserveCapacity(bytes.count)
        }

        mutating func read() -> WrittenDOT? {
            guard expect("digraph "), let name = quoted(), expect(" {\n") else { return nil }
            dot.name = name
            var depth = 0
            while at < bytes.count {
                while at < bytes.count, bytes[at] == space { at += 1 }
                guard at < bytes.count else { return nil }
                if bytes[at] == closeBrace {
                    at += 1
                    guard expect("\n") else { return nil }
                    if depth == 0 { return at == bytes.count ? dot : nil }
                    depth -= 1
                    dot.statements.append(.end)
                    continue
                }
                guard let first = identifier() else { return nil }
                switch first {
                case .keyword("subgraph"):
                    guard expect(" "), case .name(let id, _)? = identifier(), expect(" {\n") else { return nil }
                    dot.statements.append(.subgraph(id))
                    depth += 1
                    continue
                case .keyword("node"), .keyword("edge"):
                    guard let list = attributeList() else { return nil }
                    dot.statements.append(.defaults(first == .keyword("node") ? .node : .edge, list))
                case .keyword:
                    return nil
                case .name(let id, let start):
                    if peek("=") {
                        guard let key = key(of: start, id: id) else { return nil }
                        at += 1
                        guard let value = quoted() else { return nil }
                        dot.statements.append(.graphAttribute(Attribute(name: id, value: value, key: key)))
                    } else if peek(" -> ") {
                        at += 4
                        guard case .name(let head, _)? = identifier() else { return nil }
                        let list = peek(" [") ? attributeList() : dot.attributes.count..<dot.attributes.count
                        guard let list else { return nil }
                        dot.statements.append(.edge(id, head, list))
                    } else {
                        guard let list = attributeList() else { return nil }
                        dot.statements.append(.node(id, list))
                    }
                }
                guard expect("\n") else { return nil }
            }
            return nil
        }

        /// ` [name="value", …]`, possibly empty: the range of `dot.attributes` it added.
        mutating func attributeList() -> Range<Int>? {
            let start = dot.attributes.count
            guard expect(" [") else { return nil }
            if peek("]") {
                at += 1
                return start..<start
            }
            while true {
                // Every name is one `DOTWriter` gives; `key` names an edge's key in DOT, not an attribute.
                guard case .name(let name, let nameStart)? = identifier(), !isKeyAttribute(nameStart),
                    let key = key(of: nameStart, id: name), expect("="), let value = quoted() else { return nil }
                dot.attributes.append(Attribute(name: name, value: value, key: key))
                if peek("]") {
                    at += 1
                    return start..<dot.attributes.count
                }
                guard expect(", ") else { return nil }
            }
        }

        enum Word: Equatable {
            case keyword(String)
            /// Its offset in `strings`, and where it starts in the text.
            case name(Int, Int)
        }

        /// An ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`): one of DOT's keywords, which DOT
        /// reads in any case (`node`, `Node`), or a name, copied into `strings`.
        mutating func identifier() -> Word? {
            let start = at
            while at < bytes.count, Self.isIdentifierByte(bytes[at], first: at == start) { at += 1 }
            guard at > start else { return nil }
            if let keyword = Self.keyword(bytes[start..<at]) {
                return bytes[start..<at].elementsEqual(keyword.utf8) ? .keyword(keyword) : nil
            }
            let offset = dot.strings.count
            append(start..<at)
            dot.strings.append(0)
            return .name(offset, start)
        }

        /// The keyword `word` spells in any case, if any.
        static func keyword(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
            guard (4...8).contains(word.count) else { return nil }
            return keywords.first { keyword in
                keyword.utf8.count == word.count && zip(keyword.utf8, word).allSatisfy { $0 == $1 | 0x20 }
            }
        }

        /// Whether the name starting at `start` (just read) is `key`.
        func isKeyAttribute(_ start: Int) -> Bool {
            at - start == 3 && bytes[start] == UInt8(ascii: "k") && bytes[start + 1] == UInt8(ascii: "e") && bytes[start + 2] == UInt8(ascii: "y")
        }

        /// The index in `names` of the name just read (from `start`, copied at `id`), added when
        /// new; nil past `WrittenDOT.mostNames`. The site's DOT has 31 distinct names: a look through them is
        /// shorter than hashing, and a text with thousands of them (none `DOTWriter` writes) would
        /// make it quadratic, so it goes to the parser.
        mutating func key(of start: Int, id: Int) -> Int? {
            let count = at - start
            for (index, name) in dot.names.enumerated() where name.count == count {
                var same = true
                for offset in 0..<count where dot.strings[name.offset + offset] != CChar(bitPattern: bytes[start + offset]) {
                    same = false
                    break
                }
                if same { return index }
            }
            guard dot.names.count < WrittenDOT.mostNames else { return nil }
            dot.names.append((id, count))
            return dot.names.count - 1
        }

        /// A quoted value, unescaped as Graphviz's lexer does, copied into `strings`.
        mutating func quoted() -> Int? {
            guard peek("\"") else { return nil }
            at += 1
            let offset = dot.strings.count
            var run = at
            while at < bytes.count {
                let byte = bytes[at]
                guard byte == quote || byte == backslash || byte < 0x20 else {
                    at += 1
                    continue
                }
                append(run..<at)
                if byte == quote {
                    at += 1
                    dot.strings.append(0)
                    return offset
                }
                // `DOTWriter` writes no control character in a value (it drops them, a tab
                // becomes a space); a NUL would also end the C string the parser reads.
                if byte < 0x20 { return nil }
                // A backslash: `\"` is a quote, `\\` two backslashes, before a line end refused.
                let next = at + 1 < bytes.count ? bytes[at + 1] : 0
                if next == newline || next == carriageReturn { return nil }
                if next == quote {
                    dot.strings.append(CChar(bitPattern: quote))
                    at += 2
                } else if next == backslash {
                    dot.strings.append(CChar(bitPattern: backslash))
                    dot.strings.append(CChar(bitPattern: backslash))
                    at += 2
                } else {
                    dot.strings.append(CChar(bitPattern: backslash))
                    at += 1
                }
                run = at
            }
            return nil
        }

        /// The text's bytes in `range`, appended to `strings`.
        mutating func append(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])).withMemoryRebound(to: CChar.self) { dot.strings.append(contentsOf: $0) }
        }

        func peek(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard at + count <= bytes.count else { return false }
            for index in 0..<count where bytes[at + index] != literal.utf8Start[index] { return false }
            return true
        }

        mutating func expect(_ literal: StaticString) -> Bool {
            guard peek(literal) else { return false }
            at += literal.utf8CodeUnitCount
            return true
        }

        static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
            default: false
            }
        }

        /// DOT's keywords (in any case), which cannot stand as an unquoted name.
        static let keywords = ["node", "edge", "graph", "digraph", "subgraph", "strict"]
        let space = UInt8(ascii: " "), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), closeBrace = UInt8(ascii: "}")
    }
}
