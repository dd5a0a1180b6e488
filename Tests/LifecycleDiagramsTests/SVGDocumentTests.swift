@testable import LifecycleDiagrams
import Testing

@Suite("Finishing Graphviz's SVG")
struct SVGDocumentTests {
    @Test("The whole rewrite of a small graph, byte for byte")
    func whole() throws {
        let drawn = try GraphvizRenderer.render(
            ##"digraph "g" { bgcolor="#ffffff" class="ll_canvas" a [class="ll_state", label="A & <b>", fontname="DejaVu Sans"] }"##,
            engine: .dot, format: .svg)
        let summary = DiagramSummary(title: "T <1>", description: "D & \"2\"")
        let svg = String(decoding: try SVGDocument(summary: summary, theme: .light, kind: .state).finish(drawn), as: UTF8.self)
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="112pt" height="44pt" viewBox="0.00 0.00 111.99 44.00" role="img" class="ll_diagram ll_state_diagram ll_light">
            <title>T &lt;1&gt;</title>
            <desc>D &amp; &quot;2&quot;</desc>
            <style>svg.ll_light text{font-family:"DejaVu Sans","WenQuanYi Micro Hei",Verdana,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif}</style>
            <g class="graph ll_canvas" transform="scale(1 1) rotate(0) translate(4 40)">
            <polygon fill="#ffffff" stroke="transparent" points="-4,4 -4,-40 107.99,-40 107.99,4 -4,4"/>
            <g class="node ll_state">
            <ellipse fill="none" stroke="black" cx="52" cy="-18" rx="51.99" ry="18"/>
            <text text-anchor="middle" x="52" y="-14.3" font-family="DejaVu Sans" font-size="14.00">A &amp; &lt;b&gt;</text>
            </g>
            </g>
            </svg>

            """)
    }

    @Test("Output without an <svg> element is an error, not a silent empty diagram")
    func noSVG() {
        #expect(throws: GraphvizError(stage: .render, message: "the SVG from Graphviz has no <svg> element")) {
            try SVGDocument(summary: DiagramSummary(title: "", description: ""), theme: .auto, kind: .sequence).finish(Array("<html/>".utf8))
        }
    }
}
