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
            <g font-family="DejaVu Sans,WenQuanYi Micro Hei" fill="#1f2328" font-size="11" text-anchor="middle" class="ll_canvas" transform="scale(1 1) rotate(0) translate(4 40)">
            <polygon fill="#ffffff" stroke="transparent" points="-4,4 -4,-40 108,-40 108,4"/>
            <g class="ll_state">
            <ellipse fill="none" stroke="black" cx="52" cy="-18" rx="51.99" ry="18"/>
            <text x="52" y="-14.3" font-size="14" fill="black">A &amp; &lt;b&gt;</text>
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
            // Size 11, anchor middle and the palette's ink are the outermost group's, which the texts
            // inherit; Graphviz's black texts name no fill, so they are given black.
            #"<text text-anchor="start" x="8" y="-98.2" fill="black"><tspan>1. viewWillAppear: NO</tspan>"#
                + #"<tspan x="8" y="-110.2">1. viewWillAppear(_:)</tspan><tspan x="8" y="-98.2">(animated: NO)</tspan></text>"#,
            #"<text text-anchor="start" x="166" y="-98.2" fill="black"><tspan>2. init</tspan><tspan>2. init()</tspan></text>"#,
            #"<text text-anchor="start" x="238" y="-98.2" fill="black">3. dealloc</text>"#,
            #"<text x="345" y="-98.2" fill="black">a</text>"#,
            #"<text x="345" y="-15.2" fill="black">b</text>"#,
            // Spaces that made room for the Swift name are dropped.
            #"<text x="377" y="-57" font-family="Times,serif" font-size="10" fill="black"><tspan>loadView</tspan><tspan>loadView()</tspan></text>"#,
        ])
        #expect(svg.contains(#"<g id="ll_swift"/>"#))
        #expect(svg.contains(#"svg.ll_light text>tspan+tspan{display:none}svg.ll_light #ll_swift:target~g text>tspan:first-child{display:none}svg.ll_light #ll_swift:target~g text>tspan+tspan{display:inline}"#))
    }

    @Test("Solid straight segments become H and V, coordinates go to a tenth, polygons lose repeated points, the divider's transparent middle line goes; dashed paths, curves and polylines stay; a part's colours move to its rule; a shape without fill is given black; adjacent groups of one part become one")
    func shapes() throws {
        let drawn = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg width="100pt" height="60pt"
             viewBox="0.00 0.00 100.00 60.00" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <g id="graph0" class="graph ll_canvas" transform="scale(1 1) rotate(0) translate(4 56)">
            <g id="edge1" class="edge ll_call">
            <path fill="none" stroke="#1f2328" d="M41.02,-31283C60.51,-31283 445.08,-31283 505.53,-31283"/>
            <polygon fill="#1f2328" stroke="#1f2328" points="505.77,-31285.45 512.77,-31283 505.77,-31280.55 505.77,-31285.45"/>
            </g>
            <g id="edge2" class="edge ll_returnCall">
            <path fill="none" stroke="#59636e" stroke-dasharray="5,2" d="M90,-5C80,-5 20,-5 10,-5"/>
            <polygon fill="#59636e" stroke="#59636e" points="40.7,-1025 47.7,-1021.85 44.2,-1025 47.7,-1025 47.7,-1025 47.7,-1025 44.2,-1025 47.7,-1028.15 40.7,-1025"/>
            </g>
            <g id="edge3" class="edge ll_lifeline">
            <path fill="none" stroke="#8c959f" stroke-dasharray="5,2" d="M40,-50C40,-40 40,-20 40,-10"/>
            </g>
            <g id="edge6" class="edge ll_lifeline">
            <path fill="none" stroke="#8c959f" d="M60,-50C60,-40 60,-20 60,-10"/>
            </g>
            <g id="edge4" class="edge ll_transition">
            <path fill="none" stroke="#59636e" d="M387.39,-670.3C373.33,-663.31 361.88,-653.49 369.01,-641.36"/>
            </g>
            <g id="edge5" class="edge ll_divider">
            <path fill="none" stroke="#8c959f" d="M4.64,-30611.5C70.69,-30611.5 8492.39,-30611.5 8558.18,-30611.5"/>
            <path fill="none" stroke="transparent" d="M4.64,-30613.5C70.69,-30613.5 8492.39,-30613.5 8558.18,-30613.5"/>
            </g>
            <g id="node1" class="node ll_callLabel">
            <polygon fill="#ffffff" stroke="black" stroke-width="0" points="433.05,-31299.5 46.05,-31299.5 46.05,-31287.5 433.05,-31287.5 433.05,-31299.5"/>
            <text text-anchor="start" x="48.05" y="-31290.7" font-size="11.00" fill="#1f2328">1. init</text>
            </g>
            <g id="node2" class="node ll_noteRemark">
            <polyline fill="none" stroke="#d4a72c" points="10,-40 20,-40 20,-30 10,-40"/>
            </g>
            <g id="node3" class="node">
            <ellipse stroke="black" cx="52" cy="-18" rx="51.99" ry="18"/>
            </g>
            </g>
            </svg>

            """
        let svg = String(decoding: try SVGDocument(summary: DiagramSummary(title: "T", description: "D"), theme: .light, kind: .sequence).finish(Array(drawn.utf8)), as: UTF8.self)
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="100pt" height="60pt" viewBox="0.00 0.00 100.00 60.00" role="img" class="ll_diagram ll_sequence_diagram ll_light">
            <title>T</title>
            <desc>D</desc>
            <style>svg.ll_light text{font-family:"DejaVu Sans","WenQuanYi Micro Hei",Verdana,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif}svg.ll_light .ll_lifeline>path{fill:none;stroke:#8c959f}svg.ll_light .ll_call>path{fill:none;stroke:#1f2328}svg.ll_light .ll_call>polygon{fill:#1f2328;stroke:#1f2328}svg.ll_light .ll_callLabel>:not(text):not([fill="none"]){fill:#ffffff}svg.ll_light .ll_callLabel>polygon{stroke-width:0}svg.ll_light .ll_returnCall>path{fill:none;stroke:#59636e}svg.ll_light .ll_returnCall>polygon{fill:#59636e;stroke:#59636e}svg.ll_light .ll_divider>path{fill:none;stroke:#8c959f}svg.ll_light .ll_noteRemark>:not(text){stroke:#d4a72c}svg.ll_light .ll_transition>path{fill:none;stroke:#59636e}</style>
            <g font-family="DejaVu Sans,WenQuanYi Micro Hei" fill="#1f2328" font-size="11" text-anchor="middle" class="ll_canvas" transform="scale(1 1) rotate(0) translate(4 56)">
            <g class="ll_call">
            <path d="M41,-31283H505.5"/>
            <polygon points="505.8,-31285.5 512.8,-31283 505.8,-31280.6"/>
            </g>
            <g class="ll_returnCall">
            <path stroke-dasharray="5,2" d="M90,-5C80,-5 20,-5 10,-5"/>
            <polygon points="40.7,-1025 47.7,-1021.9 44.2,-1025 47.7,-1025 44.2,-1025 47.7,-1028.2"/>
            </g>
            <g class="ll_lifeline">
            <path stroke-dasharray="5,2" d="M40,-50C40,-40 40,-20 40,-10"/>
            <path d="M60,-50V-10"/>
            </g>
            <g class="ll_transition">
            <path d="M387.4,-670.3C373.3,-663.3 361.9,-653.5 369,-641.4"/>
            </g>
            <g class="ll_divider">
            <path d="M4.6,-30611.5H8558.2"/>
            </g>
            <g class="ll_callLabel">
            <polygon points="433.1,-31299.5 46.1,-31299.5 46.1,-31287.5 433.1,-31287.5"/>
            <text text-anchor="start" x="48.05" y="-31290.7">1. init</text>
            </g>
            <g class="ll_noteRemark">
            <polyline fill="none" points="10,-40 20,-40 20,-30 10,-40"/>
            </g>
            <g class="node">
            <ellipse fill="black" stroke="black" cx="52" cy="-18" rx="51.99" ry="18"/>
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

    @Test("Adjacent groups of one part merge; groups of other parts, the canvas and any other group stay as they are")
    func mergedGroups() {
        let body = """
            <g font-family="F" class="ll_canvas">
            <g class="ll_call">
            <path d="M1,1H2"/>
            </g>
            <g class="ll_call">
            <path d="M1,2H2"/>
            </g>
            <g class="ll_callLabel">
            <polygon points="1,1 2,2"/>
            </g>
            <g class="ll_call">
            <path d="M1,3H2"/>
            </g>
            <g class="ll_header">
            <g>
            <text>x</text>
            </g>
            </g>
            <g class="ll_header">
            <path d="M1,4H2"/>
            </g>
            </g>
            """
        let merged = String(decoding: AdjacentGroupMerging.merged(Array((body + "\n").utf8)), as: UTF8.self)
        #expect(merged == """
            <g font-family="F" class="ll_canvas">
            <g class="ll_call">
            <path d="M1,1H2"/>
            <path d="M1,2H2"/>
            </g>
            <g class="ll_callLabel">
            <polygon points="1,1 2,2"/>
            </g>
            <g class="ll_call">
            <path d="M1,3H2"/>
            </g>
            <g class="ll_header">
            <g>
            <text>x</text>
            </g>
            </g>
            <g class="ll_header">
            <path d="M1,4H2"/>
            </g>
            </g>
            """ + "\n")
    }
}
