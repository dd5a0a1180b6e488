import LifecycleModel
import LifelineTestSupport
import Testing

@testable import LifecycleDiagrams

/// The graph of a DOT text made through cgraph's API (`WrittenDOT`) draws byte for byte what
/// Graphviz's own parser draws from the same text, and any text `DOTWriter` does not write goes
/// to the parser.
@Suite("Graphs made through cgraph's API")
struct GraphMakingTests {
    static let background = StateBackground(Fixtures.all.map(\.trace).filter { $0.scenario.id != "hostile" })

    @Test("Every fixture's diagrams, in every theme: the API's SVG is the parser's", arguments: Fixtures.all.map(\.name))
    func sameAsParser(name: String) throws {
        let trace = Fixtures.all.first { $0.name == name }!.trace
        for kind in DiagramKind.allCases {
            for theme in DiagramTheme.allCases {
                let prepared = DiagramRenderer.prepare(kind, for: trace, background: Self.background, theme: theme)
                #expect(WrittenDOT.read(prepared.dot) != nil, "\(name) \(kind) \(theme): DOTWriter's text is read")
                try expectSame(prepared.dot, engine: prepared.engine)
                // A bitmap is drawn by cairo, its text shaped by pango, from the same graph.
                if theme == .light { try expectSame(prepared.dot, engine: prepared.engine, format: .png, dpi: 144) }
            }
        }
    }

    @Test("A diff diagram and the overview state graph: the API's SVG is the parser's")
    func diffAndOverview() throws {
        let diff = DiagramRenderer.prepareDiff(TraceDiff.profiles(Fixtures.navigation, Fixtures.modalSegue))
        let overviews = [nil] + StateMachine.allCases.map(Optional.some)
        for prepared in [diff] + overviews.map({ DiagramRenderer.prepareOverview(of: Self.background, machine: $0) }) {
            #expect(WrittenDOT.read(prepared.dot) != nil)
            try expectSame(prepared.dot, engine: prepared.engine)
        }
    }

    @Test("Random labels of quotes, backslashes, ampersands and line ends draw the same both ways")
    func randomLabels() throws {
        var random = SeededGenerator(state: 24)
        let pieces = ["a", " ", "&", "\\", "\"", "\n", "\r", "\t", "\\n", "\\l", "\\\"", "\u{2028}", "视", "👍🏽", "]", ",", "=", "->", "}", "{", ";", "#"]
        for _ in 0..<60 {
            var writer = DOTWriter(name: (0..<3).map { _ in pieces.randomElement(using: &random)! }.joined())
            writer.graphAttributes(["label": .text(pieces.shuffled(using: &random).prefix(6).joined())])
            writer.defaults("node", ["shape": "box", "fontname": "DejaVu Sans"])
            writer.subgraph("side") { writer in
                writer.defaults("node", ["color": "red"])
                writer.node("n1", ["label": .text((0..<8).map { _ in pieces.randomElement(using: &random)! }.joined())])
            }
            writer.node("n2", ["label": .aligned((0..<8).map { _ in pieces.randomElement(using: &random)! }.joined(), "\\l")])
            writer.edge("n1", "n2", ["label": .text((0..<5).map { _ in pieces.randomElement(using: &random)! }.joined())])
            writer.edge("n2", "n1")
            #expect(WrittenDOT.read(writer.text) != nil, "\(writer.text)")
            try expectSame(writer.text, engine: .dot)
        }
    }

    @Test("The statements of a small graph, in order, with their values unescaped as Graphviz's lexer does")
    func statements() throws {
        let text = """
            digraph "g \\"q\\"" {
              rankdir="TB"
              node [shape="box", label=""]
              a [label="x\\\\y\\nz"]
              subgraph side {
                edge [color="red"]
                a -> b
              }
              b -> a [label="\\\\"]
              c []
            }

            """
        let dot = try #require(WrittenDOT.read(text))
        #expect(dot.string(at: dot.name) == #"g "q""#)
        let words = dot.statements.map { statement -> String in
            func list(_ range: Range<Int>) -> String {
                dot.attributes[range].map { "\(dot.string(at: $0.name))=\(dot.string(at: $0.value))" }.joined(separator: ",")
            }
            switch statement {
            case .graphAttribute(let attribute): return "graph \(dot.string(at: attribute.name))=\(dot.string(at: attribute.value))"
            case .defaults(let kind, let range): return "\(kind) defaults \(list(range))"
            case .node(let id, let range): return "node \(dot.string(at: id)) \(list(range))"
            case .edge(let tail, let head, let range): return "edge \(dot.string(at: tail))->\(dot.string(at: head)) \(list(range))"
            case .subgraph(let id): return "subgraph \(dot.string(at: id))"
            case .end: return "end"
            }
        }
        #expect(words == [
            "graph rankdir=TB", "node defaults shape=box,label=", #"node a label=x\\y\nz"#,
            "subgraph side", "edge defaults color=red", "edge a->b ", "end", #"edge b->a label=\\"#, "node c ",
        ])
    }

    @Test("Text DOTWriter does not write goes to Graphviz's parser", arguments: [
        "graph \"g\" {\n}\n", "strict digraph \"g\" {\n}\n", "digraph g {\n}\n", "digraph \"g\" {\n  a\n}\n",
        "digraph \"g\" {\n  a [label=x]\n}\n", "digraph \"g\" {\n  Node [label=\"x\"]\n}\n", "digraph \"g\" {\n  graph [label=\"x\"]\n}\n",
        "digraph \"g\" {\n  a -> b [key=\"k\"]\n}\n", "digraph \"g\" {\n  a [label=\"x\ny\"]\n}\n", "digraph \"g\" {\n  a [label=\"x\\\ny\"]\n}\n",
        "digraph \"g\" {\n  a;\n}\n", "digraph \"g\" {\n  // a\n}\n", "digraph \"g\" {\n}\ndigraph \"h\" {\n}\n", "digraph \"g\" {\n}\n ",
        "digraph \"g\" {\n  subgraph s {\n  }\n", "digraph \"g\" {\n  1a [label=\"x\"]\n}\n", "digraph \"g\" {\n  a [label=\"x\"\n}\n",
        "digraph \"g\" {\n  a -> b -> c\n}\n", "digraph \"g\" {\n  a [label=\"x\" ,color=\"red\"]\n}\n",
        "digraph \"g\" {\n  a [label=\"x\u{0}y\"]\n}\n", "digraph \"g\" {\n  a [label=\"x\ry\"]\n}\n", "digraph \"g\" {\n  a [label=\"x\ty\"]\n}\n",
        "digraph \"g\" {\r\n  a [label=\"x\"]\r\n}\r\n", "digraph \"g\" {\r  a [label=\"x\"]\r}\r",
    ])
    func notWritten(text: String) {
        #expect(WrittenDOT.read(text) == nil)
    }

    @Test("A NUL in a value, which the API refuses, fails in the parser as a parse error, not a crash")
    func nulByte() {
        let text = "digraph \"g\" {\n  a [label=\"x\u{0}y\"]\n}\n"
        #expect(throws: GraphvizError.self) { try GraphvizRenderer.render(text, engine: .dot, format: .svg) }
    }

    @Test("100,000 nodes and a 1 MB value are read whole; more than 256 attribute names go to the parser")
    func largeTexts() throws {
        let value = String(repeating: "wide \\ label ", count: 80_000)
        var lines = ["digraph \"g\" {", "  a [label=\"\(value)\"]"]
        for index in 0..<100_000 { lines.append("  n\(index) [pos=\"\(index),0!\", label=\"\"]") }
        let big = try #require(WrittenDOT.read((lines + ["}", ""]).joined(separator: "\n")))
        #expect(big.statements.count == 100_001)
        #expect(big.names.count == 2)
        // A lone backslash stays as Graphviz's lexer keeps it.
        #expect(big.string(at: big.attributes[0].value) == value)
        var named = ["digraph \"g\" {"]
        for index in 0..<WrittenDOT.mostNames { named.append("  n\(index) [k\(index)=\"1\"]") }
        #expect(WrittenDOT.read((named + ["}", ""]).joined(separator: "\n")) != nil)
        named.append("  m [one_more=\"1\"]")
        #expect(WrittenDOT.read((named + ["}", ""]).joined(separator: "\n")) == nil)
    }

    private func expectSame(
        _ dot: String, engine: LayoutEngine, format: OutputFormat = .svg, dpi: Int? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let parsed = try GraphvizRenderer.render(dot, engine: engine, format: format, dpi: dpi, making: .throughParser)
        let made = try GraphvizRenderer.render(dot, engine: engine, format: format, dpi: dpi, making: .throughAPI)
        // Compared first: the arrays in a failure's message would be megabytes to print.
        let same = made == parsed
        #expect(same, "\(format) differs at byte \(made.indices.first { $0 >= parsed.count || made[$0] != parsed[$0] } ?? made.count) of \(dot.prefix(120))", sourceLocation: sourceLocation)
    }
}
