import LifecycleDiagrams
import Testing

@Suite("Graphviz's complaints become Swift errors")
struct GraphvizErrorTests {
    @Test("A syntax error, with Graphviz's message joined from its fragments")
    func syntaxError() {
        #expect(throws: GraphvizError(stage: .parse, message: "Error: syntax error in line 1 near '}'")) {
            try GraphvizRenderer.render("digraph \"g\" { a -> }", engine: .dot, format: .svg)
        }
    }

    /// Graphviz warns about an unknown colour name once per process, so each test names its own.
    @Test("A warning fails the render too: a diagram Graphviz complained about is not published")
    func warning() {
        #expect(throws: GraphvizError(stage: .render, message: "Warning: nosuchcolour is not a known color.")) {
            try GraphvizRenderer.render("digraph \"g\" { a [color=\"nosuchcolour\"] }", engine: .dot, format: .svg)
        }
    }

    @Test("A malformed HTML-like label, which Graphviz reports yet draws, is an error")
    func malformedHTML() {
        #expect(throws: GraphvizError.self) {
            try GraphvizRenderer.render("digraph \"g\" { a [label=<<B>x</I>>] }", engine: .dot, format: .svg)
        }
    }

    @Test("An unknown layout engine")
    func unknownEngine() throws {
        let svg = try GraphvizRenderer.render("digraph \"g\" { a }", engine: .neato, format: .svg)
        #expect(!svg.isEmpty)
        #expect(throws: GraphvizError.self) {
            try GraphvizRenderer.render("digraph \"g\" { layout=\"nosuchengine\"; a }", engine: .dot, format: .svg)
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

    @Test("After an error, the next render starts clean")
    func recovers() throws {
        #expect(throws: GraphvizError.self) {
            try GraphvizRenderer.render("digraph \"g\" { a [color=\"anothermissingcolour\"] }", engine: .dot, format: .svg)
        }
        _ = try GraphvizRenderer.render("digraph \"g\" { a }", engine: .dot, format: .svg)
    }

    @Test("A label larger than its fixed node: dropped for a layout of ours, where the DOT sizes the text; a failure under dot; other warnings still fail a pinned render")
    func labelTooLarge() throws {
        let tooSmall = "digraph \"g\" { a [pos=\"10,10\", shape=box, fixedsize=true, width=0.1, height=0.1, label=\"a label far wider than its node\"] }"
        let svg = String(decoding: try GraphvizRenderer.render(tooSmall, engine: .pinned, format: .svg), as: UTF8.self)
        #expect(svg.contains("a label far wider than its node"))
        #expect(throws: GraphvizError(stage: .layout, message: "Warning: node 'a', graph 'g' size too small for label")) {
            try GraphvizRenderer.render(tooSmall, engine: .dot, format: .svg)
        }
        let both = "digraph \"g\" { a [pos=\"10,10\", shape=box, fixedsize=true, width=0.1, height=0.1, label=\"too wide for it\"]; b [pos=\"90,10\", color=\"nosuchpinnedcolour\"] }"
        #expect(throws: GraphvizError(stage: .render, message: "Warning: nosuchpinnedcolour is not a known color.")) {
            try GraphvizRenderer.render(both, engine: .pinned, format: .svg)
        }
    }
}
