internal import CGraphviz
import Synchronization

/// Lays out and draws DOT text with the Graphviz C library, in this process.
///
/// Graphviz is not thread-safe, even with one context per thread (../shared/FACTS.md), so every
/// call goes through one lock and long-lived contexts: one with every plugin, and one without
/// text shaping for pinned SVGs, whose text nodes are all sized by the DOT (`SequenceDiagram`):
/// pango measured text there that nothing was laid out from. Its errors and warnings are captured
/// instead of printed, and any captured message fails the render: a diagram Graphviz complained
/// about is not published.
public enum GraphvizRenderer {
    /// Renders `dot` (exactly one graph) with the layout `engine` into `format`'s bytes.
    ///
    /// - Parameter dpi: for bitmap formats, the resolution (72 draws one pixel per point);
    ///   set on the parsed graph, so the DOT text stays the same for every format.
    public static func render(
        _ dot: String, engine: LayoutEngine, format: OutputFormat, dpi: Int? = nil
    ) throws(GraphvizError) -> [UInt8] {
        try render(dot, engine: engine, format: format, dpi: dpi, making: .throughAPI)
    }

    /// How a render makes the graph of its DOT text.
    enum GraphMaking {
        /// Through cgraph's API, from the statements `WrittenDOT` reads, where it reads the
        /// text (`DOTWriter`'s); through Graphviz's DOT parser otherwise.
        case throughAPI
        /// Through Graphviz's DOT parser (`agmemread`) always: what the tests hold the API's
        /// graphs against.
        case throughParser
    }

    static func render(
        _ dot: String, engine: LayoutEngine, format: OutputFormat, dpi: Int?, making: GraphMaking
    ) throws(GraphvizError) -> [UInt8] {
        try session.withLock { (context: inout GraphvizContext) throws(GraphvizError) -> [UInt8] in
            try context.render(dot, engine: engine, format: format.graphvizName, dpi: dpi, making: making)
        }
    }

    /// The loaded library's version and build date as it reports them (`gvcVersion`,
    /// `gvcBuildDate`), such as "2.43.0 (0)"; what cached diagrams and the build fingerprint are
    /// keyed on, so that an upgraded Graphviz draws them again. Read once per process.
    public static let libraryVersion: String = session.withLock { (context: inout GraphvizContext) -> String in
        context.libraryVersion()
    }
}

/// The one Graphviz context of the process, created on first use (loading plugins costs ~30 ms).
private let session = Mutex(GraphvizContext())

/// What Graphviz reported during the current render; its handler is a C function and cannot
/// capture, so the buffer is global. Only ever touched while `session` is locked.
private let capturedMessages = Mutex("")

/// Whether the current render drops Graphviz's "size too small for label" warnings as they come
/// (a layout of ours, whose text nodes are sized by the DOT; see `takeMessages`). Only ever
/// touched while `session` is locked.
private let droppingTooSmallLabels = Mutex(false)

private let tooSmallLabelTail = Array((GraphvizContext.estimatedTextTooLarge + "\n").utf8)

/// A warning comes as three fragments: its level, ": ", then its text. A pinned sequence
/// diagram draws hundreds of the warning it drops, each once copied into the buffer and split
/// out of it again (2 % of drawing a thousand scenarios, perf): the text is tested in place,
/// and the level and colon before it taken back out.
private func captureGraphvizMessage(_ fragment: UnsafeMutablePointer<CChar>?) -> Int32 {
    guard let fragment else { return 0 }
    if droppingTooSmallLabels.withLock({ $0 }) {
        let length = strlen(fragment), tailLength = tooSmallLabelTail.count
        if length >= tailLength, tooSmallLabelTail.withUnsafeBytes({ memcmp(fragment + (length - tailLength), $0.baseAddress!, tailLength) }) == 0 {
            capturedMessages.withLock { text in
                if text.hasSuffix("Warning: ") { text.removeLast("Warning: ".count) }
            }
            return 0
        }
    }
    let text = String(cString: fragment)
    capturedMessages.withLock { $0 += text }
    return 0
}

private struct GraphvizContext: ~Copyable {
    private var context: OpaquePointer?
    /// Draws pinned SVGs: the core renderers and neato, no pango (see `shapesText`).
    private var plainContext: OpaquePointer?

    /// Whether a render shapes its text with pango. A layout of ours (`neato` with every node
    /// pinned, or `neato -n`) places every node and each text node carries its own size, so for
    /// SVG (plain `<text>` elements the browser sets) Graphviz needs no measured text; a bitmap
    /// is drawn by cairo, with pango.
    static func shapesText(engine: LayoutEngine, format: String) -> Bool {
        !(engine != .dot && format == "svg")
    }

    /// Whether the current render is of a layout of ours (every node placed: `neato` with every
    /// node pinned, or `neato -n`), whose text nodes are sized by the DOT.
    private var placedByUs = false

    mutating func render(_ dot: String, engine: LayoutEngine, format: String, dpi: Int?, making: GraphvizRenderer.GraphMaking) throws(GraphvizError) -> [UInt8] {
        placedByUs = engine != .dot
        droppingTooSmallLabels.withLock { $0 = engine != .dot }
        let context = Self.shapesText(engine: engine, format: format) ? try open() : try openPlain()
        capturedMessages.withLock { $0 = "" }
        agreseterrors()

        var made: UnsafeMutablePointer<Agraph_t>?
        if making == .throughAPI, let written = WrittenDOT.read(dot) { made = Self.graph(written) }
        // A graph made through the API lives in an arena, closed whole (`lifeline_close_graph`).
        let inArena = made != nil
        if made == nil { made = try Self.parsed(dot) }
        guard let graph = made else {
            throw GraphvizError(stage: .parse, message: takeMessages() ?? "the DOT text holds no graph")
        }
        defer { if inArena { lifeline_close_graph(graph) } else { agclose(graph) } }
        if let message = takeMessages() { throw GraphvizError(stage: .parse, message: message) }
        if let dpi { Self.set(graph, "dpi", String(dpi)) }

        try layout(graph, context: context, engine: engine)
        // A bitmap's cost grows with its pixels (cairo draws them, libpng compresses them): past a
        // budget the resolution comes down, though not below one pixel per point. And cairo draws
        // at most 32,767 pixels a side; past that Graphviz shrinks the picture and says so with a
        // raw fprintf to stderr, which no handler catches. Either way the graph is laid out again
        // at the resolution that fits.
        if let dpi, let fitting = Self.fittingDPI(graph, requested: dpi) {
            gvFreeLayout(context, graph)
            Self.set(graph, "dpi", String(fitting))
            try layout(graph, context: context, engine: engine)
        }
        defer { gvFreeLayout(context, graph) }

        var buffer: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, format, &buffer, &length)
        defer { if let buffer { gvFreeRenderData(buffer) } }
        guard status == 0, let buffer else {
            throw GraphvizError(stage: .render, message: takeMessages() ?? "rendering as '\(format)' failed")
        }
        if let message = takeMessages() { throw GraphvizError(stage: .render, message: message) }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    /// The graph of `dot` read by Graphviz's parser, refused when the text holds more than one.
    private static func parsed(_ dot: String) throws(GraphvizError) -> UnsafeMutablePointer<Agraph_t>? {
        guard let graph = dot.withCString({ agmemread($0) }) else { return nil }
        // agmemread keeps any further graph of the string and hands it out on the next call,
        // whatever that call's input: drain it now and refuse such input.
        var extraGraphs = 0
        while let leftover = agmemread("") {
            agclose(leftover)
            extraGraphs += 1
        }
        if extraGraphs > 0 {
            agclose(graph)
            capturedMessages.withLock { $0 = "" }
            throw GraphvizError(stage: .parse, message: "the DOT text holds \(extraGraphs + 1) graphs; expected exactly one")
        }
        return graph
    }

    /// The graph of `dot` made through cgraph's API with the calls Graphviz's parser makes for
    /// the same text, in the same order (grammar.y, 2.43: `startgraph`, `opensubg`,
    /// `attrstmt`, `appendnode` with `endnode` and `endedge`, `bindattrs`, `applyattrs`), but
    /// for repeated symbol lookups (`bind`) and the `print` flag the parser sets on the root's
    /// symbols, which only `agwrite` reads. So it is laid out and drawn the same: every SVG
    /// and PNG the tests draw is byte for byte the parser's (`GraphMakingTests`), and so is
    /// every diagram of the site.
    private static func graph(_ dot: WrittenDOT) -> UnsafeMutablePointer<Agraph_t>? {
        var strings = dot.strings
        return strings.withUnsafeMutableBufferPointer { strings -> UnsafeMutablePointer<Agraph_t>? in
            let text = strings.baseAddress!
            guard let root = lifeline_open_digraph(text + dot.name) else { return nil }
            var graphs = [root]
            // `bindattrs`: each attribute's symbol as the current graph sees it, declared on the
            // root graph, with an empty default, when the graph has none. Looked up once per
            // kind and name, where the parser looks it up for every statement (a third of
            // making the graph, callgrind): a lookup changes nothing, and what the symbol is
            // used for is the same whichever graph's it is (a subgraph's default shares the
            // root's id, which `agxset` reads, and its name).
            var symbols = Array(repeating: [UnsafeMutablePointer<Agsym_t>?](repeating: nil, count: dot.names.count), count: 3)
            var bound: [UnsafeMutablePointer<Agsym_t>?] = []
            func bind(_ attributes: ArraySlice<WrittenDOT.Attribute>, kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>) {
                bound.removeAll(keepingCapacity: true)
                for attribute in attributes {
                    if let known = symbols[Int(kind)][attribute.key] {
                        bound.append(known)
                        continue
                    }
                    let symbol = agattr(graph, kind, text + attribute.name, nil) ?? agattr(root, kind, text + attribute.name, text + WrittenDOT.empty)
                    symbols[Int(kind)][attribute.key] = symbol
                    bound.append(symbol)
                }
            }
            // `attrstmt`: a graph's attribute, or defaults for the nodes or edges made after it.
            func declare(_ attributes: ArraySlice<WrittenDOT.Attribute>, kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>) {
                bind(attributes, kind: kind, in: graph)
                for (symbol, attribute) in zip(bound, attributes) {
                    if let symbol { agattr(graph, kind, symbol.pointee.name, text + attribute.value) }
                }
            }
            // `applyattrs`: the bound attributes' values on a node or edge.
            func apply(_ attributes: ArraySlice<WrittenDOT.Attribute>, to object: UnsafeMutableRawPointer) {
                for (symbol, attribute) in zip(bound, attributes) {
                    if let symbol { agxset(object, symbol, text + attribute.value) }
                }
            }
            for statement in dot.statements {
                let graph = graphs[graphs.count - 1]
                switch statement {
                case .graphAttribute(let attribute):
                    declare([attribute], kind: Int32(AGRAPH), in: graph)
                case .defaults(let kind, let range):
                    declare(dot.attributes[range], kind: kind == .node ? Int32(AGNODE) : Int32(AGEDGE), in: graph)
                case .node(let id, let range):
                    guard let node = agnode(graph, text + id, 1) else { break }
                    bind(dot.attributes[range], kind: Int32(AGNODE), in: graph)
                    apply(dot.attributes[range], to: UnsafeMutableRawPointer(node))
                case .edge(let tailID, let headID, let range):
                    guard let tail = agnode(graph, text + tailID, 1), let head = agnode(graph, text + headID, 1) else { break }
                    bind(dot.attributes[range], kind: Int32(AGEDGE), in: graph)
                    guard let edge = agedge(graph, tail, head, nil, 1) else { break }
                    apply(dot.attributes[range], to: UnsafeMutableRawPointer(edge))
                case .subgraph(let id):
                    guard let subgraph = agsubg(graph, text + id, 1) else { break }
                    graphs.append(subgraph)
                case .end:
                    graphs.removeLast()
                }
            }
            return root
        }
    }

    private func layout(_ graph: UnsafeMutablePointer<Agraph_t>, context: OpaquePointer, engine: LayoutEngine) throws(GraphvizError) {
        // `neato -n` exits the process on a node without a position: refuse such a graph first.
        if engine == .pinned, let node = Self.firstUnplacedNode(graph) {
            throw GraphvizError(stage: .layout, message: "node '\(node)' has no position; a pinned layout needs every node's pos")
        }
        // `neato -n` is a process-wide switch in libgvc; set only for this layout, under the lock.
        if engine == .pinned { lifeline_set_nop(1) }
        defer { lifeline_set_nop(0) }
        guard gvLayout(context, graph, engine.graphvizName) == 0 else {
            throw GraphvizError(stage: .layout, message: takeMessages() ?? "layout with '\(engine.graphvizName)' failed")
        }
        if let message = takeMessages() {
            gvFreeLayout(context, graph)
            throw GraphvizError(stage: .layout, message: message)
        }
    }

    /// The name of the first node with no `pos`, if any.
    private static func firstUnplacedNode(_ graph: UnsafeMutablePointer<Agraph_t>) -> String? {
        var pos = Array("pos".utf8CString)
        return pos.withUnsafeMutableBufferPointer { pos in
            var node = agfstnode(graph)
            while let current = node {
                let value = agget(UnsafeMutableRawPointer(current), pos.baseAddress)
                if value == nil || value!.pointee == 0 { return agnameof(UnsafeMutableRawPointer(current)).map { String(cString: $0) } ?? "?" }
                node = agnxtnode(graph, current)
            }
            return nil
        }
    }

    /// Below cairo's 32,767 pixels, with room for rounding.
    static let largestBitmapSide = 32_000.0

    /// The most pixels a bitmap gets at more than 72 dpi: a 2× PNG of a typical sequence diagram
    /// (about 1,000 × 2,000 points) fits; larger ones come down towards 1×. Drawing and
    /// compressing costs about 50 ns a pixel here, so this keeps a PNG under half a second.
    static let pixelBudget = 8_000_000.0

    /// A lower resolution when the laid-out graph at `requested` dpi would pass the pixel budget
    /// (not below 72 dpi) or the largest bitmap side (whatever it takes); nil when it fits.
    /// gvLayout writes the bounding box, in points, to "bb" ("llx lly urx ury"; the dot renderer
    /// writes it with commas).
    private static func fittingDPI(_ graph: UnsafeMutablePointer<Agraph_t>, requested: Int) -> Int? {
        let box = (get(graph, "bb") ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
        guard box.count == 4 else { return nil }
        let pad = (get(graph, "pad").flatMap { Double($0.split(separator: ",")[0]) } ?? 4.0 / 72) * 72
        let width = box[2] - box[0] + 2 * pad, height = box[3] - box[1] + 2 * pad
        var dpi = Double(requested)
        let pixels = width * height * dpi * dpi / (72 * 72)
        // Cairo's picture comes out a few pixels larger than the box and pad say: one percent of
        // room keeps it within the budget.
        if pixels > pixelBudget { dpi = max(min(dpi, 72), dpi * (pixelBudget * 0.99 / pixels).squareRoot()) }
        let side = max(width, height) * dpi / 72
        if side > largestBitmapSide { dpi = largestBitmapSide * 72 / max(width, height) }
        let fitting = Int(dpi.rounded(.down))
        return fitting < requested ? fitting : nil
    }

    /// agsafeset and agget take mutable C strings; agsafeset copies them into the graph.
    private static func set(_ graph: UnsafeMutablePointer<Agraph_t>, _ name: String, _ value: String) {
        var name = Array(name.utf8CString), value = Array(value.utf8CString), none = Array("".utf8CString)
        name.withUnsafeMutableBufferPointer { name in
            value.withUnsafeMutableBufferPointer { value in
                none.withUnsafeMutableBufferPointer { none in
                    _ = agsafeset(graph, name.baseAddress, value.baseAddress, none.baseAddress)
                }
            }
        }
    }

    private static func get(_ graph: UnsafeMutablePointer<Agraph_t>, _ name: String) -> String? {
        var name = Array(name.utf8CString)
        return name.withUnsafeMutableBufferPointer { name in
            agget(graph, name.baseAddress).map { String(cString: $0) }
        }
    }

    private mutating func open() throws(GraphvizError) -> OpaquePointer {
        if let context { return context }
        agseterrf(captureGraphvizMessage)
        guard let created = gvContext() else {
            throw GraphvizError(stage: .setup, message: "gvContext() failed")
        }
        context = created
        return created
    }

    private mutating func openPlain() throws(GraphvizError) -> OpaquePointer {
        if let plainContext { return plainContext }
        let shaping = try open()
        guard let created = lifeline_context_without_text_shaping(shaping) else {
            throw GraphvizError(stage: .setup, message: "the Graphviz context without text shaping could not load its plugins")
        }
        plainContext = created
        return created
    }

    /// "VERSION (BUILD DATE)" of the library this context belongs to; "unavailable" without one.
    mutating func libraryVersion() -> String {
        guard let context = try? open() else { return "unavailable" }
        let version = gvcVersion(context).map { String(cString: $0) } ?? "?"
        let date = gvcBuildDate(context).map { String(cString: $0) } ?? "?"
        return "\(version) (\(date))"
    }

    /// What Graphviz says of a fixed-size node whose text it measures as larger. A pinned layout
    /// sizes every text node itself (`TextMetrics`); without text shaping Graphviz measures with
    /// rough built-in metrics (Times widths, 1.2 em a line), and with pango a label may be a
    /// point wider than its box, as it always could: said of a layout of ours, it is no fault.
    static let estimatedTextTooLarge = "size too small for label"

    /// The messages captured since the last call, joined into one line each, or nil if none.
    /// A pinned sequence diagram draws hundreds of "size too small for label" warnings, to be
    /// dropped: each line is looked at as a slice, and only the lines kept are copied (copying
    /// and trimming every line was a tenth of drawing a thousand scenarios).
    private func takeMessages() -> String? {
        let text = capturedMessages.withLock { text in
            defer { text = "" }
            return text
        }
        guard !text.isEmpty else { return nil }
        var kept: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var end = line.endIndex
            while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
            let start = line[..<end].firstIndex { $0 != " " } ?? end
            let trimmed = line[start..<end]
            if trimmed.isEmpty || (placedByUs && trimmed.hasSuffix(Self.estimatedTextTooLarge)) { continue }
            kept.append(String(trimmed))
        }
        return kept.isEmpty ? nil : kept.joined(separator: "; ")
    }
}
