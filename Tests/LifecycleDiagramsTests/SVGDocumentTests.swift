@testable import LifecycleDiagrams
import Testing

@Suite("Finishing Graphviz's SVG")
struct SVGDocumentTests {
    @Test("The whole rewrite of a small graph, byte for byte")
    func whole() throws {
        let drawn = try GraphvizRenderer.render(
            ##"digraph "g" { bgcolor="#ffffff" class="ll_canvas" a [class="ll_state", label="A & <b>", fontname="DejaVu Sans,WenQuanYi Micro Hei"] }"##,
            engine: .dot, format: .svg)
        let summary = DiagramSummary(title: "T <1>", description: "D & \"2\"")
        let svg = String(decoding: try SVGDocument(summary: summary, theme: .light, kind: .state).finish(drawn), as: UTF8.self)
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="112pt" height="44pt" viewBox="0.00 0.00 111.99 44.00" role="img" class="ll_diagram ll_state_diagram ll_light">
            <title>T &lt;1&gt;</title>
            <desc>D &amp; &quot;2&quot;</desc>
            <style>svg.ll_light text{font-family:"DejaVu Sans","WenQuanYi Micro Hei",Verdana,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif}</style>
            <g font-family="DejaVu Sans,WenQuanYi Micro Hei" class="graph ll_canvas" transform="scale(1 1) rotate(0) translate(4 40)">
            <polygon fill="#ffffff" stroke="transparent" points="-4,4 -4,-40 107.99,-40 107.99,4 -4,4"/>
            <g class="node ll_state">
            <ellipse fill="none" stroke="black" cx="52" cy="-18" rx="51.99" ry="18"/>
            <text text-anchor="middle" x="52" y="-14.3" font-size="14.00">A &amp; &lt;b&gt;</text>
            </g>
            </g>
            </svg>

            """)
    }

    @Test("Labels with a Swift name carry both spellings: line by line, or the Swift lines after the last selector line")
    func bothSpellings() throws {
        let drawn = try GraphvizRenderer.render(
            ##"digraph "g" { node [fontname="DejaVu Sans,WenQuanYi Micro Hei", fontsize=11, shape=plaintext] "##
                + ##"t0 [label="1. viewWillAppear: NO\l"] t1 [label="2. init\l"] t2 [label="3. dealloc\l"] "##
                + ##"a -> b [label="   loadView   ", fontsize=10] }"##,
            engine: .dot, format: .svg)
        let swift = SwiftSpellings(
            nodes: ["t0": ["1. viewWillAppear(_:)", "(animated: NO)"], "t1": ["2. init()"]], lines: ["loadView": "loadView()"])
        let svg = String(decoding: try SVGDocument(summary: DiagramSummary(title: "", description: ""), theme: .light, kind: .state, swift: swift).finish(drawn), as: UTF8.self)
        let texts = svg.split(separator: "\n").filter { $0.hasPrefix("<text") }.map(String.init)
        // The Swift lines end where the selector's last line does, one line step apart.
        #expect(texts == [
            #"<text text-anchor="start" x="8" y="-98.2" font-size="11.00"><tspan>1. viewWillAppear: NO</tspan>"#
                + #"<tspan x="8" y="-110.2">1. viewWillAppear(_:)</tspan><tspan x="8" y="-98.2">(animated: NO)</tspan></text>"#,
            #"<text text-anchor="start" x="166" y="-98.2" font-size="11.00"><tspan>2. init</tspan><tspan>2. init()</tspan></text>"#,
            #"<text text-anchor="start" x="238" y="-98.2" font-size="11.00">3. dealloc</text>"#,
            #"<text text-anchor="middle" x="345" y="-98.2" font-size="11.00">a</text>"#,
            #"<text text-anchor="middle" x="345" y="-15.2" font-size="11.00">b</text>"#,
            // Spaces that made room for the Swift name are dropped.
            #"<text text-anchor="middle" x="377" y="-57" font-family="Times,serif" font-size="10.00"><tspan>loadView</tspan><tspan>loadView()</tspan></text>"#,
        ])
        #expect(svg.contains(#"<g id="ll_swift"/>"#))
        #expect(svg.contains(#"svg.ll_light text>tspan+tspan{display:none}svg.ll_light #ll_swift:target~g text>tspan:first-child{display:none}svg.ll_light #ll_swift:target~g text>tspan+tspan{display:inline}"#))
    }

    @Test("Output without an <svg> element is an error, not a silent empty diagram")
    func noSVG() {
        #expect(throws: GraphvizError(stage: .render, message: "the SVG from Graphviz has no <svg> element")) {
            try SVGDocument(summary: DiagramSummary(title: "", description: ""), theme: .auto, kind: .sequence).finish(Array("<html/>".utf8))
        }
    }
}
