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
