import Foundation
@testable import LifecycleDiagrams
import LifecycleModel
import LifelineTestSupport
import Testing

@Suite("Diagrams from hand-made traces")
struct DiagramTests {
    /// Every fixture but the hostile one: the state graphs' background, as all canonical scenarios are on the site.
    static let background = Fixtures.all.map(\.trace).filter { $0.scenario.id != "hostile" }

    @Test("DOT text, whole, for every fixture and kind", arguments: Fixtures.all.map(\.name))
    func dotGolden(name: String) throws {
        let trace = Fixtures.all.first { $0.name == name }!.trace
        for kind in DiagramKind.allCases {
            let dot = DiagramRenderer.dot(kind, for: trace, background: Self.background)
            try GoldenFile("\(name)-\(kind.rawValue).dot").check(dot)
        }
    }

    @Test("The dark theme changes only colours: the same DOT with other colour values")
    func darkDOT() {
        let light = DiagramRenderer.dot(.sequence, for: Fixtures.modalSegue, theme: .light)
        let dark = DiagramRenderer.dot(.sequence, for: Fixtures.modalSegue, theme: .dark)
        let auto = DiagramRenderer.dot(.sequence, for: Fixtures.modalSegue)
        #expect(auto == light)
        #expect(light != dark)
        let colour = #/"#[0-9a-f]{6}(:invis:#[0-9a-f]{6})?"/#
        #expect(light.replacing(colour, with: "C") == dark.replacing(colour, with: "C"))
        #expect(dark.contains(##"bgcolor="#0d1117""##))
    }

    @Test("Background order does not matter, and the scenario itself is not counted twice")
    func backgroundOrder() {
        let forward = DiagramRenderer.dot(.state, for: Fixtures.navigation, background: Self.background)
        let backward = DiagramRenderer.dot(.state, for: Fixtures.navigation, background: Self.background.reversed())
        let without = DiagramRenderer.dot(.state, for: Fixtures.navigation, background: Self.background.filter { $0.scenario.id != "nav-push-pop" })
        #expect(forward == backward)
        #expect(forward == without)
    }

    @Test("Two renders of the same trace give the same bytes, SVG and PNG", arguments: DiagramKind.allCases)
    func deterministic(kind: DiagramKind) throws {
        for format in [OutputFormat.svg, .png] {
            let first = try DiagramRenderer.render(kind, for: Fixtures.cjk, background: Self.background, as: format)
            let second = try DiagramRenderer.render(kind, for: Fixtures.cjk, background: Self.background, as: format)
            #expect(first == second, "\(kind) \(format)")
        }
    }

    /// Graphviz's own structures can depend on heap addresses (cgraph orders named subgraphs so):
    /// drawings made late in a long-lived process, after many others, must still be the same bytes.
    @Test("Every diagram is the same bytes after the process has drawn many others, in varying order")
    func deterministicInALongProcess() throws {
        let traces = Fixtures.all.map(\.trace)
        func drawAll() throws -> [[UInt8]] {
            try traces.flatMap { trace in
                try DiagramKind.allCases.map { try DiagramRenderer.render($0, for: trace, background: Self.background, as: .svg) }
            }
        }
        let first = try drawAll()
        for round in 1...8 {
            let cut = round % traces.count
            let rotated = Array(traces[cut...]) + Array(traces[..<cut])
            for trace in round.isMultiple(of: 2) ? rotated : rotated.reversed() {
                _ = try DiagramRenderer.render(round.isMultiple(of: 3) ? .sequence : .state, for: trace, background: Self.background, as: .svg)
            }
            #expect(try drawAll() == first, "round \(round)")
        }
    }

    /// A PNG's size in pixels, from its IHDR chunk (big-endian width and height at bytes 16 and 20).
    static func pixels(_ png: [UInt8]) -> (width: Int, height: Int) {
        (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    /// An SVG's size in points, from its root element.
    static func points(_ svg: [UInt8]) throws -> (width: Double, height: Double) {
        let text = String(decoding: svg.prefix(2048), as: UTF8.self)
        func value(_ name: String) throws -> Double {
            let start = try #require(text.range(of: " \(name)=\"")).upperBound
            return try #require(Double(text[start...].prefix { $0.isNumber || $0 == "." }))
        }
        return (try value("width"), try value("height"))
    }

    @Test("A small diagram's PNG is drawn at 2×: two pixels per point")
    func smallPNG() throws {
        let png = try DiagramRenderer.render(.sequence, for: Fixtures.launch, as: .png)
        let svg = try DiagramRenderer.render(.sequence, for: Fixtures.launch, as: .svg)
        let size = Self.pixels(png), box = try Self.points(svg)
        #expect(abs(Double(size.width) - 2 * box.width) <= 2 && abs(Double(size.height) - 2 * box.height) <= 2, "\(size) for \(box)")
    }

    @Test("A large diagram's PNG comes down from 2× to stay within the pixel budget")
    func largePNG() throws {
        let png = try DiagramRenderer.render(.sequence, for: Fixtures.tall, as: .png)
        let svg = try DiagramRenderer.render(.sequence, for: Fixtures.tall, as: .svg)
        let size = Self.pixels(png), box = try Self.points(svg)
        let scale = Double(size.height) / box.height
        #expect(size.width * size.height <= 8_000_000, "\(size)")
        #expect(scale > 1.2 && scale < 1.9, "\(size) for \(box)")
    }

    @Test("A PNG past the pixel budget even at 1× is drawn at 1×, never smaller")
    func hugePNG() throws {
        let ids = (0..<12).map { ObjectID("v\($0)") }
        let trace = TraceScript.trace("huge", "Twelve busy views", objects: [.uiKit] + ids.map { .view($0, "TestView") }, steps: ["lay out"]) { s in
            for index in 0..<300 { s.call(.uiKit, ids[index % ids.count], "layoutSubviews") }
        }
        let size = Self.pixels(try DiagramRenderer.render(.sequence, for: trace, as: .png))
        let box = try Self.points(try DiagramRenderer.render(.sequence, for: trace, as: .svg))
        #expect(box.width * box.height > 8_000_000, "the fixture must be past the budget at 1×")
        #expect(abs(Double(size.width) - box.width) <= 1 && abs(Double(size.height) - box.height) <= 1, "\(size) for \(box)")
    }

    @Test("A PNG that would pass cairo's 32,767-pixel limit even at 1× is drawn at the resolution that fits")
    func tallerThanCairoPNG() throws {
        let png = try DiagramRenderer.render(.sequence, for: Fixtures.tallerThanCairo, as: .png)
        let size = Self.pixels(png)
        #expect(size.height <= 32_767 && size.height > 30_000, "\(size)")
        #expect(size.width > 100)
    }

    @Test("Renders from many threads at once are serialised, not crashed")
    func concurrentRenders() async throws {
        try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for index in 0..<16 {
                let kind: DiagramKind = index.isMultiple(of: 2) ? .sequence : .state
                group.addTask { try DiagramRenderer.render(kind, for: Fixtures.modalSegue, background: Self.background, as: .svg) }
            }
            var outputs = Set<[UInt8]>()
            for try await output in group { outputs.insert(output) }
            #expect(outputs.count == 2)
        }
    }

    @Test("A trace with no events still draws: its title, and a frame per step saying nothing is called")
    func emptyTrace() throws {
        let trace = Trace(
            scenario: ScenarioSummary(id: "nothing", title: "Nothing happens", profile: .iOS17), objects: [],
            steps: [TraceStep(number: 1, text: "wait", location: Fixtures.location)], events: [])
        let texts = try SVGTitles(Data(try DiagramRenderer.render(.sequence, for: trace, as: .svg))).texts
        #expect(texts == ["Step 1: wait", "nothing is called", "Nothing happens"])
        let state = try SVGTitles(Data(try DiagramRenderer.render(.state, for: trace, as: .svg))).texts
        #expect(state == ["Nothing happens", "No object changes state in these scenarios."])
    }

    @Test("The overview: every machine the traces exercise, nothing highlighted or faded")
    func overview() throws {
        let svg = String(decoding: try DiagramRenderer.stateOverview(of: Self.background, as: .svg), as: UTF8.self)
        let parsed = try SVGTitles(Data(svg.utf8))
        #expect(parsed.titles == ["State graph: Lifecycle states of every scenario"])
        #expect(parsed.texts.contains("View controller") && parsed.texts.contains("View"))
        #expect(svg.contains("ll_state\"") && !svg.contains("ll_stateOnPath\"") && !svg.contains("ll_stateFaded\""))
        let dot = String(decoding: try DiagramRenderer.stateOverview(of: Self.background.reversed(), as: .dot), as: UTF8.self)
        #expect(dot == String(decoding: try DiagramRenderer.stateOverview(of: Self.background, as: .dot), as: UTF8.self))
    }

    @Test("A busy edge's step numbers wrap onto lines no wider than its longest callbacks")
    func busyEdge() {
        let ids: [ObjectID] = (1...12).map { ObjectID("controller\($0)") }
        let trace = TraceScript.trace("busy", "Twelve loads", objects: [.uiKit] + ids.map { .controller($0, "ViewController") }, steps: ["load"]) { s in
            for id in ids {
                s.call(.uiKit, id, "loadView")
                s.move(id, .viewNotLoaded, .disappeared, via: "loadView")
            }
        }
        let dot = DiagramRenderer.dot(.state, for: trace)
        // The callback's line is widened with spaces to the width of its Swift name, `loadView()`.
        #expect(MachineGraph.reservingRoomForSwift("loadView") == "  loadView  ")
        let label = dot.split(separator: "\n").first { $0.contains("label=\"   loadView   \\n") }!
            .split(separator: "label=\"")[1].split(separator: "\"")[0]
        let lines = label.components(separatedBy: "\\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "loadView")
        #expect(lines.dropFirst().joined(separator: " ") == (1...12).map { "\($0) controller\($0)" }.joined(separator: ", "))
        #expect(lines.count > 4)
        #expect(lines.dropFirst().allSatisfy { $0.count <= 24 }, "\(lines)")
    }

    @Test("States and machines the model does not know yet are drawn with their names in words")
    func unknownStates() throws {
        let trace = TraceScript.trace("future", "Future states", objects: [.uiKit, .controller("A", "ViewController")], steps: ["go"]) { s in
            s.call(.uiKit, "A", "freeze")
            s.move("A", .viewController, "appeared", "frozenInCarbonite", via: "freeze")
            s.move("A", .viewController, "frozenInCarbonite", "appeared", via: "thaw")
        }
        let texts = try SVGTitles(Data(try DiagramRenderer.render(.state, for: trace, as: .svg))).texts
        #expect(texts.contains("Frozen in carbonite"))
        #expect(texts.contains("Appeared"))
    }
}

@Suite("Other outputs")
struct OtherOutputTests {
    @Test("An equivalent PlantUML text, for the benchmark")
    func plantUML() throws {
        let text = PlantUMLText.sequence(of: Fixtures.modalSegue)
        try GoldenFile("modal.puml").check(text)
    }
}
