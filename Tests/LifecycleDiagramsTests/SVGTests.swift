import Foundation
import LifecycleDiagrams
import LifecycleModel
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("SVG: standalone, described, themed, safe")
struct SVGTests {
    static func svg(_ kind: DiagramKind, _ trace: Trace, theme: DiagramTheme = .auto) throws -> String {
        String(decoding: try DiagramRenderer.render(kind, for: trace, background: DiagramTests.background, as: .svg, theme: theme), as: UTF8.self)
    }

    @Test("The document starts with the <svg> element, its title, description and style; no prolog, comments, ids or foreignObject",
          arguments: DiagramKind.allCases)
    func standalone(kind: DiagramKind) throws {
        let svg = try Self.svg(kind, Fixtures.launch)
        let lines = svg.split(separator: "\n")
        #expect(lines[0].hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width=""#))
        #expect(lines[0].hasSuffix(#" role="img" class="ll_diagram ll_\#(kind.rawValue)_diagram ll_auto">"#))
        #expect(lines[1].hasPrefix("<title>") && lines[2].hasPrefix("<desc>") && lines[3].hasPrefix("<style>"))
        for forbidden in ["<?xml", "<!DOCTYPE", "<!--", "foreignObject", "graphviz"] {
            #expect(!svg.contains(forbidden), "\(forbidden)")
        }
        // One id only: the marker whose `:target` switches the labels to Swift names.
        #expect(svg.ranges(of: " id=\"").count == 1)
        #expect(lines[4] == #"<g id="ll_swift"/>"#)
        let parsed = try SVGTitles(Data(svg.utf8))
        #expect(parsed.titles == [DiagramRenderer.summary(kind, for: Fixtures.launch, background: DiagramTests.background).title])
    }

    @Test("The sequence diagram's description says every call and note in order")
    func sequenceDescription() {
        let summary = DiagramRenderer.summary(.sequence, for: Fixtures.launch)
        #expect(summary.title == "Sequence diagram: Launch")
        #expect(summary.description == """
            Launch (iOS 17+): the calls between UIKit, A (ViewController) and window (UIWindow), top to bottom. \
            Step 1: launch with root A. \
            1. UIKit calls initWithCoder: on A. \
            2. UIKit calls makeKeyAndVisible on window. \
            3. window calls view on A. \
            4. A calls loadView on itself. \
            Note (run loop): run loop turn. \
            5. UIKit calls viewWillAppear: false on A.
            """)
    }

    @Test("The state graph's description names the states and the scenario's numbered path")
    func stateDescription() {
        let summary = DiagramRenderer.summary(.state, for: Fixtures.launch, background: [Fixtures.modalSegue])
        #expect(summary.title == "State graph: Launch")
        #expect(summary.description == """
            View controller states: View not loaded, Disappeared, Appearing, Appeared, Disappearing and Deallocated; \
            6 transitions seen across the scenarios. \
            Highlighted, the path of Launch, in order: \
            4. A: View not loaded to Disappeared, on loadView. \
            5. A: Disappeared to Appearing, on viewWillAppear:.
            """)
    }

    @Test("auto carries the dark palette under prefers-color-scheme; light and dark carry none", arguments: DiagramKind.allCases)
    func themes(kind: DiagramKind) throws {
        let auto = try Self.svg(kind, Fixtures.modalSegue)
        // The dark rules nest inside the root's rule: the same selectors, the root named once.
        #expect(auto.contains("@media (prefers-color-scheme:dark){svg.ll_auto{.ll_canvas>polygon{fill:#0d1117;stroke:#0d1117}"))
        #expect(auto.contains(##"<polygon fill="#ffffff""##))
        if kind == .sequence {
            #expect(auto.contains(##".ll_header>:not(text){stroke:#9198a1}"##))
            #expect(auto.contains(##".ll_header>:not(text):not([fill="none"]){fill:#151b23}"##))
            // The light colours are rules too, before the dark ones, which override them; the
            // shapes no longer carry them.
            #expect(auto.contains(##"svg.ll_auto .ll_header>:not(text){stroke:#59636e}svg.ll_auto .ll_header>:not(text):not([fill="none"]){fill:#f6f8fa}"##))
            #expect(auto.contains(##"svg.ll_auto .ll_call>path{fill:none;stroke:#1f2328}svg.ll_auto .ll_call>polygon{fill:#1f2328;stroke:#1f2328}"##))
            #expect(auto.range(of: "{stroke:#59636e}")!.lowerBound < auto.range(of: "@media")!.lowerBound)
            #expect(!auto.contains(##"stroke="#1f2328""##) && !auto.contains(##"fill="#f6f8fa""##))
        }
        let light = try Self.svg(kind, Fixtures.modalSegue, theme: .light)
        let dark = try Self.svg(kind, Fixtures.modalSegue, theme: .dark)
        #expect(!light.contains("@media") && !dark.contains("@media"))
        #expect(light.contains("class=\"ll_diagram ll_\(kind.rawValue)_diagram ll_light\""))
        #expect(dark.contains(##"<polygon fill="#0d1117""##))
        // Every rule is scoped to the diagram's root class, directly or nested in its rule: nothing
        // reaches the page around an inlined SVG.
        let style = auto.split(separator: "<style>")[1].split(separator: "</style>")[0]
        let nest = "@media (prefers-color-scheme:dark){svg.ll_auto{"
        let (flat, nested) = (style.components(separatedBy: nest)[0], style.components(separatedBy: nest)[1])
        #expect(nested.hasSuffix("}}"))
        let flatSelectors = flat.replacing(#/\{[^{}]*\}/#, with: "\n").split(separator: "\n")
        #expect(!flatSelectors.isEmpty && flatSelectors.allSatisfy { $0.hasPrefix("svg.ll_auto ") }, "\(flatSelectors)")
        let nestedSelectors = nested.dropLast(2).replacing(#/\{[^{}]*\}/#, with: "\n").split(separator: "\n")
        #expect(!nestedSelectors.isEmpty && nestedSelectors.allSatisfy { $0.hasPrefix(".ll_") }, "\(nestedSelectors)")
    }

    @Test("The style sheet only holds rules for parts the diagram draws")
    func styleIsTrimmed() throws {
        let sequence = try Self.svg(.sequence, Fixtures.launch)
        #expect(sequence.contains(".ll_callLabel>") && !sequence.contains(".ll_stateOnPath>"))
        let state = try Self.svg(.state, Fixtures.launch)
        #expect(state.contains(".ll_stateOnPath>") && !state.contains(".ll_callLabel>"))
    }

    @Test("Hostile names survive DOT, Graphviz and SVG exactly, in the drawing and in the title and description")
    func hostileLabels() throws {
        let sequence = try SVGTitles(Data(try Self.svg(.sequence, Fixtures.hostile).utf8))
        for text in [
            #"1. a"b\c&d<e>f{g}\"#, #"x"y"#, #"Evil"Class\"#, "<b>", "&amp;", "2. set:", "</text><script>alert(1)</script>",
            "视图控制器 <b>&amp;</b>", "second line", "third line", "tab here; nulgone; \u{1F600} &#45; -- end",
            #"Quotes " and \ backslash & <tags> {braces} --> ]]>"#, #"Step 1: step {a|b} <c> \N \G"#,
        ] {
            #expect(sequence.texts.contains(text), "missing \(text)")
        }
        #expect(sequence.titles == [#"Sequence diagram: Quotes " and \ backslash & <tags> {braces} --> ]]>"#])
        #expect(sequence.descriptions.first?.contains(#"2. x"y calls set: </text><script>alert(1)</script> on <b>."#) == true)

        // Edge labels carry a space on each side, to keep clear of their edge.
        let state = try SVGTitles(Data(try Self.svg(.state, Fixtures.hostile).utf8)).texts.map { $0.trimmingCharacters(in: .whitespaces) }
        for text in ["Node", "Edge -> graph", "a:b", "1"] {
            #expect(state.contains(text), "missing \(text)")
        }
    }
}

/// Parses SVG with Foundation's XML parser (failing on malformed XML) and collects what it says.
final class SVGTitles: NSObject, XMLParserDelegate {
    private(set) var titles: [String] = []
    private(set) var descriptions: [String] = []
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
        if ["title", "desc", "text"].contains(name) { current = name; buffer = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current != nil { buffer += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == current else { return }
        switch name {
        case "title": titles.append(buffer)
        case "desc": descriptions.append(buffer)
        default: texts.append(buffer)
        }
        current = nil
    }
}
