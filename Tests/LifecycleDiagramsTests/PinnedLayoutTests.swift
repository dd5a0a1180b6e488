import Foundation
import LifecycleDiagrams
import Testing

/// Sequence diagrams are laid out with `neato -n` (`LayoutEngine.pinned`): Graphviz takes our
/// positions and runs no solver.
@Suite struct PinnedLayoutTests {
    /// Every number in an SVG, in order, and the text around them.
    static func shape(_ svg: [UInt8]) -> (text: String, numbers: [Double]) {
        let text = String(decoding: svg, as: UTF8.self)
        let pattern = /-?[0-9]+(\.[0-9]+)?/
        return (text.replacing(pattern, with: "N"), text.matches(of: pattern).map { Double(String($0.output.0))! })
    }

    @Test("The same picture as neato with the solver: the same elements, every coordinate within 0.01 pt")
    func samePicture() throws {
        for fixture in Fixtures.all {
            let dot = DiagramRenderer.dot(.sequence, for: fixture.trace)
            let solved = Self.shape(try GraphvizRenderer.render(dot, engine: .neato, format: .svg))
            let pinned = Self.shape(try GraphvizRenderer.render(dot, engine: .pinned, format: .svg))
            #expect(pinned.text == solved.text, "\(fixture.name)")
            #expect(pinned.numbers.count == solved.numbers.count, "\(fixture.name)")
            let drift = zip(pinned.numbers, solved.numbers).map { abs($0 - $1) }.max() ?? 0
            #expect(drift <= 0.0101, "\(fixture.name): \(drift)")
        }
    }

    @Test("A node without a position is an error, not the end of the process (neato -n would exit)")
    func unplacedNode() throws {
        #expect(throws: GraphvizError(stage: .layout, message: "node 'b' has no position; a pinned layout needs every node's pos")) {
            try GraphvizRenderer.render("digraph \"g\" { a [pos=\"0,0!\"]; b }", engine: .pinned, format: .svg)
        }
        // The switch is off again: an ordinary neato layout of the same graph still works.
        #expect(!(try GraphvizRenderer.render("digraph \"g\" { a [pos=\"0,0!\"]; b }", engine: .neato, format: .svg)).isEmpty)
    }
}

/// The sticky strip of headers a page draws is the band the layout computed: it must be where
/// Graphviz drew the top row of header boxes, with the margin around them.
@Suite struct SequenceHeaderBandTests {
    /// The y of every number pair in the first header's shape (the first shape of the headers'
    /// group, which holds them all), in the SVG's units from the top of the `viewBox` (the
    /// canvas is translated down by its height).
    static func drawnHeaderYs(_ svg: String) throws -> [Double] {
        let shift = try #require(svg.firstMatch(of: /class="ll_canvas" transform="[^"]*translate\([0-9.]+ ([0-9.]+)\)"/).flatMap { Double(String($0.output.1)) })
        let header = try #require(svg.firstMatch(of: /<g class="ll_header">\n(<(?:path|polygon) [^\n]*)\n/))
        // Paths write curves and corners as x,y pairs; a V carries a y alone.
        let pairs = String(header.output.1).matches(of: /(-?[0-9.]+),(-?[0-9.]+)/).compactMap { Double(String($0.output.2)) }
        let verticals = String(header.output.1).matches(of: /V(-?[0-9.]+)/).compactMap { Double(String($0.output.1)) }
        return (pairs + verticals).map { $0 + shift }
    }

    @Test("The layout's header band is where Graphviz drew the top row of headers, with 4 pt around it, with a title and without")
    func bandMatchesDrawing() throws {
        var untitled = Fixtures.launch
        untitled.scenario.title = ""
        for fixture in Fixtures.all + [("untitled", untitled)] {
            let prepared = DiagramRenderer.prepare(.sequence, for: fixture.trace, background: StateBackground([fixture.trace]))
            let band = try #require(prepared.headerBand, "\(fixture.name)")
            let ys = try Self.drawnHeaderYs(String(decoding: try prepared.render(.svg), as: UTF8.self))
            // The SVG's numbers are rounded to a tenth of a point.
            #expect(abs(band.top - (ys.min()! - 4)) <= 0.11, "\(fixture.name): \(band.top) against \(ys.min()! - 4)")
            #expect(abs(band.bottom - (ys.max()! + 4)) <= 0.11, "\(fixture.name): \(band.bottom) against \(ys.max()! + 4)")
        }
    }
}
