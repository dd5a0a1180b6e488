/// The Graphviz layout engines Lifeline uses.
public enum LayoutEngine: String, Sendable {
    /// Hierarchical layout: state graphs.
    case dot
    /// With every node pinned (`pos="x,y!"`, `inputscale=72`): sequence diagrams we lay out
    /// ourselves. (`nop` would do the same but leaks per render in Graphviz 2.43; FACTS.md.)
    case neato
    /// `neato -n`: every node where its `pos` says, in points, and no solver run at all; the
    /// edges are routed as neato routes them. For sequence diagrams, whose positions we compute.
    case pinned

    /// The engine Graphviz is asked for.
    var graphvizName: String { self == .pinned ? "neato" : rawValue }
}
