import Foundation
import LifecycleDiagrams
import LifecycleModel
import LifelineDocs
import LifelineTestSupport
import Testing

/// One road per diagram: the command line's facade and the site draw a request the same way.
@Suite struct DiagramRequestTests {
    @Test("The command line's diagrams are byte for byte the site's: scenario, limited, overview, in every published format")
    func commandLineGivesTheSiteBytes() throws {
        let site = try FixtureSite()
        defer { site.remove() }
        try site.edit("Content/about.md", replacing: "Nothing but", with: "```lifeline\ndiagram: state\nmachine: view\n```\n\nNothing but")
        try Lifeline.build(site.project, options: BuildOptions(traces: true)) { _ in }
        func published(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: site.output.appendingPathComponent(path))) }
        for kind in DiagramKind.allCases {
            for format in [OutputFormat.svg] {
                let bytes = try Lifeline.diagram("launch", kind: kind, format: format, in: site.project)
                #expect(bytes == (try published("diagrams/launch-\(kind.rawValue).\(format.rawValue)")), "\(kind) \(format)")
            }
        }
        let limited = try Lifeline.diagram("launch", kind: .sequence, format: .svg, show: ["A.view, A"], in: site.project)
        #expect(limited == (try published("diagrams/launch-sequence-show-A-A.view.svg")))
        let overview = try Lifeline.overview(format: .svg, machine: .view, in: site.project)
        #expect(overview == (try published("diagrams/states-view.svg")))
        // The trace download is the same trace, compact (no indentation) where the CLI indents.
        let json = try published(DiagramRequest.tracePath("launch"))
        #expect(!json.dropLast().contains(UInt8(ascii: "\n")) && json.last == UInt8(ascii: "\n"))
        #expect(try JSONDecoder().decode(Trace.self, from: Data(json)) == (try Lifeline.diagramTrace("launch", in: site.project)))
        // With --traces the page links it.
        let page = try site.read("Output/scenarios/launch.html")
        #expect(page.contains(#"<li>Trace: <a href="../diagrams/launch-trace.json" download>JSON</a> </li>"#))
    }

    @Test("A request owns its paths; a limited diagram and the overview name theirs apart from the scenario's")
    func paths() {
        #expect(DiagramRequest.scenario("launch", .state).path(.svg) == "diagrams/launch-state.svg")
        #expect(DiagramRequest.scenario("launch", .sequence).path(.dot) == "diagrams/launch-sequence.dot")
        #expect(DiagramRequest.overview(machine: nil).path(.png) == "diagrams/states.png")
        #expect(DiagramRequest.overview(machine: .viewController).path(.svg) == "diagrams/states-viewController.svg")
        #expect(DiagramRequest.tracePath("launch") == "diagrams/launch-trace.json")
        #expect(DiagramRequest.scenario("launch", .state).subject == .scenario("launch"))
        #expect(DiagramRequest.overview(machine: nil).kind == .state)
        #expect(DiagramRequest.overview(machine: .view) != DiagramRequest.overview(machine: nil))
        #expect(DiagramRequest.scenario("launch", .sequence).scenarioID == "launch")
        #expect(DiagramRequest.overview(machine: nil).scenarioID == nil)
    }
}
