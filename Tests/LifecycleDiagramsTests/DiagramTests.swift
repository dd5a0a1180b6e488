import Foundation
import LifecycleDiagrams
import LifecycleModel
import LifelineTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Diagrams from hand-made traces")
struct DiagramTests {
    @Test("DOT text, whole, for each kind", arguments: DiagramKind.allCases)
    func dotGolden(kind: DiagramKind) throws {
        let dot = DiagramRenderer.dot(kind, for: Fixtures.launch)
        #expect(dot == (try GoldenFile("launch-\(kind.rawValue).dot").expected(for: dot)))
    }

    @Test("SVG is well-formed XML holding the expected node titles")
    func svgTitles() throws {
        let svg = try DiagramRenderer.render(.state, for: Fixtures.launch, as: .svg)
        let titles = try SVGTitles(Data(svg)).titles
        #expect(titles == ["state-viewController", "s0", "s1", "s0->s1", "s2", "s1->s2"])
    }

    @Test("Sequence SVG holds every call's label")
    func sequenceLabels() throws {
        let svg = String(decoding: try DiagramRenderer.render(.sequence, for: Fixtures.launch, as: .svg), as: UTF8.self)
        _ = try SVGTitles(Data(svg.utf8))
        for label in ["1. initWithCoder:", "2. makeKeyAndVisible", "3. view", "4. loadView", "5. viewWillAppear:"] {
            #expect(svg.contains(">\(label)</text>"), "missing \(label)")
        }
    }

    @Test("Hostile labels survive DOT, Graphviz and SVG exactly")
    func hostileLabels() throws {
        for kind in DiagramKind.allCases {
            let svg = try DiagramRenderer.render(kind, for: Fixtures.hostile, as: .svg)
            let texts = try SVGTitles(Data(svg)).texts
            switch kind {
            case .sequence:
                #expect(texts.contains(#"1. a"b\c&d<e>f{g}\"#))
                #expect(texts.contains(#"x"y: Evil"Class\"#))
                #expect(texts.contains("视图控制器 <b>&amp;</b>"))
                #expect(texts.contains("second line"))
                #expect(texts.contains(#"Quotes " and \ backslash & <tags> {braces}"#))
            case .state:
                #expect(texts.contains("edge -> graph"))
                #expect(texts.contains("a:b"))
            }
        }
    }

    @Test("Graphviz errors become Swift errors with Graphviz's message")
    func syntaxError() {
        #expect(throws: GraphvizError(stage: .parse, message: "Error: syntax error in line 1 near '}'")) {
            try GraphvizRenderer.render("digraph \"g\" { a -> }", engine: .dot, format: .svg)
        }
    }

    @Test("Two graphs in one text are refused, and do not leak into the next render")
    func twoGraphs() throws {
        #expect(throws: GraphvizError(stage: .parse, message: "the DOT text holds 2 graphs; expected exactly one")) {
            try GraphvizRenderer.render("digraph \"a\" { x } digraph \"b\" { y }", engine: .dot, format: .svg)
        }
        let svg = String(decoding: try GraphvizRenderer.render("digraph \"c\" { z }", engine: .dot, format: .svg), as: UTF8.self)
        #expect(svg.contains("<title>c</title>"))
    }

    @Test("Renders from many threads at once are serialised, not crashed")
    func concurrentRenders() async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<16 {
                group.addTask { try DiagramRenderer.render(.state, for: Fixtures.launch, as: .svg).count }
            }
            var sizes = Set<Int>()
            for try await size in group { sizes.insert(size) }
            #expect(sizes.count == 1)
        }
    }
}

/// Parses SVG with Foundation's XML parser (failing on malformed XML) and collects titles and texts.
final class SVGTitles: NSObject, XMLParserDelegate {
    private(set) var titles: [String] = []
    private(set) var texts: [String] = []
    private var current: String?
    private var buffer = ""

    init(_ data: Data) throws {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "title" || name == "text" { current = name; buffer = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current != nil { buffer += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == current else { return }
        if name == "title" { titles.append(buffer) } else { texts.append(buffer) }
        current = nil
    }
}
